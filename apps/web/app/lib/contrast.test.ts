import { describe, expect, it } from 'vitest';
import { contrastRatio, readableText } from './contrast.ts';

describe('contrast', () => {
  it('gives the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#d9480f')).toBeCloseTo(4.3, 2);
    expect(contrastRatio('#fff', 'red')).toBeUndefined();
  });

  it('keeps a readable preferred colour and replaces one that is not', () => {
    expect(readableText('#00843d', '#ffffff')).toBe('#ffffff');
    // White on this orange is 4.3:1, under AA, and so is the shop's near-black; black reaches 4.9:1.
    expect(readableText('#d9480f', '#ffffff')).toBe('#000000');
    expect(readableText('#0b3d6b', '#0b3d6c')).toBe('#ffffff');
  });
});
