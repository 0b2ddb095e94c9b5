/** Reads of the payment methods (which are site data an operator can change). */
import type { PaymentMethodCode, PaymentMethodDto } from '@lottoshop/contracts/wallet';
import { and, asc, eq } from 'drizzle-orm';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import { type PaymentMethodRow, paymentMethods } from './payments.tables.ts';

export function paymentMethodDto(row: PaymentMethodRow): PaymentMethodDto {
  return {
    code: row.code as PaymentMethodCode,
    name: row.name,
    funds: { cart: row.fundsCart, withdraw: row.fundsWithdraw, digitalWallets: row.fundsDigitalWallets },
    availableGateways: row.gateways,
    rules: {
      enabled: row.enabled,
      minAmount: moneyDto(row.minMinor, row.currency),
      maxAmount: moneyDto(row.maxMinor, row.currency),
      gatewayRules: row.gatewayRules,
    },
    attributes: row.attributes,
  };
}

export type PaymentMethodFilter = {
  cart?: boolean;
  withdraw?: boolean;
  digitalWallets?: boolean;
  failedVerification?: boolean;
};

/** The enabled payment methods matching every given flag, in display order. */
export async function listPaymentMethods(
  ctx: Pick<Ctx, 'db'>,
  filter: PaymentMethodFilter = {},
): Promise<PaymentMethodDto[]> {
  const conditions = [eq(paymentMethods.enabled, true)];
  if (filter.cart !== undefined) conditions.push(eq(paymentMethods.fundsCart, filter.cart));
  if (filter.withdraw !== undefined) conditions.push(eq(paymentMethods.fundsWithdraw, filter.withdraw));
  if (filter.digitalWallets !== undefined)
    conditions.push(eq(paymentMethods.fundsDigitalWallets, filter.digitalWallets));
  if (filter.failedVerification !== undefined)
    conditions.push(eq(paymentMethods.fundsFailedVerification, filter.failedVerification));
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(...conditions))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.code));
  return rows.map(paymentMethodDto);
}

export async function findPaymentMethod(
  ctx: Pick<Ctx, 'db'>,
  code: string,
): Promise<PaymentMethodRow | null> {
  const [row] = await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.code, code)).limit(1);
  return row ?? null;
}
