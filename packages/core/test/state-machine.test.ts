import { DRAW_STATUSES } from '@lottoshop/contracts/draws';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors.ts';
import { DRAW_MACHINE } from '../src/modules/draws/index.ts';
import { CHECKOUT_MACHINE } from '../src/modules/orders/index.ts';
import { DEPOSIT_MACHINE } from '../src/modules/payments/index.ts';
import { stateMachine } from '../src/shared/state-machine.ts';

describe('stateMachine', () => {
  const light = stateMachine<'red' | 'green' | 'amber'>('light', {
    red: ['green'],
    green: ['amber'],
    amber: ['red'],
  });

  it('allows exactly the moves in its table and refuses the others with a 409 conflict naming the thing', () => {
    expect(light.can('red', 'green')).toBe(true);
    expect(light.can('red', 'amber')).toBe(false);
    expect(() => light.assert('green', 'amber')).not.toThrow();
    const error = (() => {
      try {
        light.assert('green', 'red');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'conflict',
      status: 409,
      message: 'A light cannot move from green to red.',
    });
    expect(light.statuses).toEqual(['red', 'green', 'amber']);
  });

  it('refuses a table that moves to a status it does not list', () => {
    expect(() => stateMachine<'a' | 'b'>('broken', { a: ['b'], b: ['c' as 'a'] })).toThrow(
      /c, which is not a status/,
    );
  });
});

describe('the tables of the stateful things', () => {
  it('a draw: covers every status of the contracts, and ends emailed', () => {
    expect([...DRAW_MACHINE.statuses].sort()).toEqual([...DRAW_STATUSES].sort());
    expect(DRAW_MACHINE.isFinal('DRAW_EMAILED')).toBe(true);
  });

  it('a deposit: pending, then approved or declined, for good', () => {
    expect(DEPOSIT_MACHINE.can('pending', 'approved')).toBe(true);
    expect(DEPOSIT_MACHINE.can('pending', 'declined')).toBe(true);
    expect(DEPOSIT_MACHINE.can('declined', 'approved')).toBe(false);
    expect(DEPOSIT_MACHINE.isFinal('approved')).toBe(true);
  });

  it('a checkout: pending, then paid, for good', () => {
    expect(CHECKOUT_MACHINE.can('pending', 'paid')).toBe(true);
    expect(CHECKOUT_MACHINE.can('paid', 'pending')).toBe(false);
    expect(() => CHECKOUT_MACHINE.assert('paid', 'paid')).toThrow(DomainError);
  });
});
