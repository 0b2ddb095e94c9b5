import {
  ANONYMOUS_SEGMENT,
  CAPABILITY_KEYS,
  type CapabilityKey,
  CUSTOMER_SEGMENT,
} from '@lottoshop/contracts/capabilities';
import type { Db } from '../../db/client.ts';
import {
  CAPABILITY_DESCRIPTIONS,
  CUSTOMER_ONLY_CAPABILITIES,
  DEMO_SITE_DISABLED_CAPABILITIES,
} from './capabilities.catalogue.ts';
import { capabilities, segmentCapabilities, segments } from './capabilities.tables.ts';

/** Inserts the whole capability catalogue; keys in `disabled` are off for the site. */
export async function createCapabilityCatalogue(db: Db, opts: { disabled?: readonly CapabilityKey[] } = {}) {
  const disabled = new Set(opts.disabled ?? []);
  await db.insert(capabilities).values(
    CAPABILITY_KEYS.map((key) => ({
      key,
      description: CAPABILITY_DESCRIPTIONS[key],
      enabledOnSite: !disabled.has(key),
    })),
  );
}

export type SegmentInput = {
  name: string;
  description?: string;
  isAnonymous?: boolean;
  isDefaultCustomer?: boolean;
  capabilities: readonly CapabilityKey[];
};

export async function createSegment(db: Db, input: SegmentInput) {
  const [segment] = await db
    .insert(segments)
    .values({
      name: input.name,
      description: input.description ?? `Segment ${input.name}`,
      isAnonymous: input.isAnonymous ?? false,
      isDefaultCustomer: input.isDefaultCustomer ?? false,
    })
    .returning();
  if (!segment) throw new Error('insert returned no row');
  if (input.capabilities.length > 0) {
    await db
      .insert(segmentCapabilities)
      .values(input.capabilities.map((capabilityKey) => ({ segmentId: segment.id, capabilityKey })));
  }
  return segment;
}

/**
 * The demo site's capabilities: the catalogue, the 'anonymous' segment (site capabilities minus the
 * customer-only ones) and the 'customer' segment (every site capability).
 */
export async function createDemoCapabilities(db: Db) {
  await createCapabilityCatalogue(db, { disabled: DEMO_SITE_DISABLED_CAPABILITIES });
  const onSite = CAPABILITY_KEYS.filter((k) => !DEMO_SITE_DISABLED_CAPABILITIES.includes(k));
  const anonymous = await createSegment(db, {
    name: ANONYMOUS_SEGMENT,
    description: 'Visitors who are not signed in.',
    isAnonymous: true,
    capabilities: onSite.filter((k) => !CUSTOMER_ONLY_CAPABILITIES.includes(k)),
  });
  const customer = await createSegment(db, {
    name: CUSTOMER_SEGMENT,
    description: 'Signed-in customers.',
    isDefaultCustomer: true,
    capabilities: onSite,
  });
  return { anonymous, customer };
}
