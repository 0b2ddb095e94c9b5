/**
 * How a customer pays in from their own bank (spec 2 §3 methods `bp` BPAY and `dd` direct deposit): the shop's
 * BPAY biller code and bank account (site data: the payment methods' attributes) with the customer's own stable
 * reference — a running number plus its Luhn (MOD10V01) check digit, made the first time it is asked for.
 */
import type { BankDepositDetailsDto } from '@lottoshop/contracts/banking';
import { eq } from 'drizzle-orm';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { findPaymentMethod } from '../payments/index.ts';
import { customerReferenceNumber, referenceNumberOf } from './banking.rules.ts';
import { depositReferences } from './banking.tables.ts';

/** The customer's reference, made (once, whoever asks first) when it does not exist yet. */
export async function customerReference(ctx: Pick<Ctx, 'db' | 'clock'>, customerId: string): Promise<string> {
  const read = () =>
    ctx.db
      .select({ number: depositReferences.number })
      .from(depositReferences)
      .where(eq(depositReferences.customerId, customerId))
      .limit(1);
  let [row] = await read();
  if (!row) {
    await ctx.db
      .insert(depositReferences)
      .values({ customerId, createdAt: ctx.clock.now() })
      .onConflictDoNothing({ target: depositReferences.customerId });
    [row] = await read();
  }
  if (!row) throw new Error('deposit reference not made');
  return customerReferenceNumber(row.number);
}

/** The customer a reference belongs to, or null (a reference that is not one of ours is never guessed at). */
export async function customerOfReference(ctx: Pick<Ctx, 'db'>, reference: string): Promise<string | null> {
  const number = referenceNumberOf(reference);
  if (number === null) return null;
  const [row] = await ctx.db
    .select({ customerId: depositReferences.customerId })
    .from(depositReferences)
    .where(eq(depositReferences.number, number))
    .limit(1);
  return row?.customerId ?? null;
}

/** GET /funds/bank-deposit: the BPAY and direct-deposit details, each null while its method is off. */
export async function getBankDepositDetails(ctx: Ctx): Promise<BankDepositDetailsDto> {
  const customerId = customerIdOf(ctx);
  const [bpay, direct] = await Promise.all([findPaymentMethod(ctx, 'bp'), findPaymentMethod(ctx, 'dd')]);
  const billerCode = bpay?.enabled ? bpay.attributes.billerCode : undefined;
  const account = direct?.enabled ? direct.attributes : undefined;
  const directOn = account?.bsb && account.accountNumber && account.accountName;
  if (!billerCode && !directOn) return { bpay: null, directDeposit: null };
  const reference = await customerReference(ctx, customerId);
  return {
    bpay: billerCode ? { billerCode, reference } : null,
    directDeposit:
      account && directOn
        ? {
            accountName: account.accountName ?? '',
            bsb: account.bsb ?? '',
            accountNumber: account.accountNumber ?? '',
            reference,
          }
        : null,
  };
}
