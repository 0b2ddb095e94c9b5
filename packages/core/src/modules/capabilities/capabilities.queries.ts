import type { CapabilitiesDto, SegmentDto } from '@lottoshop/contracts/capabilities';
import { asc, eq } from 'drizzle-orm';
import type { Ctx } from '../../use-case.ts';
import { capabilities, segmentCapabilities, segments } from './capabilities.tables.ts';

/** Keys of the capabilities switched on for the site, sorted. */
export async function listSiteCapabilities(ctx: Pick<Ctx, 'db'>): Promise<string[]> {
  const rows = await ctx.db
    .select({ key: capabilities.key })
    .from(capabilities)
    .where(eq(capabilities.enabledOnSite, true))
    .orderBy(asc(capabilities.key));
  return rows.map((r) => r.key);
}

/**
 * Every segment with its capabilities. A capability switched off for the site is withheld from every
 * segment, so the site switch always wins.
 */
export async function listSegments(
  ctx: Pick<Ctx, 'db'>,
): Promise<(SegmentDto & { isAnonymous: boolean; isDefaultCustomer: boolean })[]> {
  const [segmentRows, grants] = await Promise.all([
    ctx.db.select().from(segments).orderBy(asc(segments.name)),
    ctx.db
      .select({ segmentId: segmentCapabilities.segmentId, key: segmentCapabilities.capabilityKey })
      .from(segmentCapabilities)
      .innerJoin(capabilities, eq(capabilities.key, segmentCapabilities.capabilityKey))
      .where(eq(capabilities.enabledOnSite, true))
      .orderBy(asc(segmentCapabilities.capabilityKey)),
  ]);
  return segmentRows.map((s) => ({
    segmentName: s.name,
    description: s.description,
    isAnonymous: s.isAnonymous,
    isDefaultCustomer: s.isDefaultCustomer,
    capabilities: grants.filter((g) => g.segmentId === s.id).map((g) => g.key),
  }));
}

/**
 * The segments and which one applies: the anonymous segment for visitors; for a signed-in customer their
 * own segment (`customerSegmentName`) or else the default customer segment.
 */
export async function getCapabilities(
  ctx: Pick<Ctx, 'db'>,
  opts: { signedIn: boolean; customerSegmentName?: string | null },
): Promise<CapabilitiesDto> {
  const all = await listSegments(ctx);
  let current = opts.signedIn
    ? (all.find((s) => s.segmentName === opts.customerSegmentName) ?? all.find((s) => s.isDefaultCustomer))
    : all.find((s) => s.isAnonymous);
  current ??= all[0];
  return {
    currentSegment: current?.segmentName ?? '',
    segments: all.map(({ segmentName, description, capabilities: caps }) => ({
      segmentName,
      description,
      capabilities: caps,
    })),
  };
}
