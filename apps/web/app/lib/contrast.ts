/**
 * Text colours readable on a background that comes from data (an offer's brand colour): WCAG 2 contrast
 * ratios of sRGB hex colours, and the choice of a text colour that reaches 4.5:1 (normal text, AA).
 */
export const AA_NORMAL_TEXT = 4.5;

/** Relative luminance of `#rgb` or `#rrggbb`; undefined for anything else. */
export function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Tried in order after the preferred colour: the shop's near-black, white, then black. */
const FALLBACK_TEXT = ['#1c232b', '#ffffff', '#000000'];

/**
 * The text colour to use on `background`: the preferred one when it reaches AA contrast, else the first of
 * near-black, white and black that does (black reaches it on every background where white does not), else
 * the one that contrasts most.
 */
export function readableText(background: string, preferred: string): string {
  let best = preferred;
  let bestRatio = contrastRatio(background, preferred) ?? 0;
  if (bestRatio >= AA_NORMAL_TEXT) return preferred;
  for (const candidate of FALLBACK_TEXT) {
    const ratio = contrastRatio(background, candidate) ?? 0;
    if (ratio >= AA_NORMAL_TEXT) return candidate;
    if (ratio > bestRatio) [best, bestRatio] = [candidate, ratio];
  }
  return best;
}
