import { type CapabilityKey, hasCapabilities } from '@lottoshop/contracts/capabilities';
import { data } from 'react-router';

/**
 * Capability gating of pages (spec 1 §2): a page whose capability is missing is a 404, exactly as if the
 * URL did not exist. A list requires every entry.
 */
export function requireCapability(
  granted: readonly string[],
  required: CapabilityKey | readonly CapabilityKey[],
): void {
  if (!hasCapabilities(granted, required)) throw data(null, { status: 404 });
}
