import { describe, expect, it } from 'vitest';
import { advanceElevation } from './elevation.ts';

describe('the elevation states of spec 1 §4', () => {
  it('goes requesting_otp -> replaying -> post_elevation_checks -> post_elevation_complete', () => {
    let s = advanceElevation('initial', 'requesting_otp');
    s = advanceElevation(s, 'replaying');
    s = advanceElevation(s, 'post_elevation_checks');
    expect(advanceElevation(s, 'post_elevation_complete')).toBe('post_elevation_complete');
  });
  it('asks again after a wrong code, and is abandoned on close', () => {
    expect(advanceElevation('replaying', 'requesting_otp')).toBe('requesting_otp');
    expect(advanceElevation('requesting_otp', 'abandoned')).toBe('abandoned');
  });
  it('refuses moves the flow does not have', () => {
    expect(() => advanceElevation('initial', 'replaying')).toThrow();
    expect(() => advanceElevation('abandoned', 'replaying')).toThrow();
    expect(() => advanceElevation('post_elevation_complete', 'requesting_otp')).toThrow();
  });
});
