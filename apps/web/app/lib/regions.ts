/** Region (sub-variant) values, spec 2 §9: the public states plus the internal variants. */
export const SUB_VARIANTS = [
  'ACT',
  'NSW',
  'NT',
  'QLD',
  'SA',
  'TAS',
  'VIC',
  'WA',
  'OTHER',
  'GB',
  'LW',
  'NSWL',
] as const;
export type SubVariant = (typeof SUB_VARIANTS)[number];

export function parseSubVariant(value: string | null | undefined): SubVariant | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  return (SUB_VARIANTS as readonly string[]).includes(upper) ? (upper as SubVariant) : undefined;
}
