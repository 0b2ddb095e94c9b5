/**
 * Every status column's transition table, walked pair by pair against the moves written out here by hand
 * (`walkTransitions`): what is allowed, what is refused with a 409, and that no status is dead.
 */
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MACHINE } from '../src/modules/banking/banking.transitions.ts';
import { DEPOSIT_PURCHASE_MACHINE } from '../src/modules/deposit-purchases/deposit-purchases.transitions.ts';
import { DRAW_MACHINE } from '../src/modules/draws/draws.transitions.ts';
import { CUSTOMER_MACHINE } from '../src/modules/identity/identity.transitions.ts';
import { LIMIT_CHANGE_MACHINE } from '../src/modules/limits/limits.transitions.ts';
import { OUTBOX_MACHINE } from '../src/modules/mail/mail.transitions.ts';
import { MIGRATION_MACHINE } from '../src/modules/migration/migration.transitions.ts';
import { CHECKOUT_MACHINE } from '../src/modules/orders/orders.transitions.ts';
import { DEPOSIT_MACHINE } from '../src/modules/payments/payments.transitions.ts';
import { ATTEMPT_MACHINE } from '../src/modules/verification/verification.transitions.ts';
import { stateMachine } from '../src/shared/state-machine.ts';
import { walkTransitions } from '../src/testing/index.ts';

describe('walkTransitions', () => {
  it('reports a move the table allows but the test does not expect, a missing one, and a dead status', () => {
    const light = stateMachine<'red' | 'green' | 'amber' | 'blue'>('light', {
      red: ['green', 'amber'],
      green: [],
      amber: [],
      blue: ['red'],
    });
    expect(
      walkTransitions(light, { initial: ['red'], allowed: ['red -> green', 'green -> red', 'blue -> red'] }),
    ).toEqual([
      'red -> amber: expected refused, the table allows it',
      'green -> red: expected allowed, the table refuses it',
      'blue: never entered (not created in, and no move leads to it)',
    ]);
  });
});

describe('the transition table of', () => {
  it('a draw', () => {
    expect(
      walkTransitions(DRAW_MACHINE, {
        initial: ['DRAW_OPEN', 'DRAW_CLOSED'],
        allowed: [
          'DRAW_OPEN -> DRAW_CLOSED',
          'DRAW_CLOSED -> DRAW_DRAWN',
          'DRAW_DRAWN -> DRAW_SCORED',
          'DRAW_SCORED -> DRAW_PAID',
          'DRAW_PAID -> DRAW_EMAILED',
        ],
      }),
    ).toEqual([]);
  });

  it('a checkout', () => {
    expect(walkTransitions(CHECKOUT_MACHINE, { initial: ['pending'], allowed: ['pending -> paid'] })).toEqual(
      [],
    );
  });

  it('a deposit', () => {
    expect(
      walkTransitions(DEPOSIT_MACHINE, {
        initial: ['pending'],
        allowed: ['pending -> approved', 'pending -> declined'],
      }),
    ).toEqual([]);
  });

  it('a withdrawal', () => {
    expect(
      walkTransitions(WITHDRAWAL_MACHINE, {
        initial: ['pending'],
        allowed: ['pending -> paid', 'pending -> rejected'],
      }),
    ).toEqual([]);
  });

  it('a deposit purchase', () => {
    expect(
      walkTransitions(DEPOSIT_PURCHASE_MACHINE, {
        initial: ['pending'],
        allowed: [
          'pending -> purchased',
          'pending -> deposited',
          'pending -> purchase_failed',
          'pending -> deposit_failed',
        ],
      }),
    ).toEqual([]);
  });

  it('a limit change', () => {
    expect(
      walkTransitions(LIMIT_CHANGE_MACHINE, {
        initial: ['pending', 'applied'],
        allowed: ['pending -> applied', 'pending -> cancelled'],
      }),
    ).toEqual([]);
  });

  it('a queued e-mail', () => {
    expect(
      walkTransitions(OUTBOX_MACHINE, {
        initial: ['pending'],
        allowed: ['pending -> sent', 'pending -> failed'],
      }),
    ).toEqual([]);
  });

  it('an account migration', () => {
    expect(
      walkTransitions(MIGRATION_MACHINE, {
        initial: ['eligible_soft', 'eligible_hard'],
        allowed: [
          'eligible_soft -> eligible_soft',
          'eligible_soft -> eligible_hard',
          'eligible_soft -> in_progress',
          'eligible_hard -> eligible_soft',
          'eligible_hard -> eligible_hard',
          'eligible_hard -> in_progress',
          'in_progress -> migrated',
        ],
      }),
    ).toEqual([]);
  });

  it('a customer account', () => {
    expect(walkTransitions(CUSTOMER_MACHINE, { initial: ['active'], allowed: ['active -> closed'] })).toEqual(
      [],
    );
  });

  it('a verification attempt', () => {
    expect(
      walkTransitions(ATTEMPT_MACHINE, {
        initial: ['verified', 'failed', 'review'],
        allowed: ['review -> verified', 'review -> rejected'],
      }),
    ).toEqual([]);
  });
});
