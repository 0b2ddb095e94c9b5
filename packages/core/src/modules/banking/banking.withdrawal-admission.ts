/**
 * Whether a withdrawal may be made: the one function every withdrawal passes, in the transaction that holds its
 * money. The method is on and in this currency, the amount is within the method's limits and within what the
 * customer may withdraw, and the money has somewhere to go (the customer's own saved bank account, a PayPal
 * address, a cause of the catalog), and the customer's identity is verified (the verification module; spec 2 §4:
 * withdrawing needs a verified identity, refused 403 REQUIRED with where to verify).
 */
import { maxAmountMessage } from '@lottoshop/contracts/form-messages';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { and, eq, isNull } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import {
  amountLimitsProblem,
  currencyOf,
  isPositiveMoney,
  type Money,
  moreThan,
  toMoneyDto,
} from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { getCause } from '../catalog/index.ts';
import { assertVerifiedForWithdrawal } from '../verification/index.ts';
import { maskEmail } from './banking.rules.ts';
import { bankAccounts, type WithdrawalMethodRow, withdrawalMethods } from './banking.tables.ts';
import { withdrawableFunds } from './banking.withdrawable.ts';

export type WithdrawalDestination = {
  bankAccountId?: string | undefined;
  email?: string | undefined;
  causeKey?: string | undefined;
};

/** Where an admitted withdrawal's money goes, as stored. */
export type AdmittedDestination = {
  bankAccountId: string | null;
  paypalEmail: string | null;
  causeKey: string | null;
  /** What the customer reads. */
  label: string;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findWithdrawalMethod(
  ctx: Pick<Ctx, 'db'>,
  code: string,
): Promise<WithdrawalMethodRow | null> {
  const [row] = await ctx.db
    .select()
    .from(withdrawalMethods)
    .where(eq(withdrawalMethods.code, code))
    .limit(1);
  return row ?? null;
}

async function destinationOf(
  ctx: Ctx,
  customerId: string,
  method: WithdrawalMethodRow,
  to: WithdrawalDestination,
): Promise<AdmittedDestination> {
  const none = { bankAccountId: null, paypalEmail: null, causeKey: null };
  switch (method.code) {
    case 'tt': {
      const id = to.bankAccountId ?? '';
      const [account] = UUID.test(id)
        ? await ctx.db
            .select()
            .from(bankAccounts)
            .where(
              and(
                eq(bankAccounts.id, id),
                eq(bankAccounts.customerId, customerId),
                isNull(bankAccounts.removedAt),
              ),
            )
            .limit(1)
        : [];
      if (!account) {
        throw new DomainError('validation_failed', {
          fields: { bankAccountId: ['Please choose one of your bank accounts, or add one first.'] },
        });
      }
      return { ...none, bankAccountId: account.id, label: account.label };
    }
    case 'pl': {
      const email = (to.email ?? '').trim().toLowerCase();
      if (!EMAIL.test(email) || email.length > 254) {
        throw new DomainError('validation_failed', {
          fields: { email: ['Please enter a valid email address'] },
        });
      }
      return { ...none, paypalEmail: email, label: `PayPal ${maskEmail(email)}` };
    }
    case 'do': {
      const cause = to.causeKey ? await getCause(ctx, { key: to.causeKey }) : null;
      if (!cause) {
        throw new DomainError('validation_failed', { fields: { causeKey: ['Please choose a cause.'] } });
      }
      return { ...none, causeKey: cause.key, label: cause.name };
    }
    default:
      return { ...none, label: method.name };
  }
}

/** Admits a withdrawal of `amount` for the customer, or throws the reason (each with its own message). */
export async function admitWithdrawal(
  ctx: Ctx,
  input: {
    customerId: string;
    method: string;
    amount: Money;
    to: WithdrawalDestination;
  },
): Promise<{ method: WithdrawalMethodRow; destination: AdmittedDestination }> {
  const method = await findWithdrawalMethod(ctx, input.method);
  if (!method?.enabled || method.currency !== currencyOf(input.amount)) {
    throw new DomainError('payment_method_unavailable', {
      message: 'This way to withdraw is not available at the moment. Please choose another.',
    });
  }
  await assertVerifiedForWithdrawal(ctx, { customerId: input.customerId });
  const problem = amountLimitsProblem(input.amount, method);
  if (problem) throw new DomainError('validation_failed', { fields: { amount: [problem] } });
  const { amount: withdrawable } = await withdrawableFunds(ctx, {
    customerId: input.customerId,
    currency: method.currency,
  });
  if (moreThan(input.amount, withdrawable)) {
    const upTo = formatMoney(toMoneyDto(withdrawable));
    throw new DomainError('insufficient_funds', {
      message: isPositiveMoney(withdrawable)
        ? `You can withdraw up to ${upTo}.`
        : 'You have no funds to withdraw.',
      fields: { amount: [maxAmountMessage(upTo)] },
    });
  }
  const destination = await destinationOf(ctx, input.customerId, method, input.to);
  return { method, destination };
}
