import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { requireCapability } from './capabilities.server.ts';

function thrown(fn: () => void): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
}

describe('requireCapability', () => {
  it('passes when every listed capability is present', () => {
    expect(thrown(() => requireCapability(['blog', 'raffle'], 'blog'))).toBeUndefined();
    expect(thrown(() => requireCapability(['blog', 'raffle'], ['blog', 'raffle']))).toBeUndefined();
  });

  it('is a 404 when one is missing', () => {
    const err = thrown(() => requireCapability(['blog'], ['blog', 'raffle']));
    expect(err).toBeDefined();
    const value = (err as { data?: unknown; init?: { status?: number } }).init?.status;
    expect(value ?? (isRouteErrorResponse(err) ? err.status : undefined)).toBe(404);
  });
});
