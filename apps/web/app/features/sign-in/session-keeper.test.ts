import { describe, expect, it } from 'vitest';
import { sessionTick } from './session-keeper.ts';

const MIN = 60_000;

describe('sessionTick', () => {
  it('beats while the customer was active in the last 30 minutes', () => {
    expect(sessionTick(0, 3600)).toBe('heartbeat');
    expect(sessionTick(29 * MIN, 3600)).toBe('heartbeat');
  });
  it('waits after 30 idle minutes, and logs out once idle for the session timeout', () => {
    expect(sessionTick(30 * MIN, 3600)).toBe('wait');
    expect(sessionTick(59 * MIN, 3600)).toBe('wait');
    expect(sessionTick(60 * MIN, 3600)).toBe('logout');
  });
  it('follows a shorter configured timeout, and the default when none is given', () => {
    expect(sessionTick(10 * MIN, 600)).toBe('logout');
    expect(sessionTick(9 * MIN, 600)).toBe('heartbeat');
    expect(sessionTick(60 * MIN, 0)).toBe('logout');
  });
});
