/**
 * Australian address and phone rules (spec 2 §5 address rules; the Australia Post postcode table): which post
 * codes belong to which state or territory, and what an Australian mobile number looks like. Browser-safe.
 */

type Range = readonly [number, number];

/**
 * Post code ranges by state: delivery areas, then post office box and large-volume-receiver ranges. Jervis Bay
 * (2540) and Norfolk Island (2899) sit inside NSW's ranges; Christmas Island (6798) and Cocos (6799) are WA's.
 */
const POSTCODE_RANGES: Record<string, readonly Range[]> = {
  NSW: [
    [2000, 2599],
    [2619, 2899],
    [2921, 2999],
    [1000, 1999],
  ],
  ACT: [
    [2600, 2618],
    [2900, 2920],
    [200, 299],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [
    [5000, 5799],
    [5800, 5999],
  ],
  WA: [
    [6000, 6799],
    [6800, 6999],
  ],
  TAS: [
    [7000, 7799],
    [7800, 7999],
  ],
  NT: [
    [800, 899],
    [900, 999],
  ],
};

/** Whether a four-digit Australian post code belongs to the state or territory (e.g. 2000 is in NSW). */
export function postcodeMatchesState(state: string, postcode: string): boolean {
  if (!/^\d{4}$/.test(postcode)) return false;
  const ranges = POSTCODE_RANGES[state];
  if (!ranges) return false;
  const code = Number(postcode);
  return ranges.some(([from, to]) => code >= from && code <= to);
}

/** An Australian mobile number (04xx xxx xxx or +61 4xx xxx xxx); spaces, dots, dashes and brackets allowed. */
export function isValidAuMobile(value: string): boolean {
  const compact = value.replace(/[\s().-]/g, '');
  return /^(?:\+?61|0)4\d{8}$/.test(compact);
}
