import { DRAW_STATUSES } from '@lottoshop/contracts/draws';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.ts';
import { DRAW_MACHINE, purchaseStatusOf } from '../src/modules/draws/index.ts';

describe('draw status transitions', () => {
  it('follow the life cycle open -> closed -> drawn -> scored -> paid -> emailed', () => {
    const path = [
      'DRAW_OPEN',
      'DRAW_CLOSED',
      'DRAW_DRAWN',
      'DRAW_SCORED',
      'DRAW_PAID',
      'DRAW_EMAILED',
    ] as const;
    for (let i = 1; i < path.length; i++)
      expect(() => DRAW_MACHINE.assert(path[i - 1]!, path[i]!)).not.toThrow();
  });

  it('reject skipping steps, going back after close and leaving the final state', () => {
    expect(DRAW_MACHINE.can('DRAW_OPEN', 'DRAW_DRAWN')).toBe(false);
    expect(DRAW_MACHINE.can('DRAW_CLOSED', 'DRAW_OPEN')).toBe(false);
    expect(DRAW_MACHINE.can('DRAW_SCORED', 'DRAW_EMAILED')).toBe(false);
    expect(DRAW_MACHINE.transitions.DRAW_EMAILED).toEqual([]);
    expect(() => DRAW_MACHINE.assert('DRAW_PAID', 'DRAW_OPEN')).toThrow(DomainError);
  });

  it('close an open draw, the only status it is on sale in', () => {
    expect(DRAW_MACHINE.can('DRAW_OPEN', 'DRAW_CLOSED')).toBe(true);
    expect(DRAW_MACHINE.can('DRAW_CLOSED', 'DRAW_CLOSED')).toBe(false);
  });

  it('cover every status', () => {
    expect(Object.keys(DRAW_MACHINE.transitions).sort()).toEqual([...DRAW_STATUSES].sort());
  });
});

describe('purchase status', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const later = new Date('2026-03-02T00:00:00Z');
  const earlier = new Date('2026-02-28T00:00:00Z');

  it('is open before the sales stop and past_draw after it', () => {
    expect(purchaseStatusOf({ status: 'DRAW_OPEN', salesCloseAt: later, salesOpenAt: null }, now)).toBe(
      'open',
    );
    expect(purchaseStatusOf({ status: 'DRAW_OPEN', salesCloseAt: earlier, salesOpenAt: null }, now)).toBe(
      'past_draw',
    );
    expect(purchaseStatusOf({ status: 'DRAW_CLOSED', salesCloseAt: later, salesOpenAt: null }, now)).toBe(
      'past_draw',
    );
  });

  it('is pre_order before sales open', () => {
    expect(purchaseStatusOf({ status: 'DRAW_OPEN', salesCloseAt: later, salesOpenAt: later }, now)).toBe(
      'pre_order',
    );
  });
});
