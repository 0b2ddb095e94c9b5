/**
 * The customer's saved funds (spec 2 §3 Fund, §7 /funds): cards saved from the gateway's token (a sensitive action:
 * the session must be elevated when two-factor is on), listed, one made the default, removed. Only the token, the
 * brand, the last four digits, the expiry and the verification label are kept.
 */
import type { CardGatewayDto, FundDto, StripeSetupDto } from '@lottoshop/contracts/funds';
import type { PaymentMethodCode } from '@lottoshop/contracts/wallet';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { requireElevation } from '../twofactor/index.ts';
import type { PaymentGateways } from './payments.gateways.ts';
import { findPaymentMethod } from './payments.queries.ts';
import { STRIPE_GATEWAY, type StripeGateway } from './payments.stripe.ts';
import { type CustomerFundRow, customerFunds } from './payments.tables.ts';

export function fundDto(row: CustomerFundRow): FundDto {
  return {
    id: row.id,
    default: row.isDefault,
    type: row.methodCode as PaymentMethodCode,
    gateway: row.gateway,
    brand: row.brand,
    lastFour: row.lastFour,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    verification: row.verification,
    isBank: false,
  };
}

/** The acting customer's fund `fundId` (not removed), or `not_found`. */
export async function ownFund(ctx: Ctx, fundId: string): Promise<CustomerFundRow> {
  const customerId = customerIdOf(ctx);
  const [row] = await ctx.db
    .select()
    .from(customerFunds)
    .where(
      and(
        eq(customerFunds.id, fundId),
        eq(customerFunds.customerId, customerId),
        isNull(customerFunds.removedAt),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError('not_found', { message: 'That card could not be found.' });
  return row;
}

/** The acting customer's saved funds of a payment method (every method when `methodCode` is omitted), default first. */
export async function listFunds(ctx: Ctx, input: { methodCode?: string } = {}): Promise<FundDto[]> {
  const customerId = customerIdOf(ctx);
  const conditions = [eq(customerFunds.customerId, customerId), isNull(customerFunds.removedAt)];
  if (input.methodCode) conditions.push(eq(customerFunds.methodCode, input.methodCode));
  const rows = await ctx.db
    .select()
    .from(customerFunds)
    .where(and(...conditions))
    .orderBy(desc(customerFunds.isDefault), desc(customerFunds.createdAt), desc(customerFunds.id));
  return rows.map(fundDto);
}

export async function getFund(ctx: Ctx, input: { fundId: string }): Promise<FundDto> {
  return fundDto(await ownFund(ctx, input.fundId));
}

/** The card gateways the shop takes cards through, with where the browser enters a card. */
export async function listCardGateways(
  ctx: Ctx,
  input: { gateways: PaymentGateways },
): Promise<CardGatewayDto[]> {
  const method = await findPaymentMethod(ctx, 'cc');
  if (!method?.enabled) return [];
  return method.gateways.flatMap((code) => {
    const gateway = input.gateways.get(code);
    const hosted = gateway?.hostedFields;
    const stripe = gateway?.stripeElements;
    if (!hosted && !stripe) return [];
    const rule = method.gatewayRules.find((r) => r.gateway === code);
    return [
      {
        gateway: code,
        methodCode: 'cc' as const,
        entry: hosted ? ('hosted_field' as const) : ('stripe_elements' as const),
        hostedFieldsUrl: hosted?.url ?? null,
        publishableKey: hosted?.publishableKey ?? stripe?.publishableKey ?? '',
        cscRequired: rule?.cscRequired ?? false,
      },
    ];
  });
}

/**
 * Saves the card behind a gateway token for the acting customer (POST /funds/{method}/{gateway}). The gateway is
 * asked what the token is; a token already saved by this customer answers that card again. The first card saved
 * becomes the default.
 */
export async function addCard(
  ctx: Ctx,
  input: { method: string; gateway: string; token: string; gateways: PaymentGateways },
): Promise<FundDto> {
  const customerId = customerIdOf(ctx);
  await requireElevation(ctx);
  const method = await findPaymentMethod(ctx, input.method);
  const gateway = input.gateways.get(input.gateway);
  if (
    !method?.enabled ||
    method.code !== 'cc' ||
    !method.gateways.includes(input.gateway) ||
    !gateway?.addCard
  ) {
    throw new DomainError('payment_method_unavailable');
  }
  const card = await gateway.addCard(input.token);
  return inTransaction(ctx, async (tx) => {
    const [existing] = await tx.db
      .select()
      .from(customerFunds)
      .where(and(eq(customerFunds.gateway, gateway.code), eq(customerFunds.token, card.token)))
      .limit(1);
    if (existing) {
      if (existing.customerId !== customerId || existing.removedAt) {
        throw new DomainError('validation_failed', {
          fields: { token: ['That card could not be saved. Please enter it again.'] },
        });
      }
      return fundDto(existing);
    }
    const [current] = await tx.db
      .select({ id: customerFunds.id })
      .from(customerFunds)
      .where(and(eq(customerFunds.customerId, customerId), eq(customerFunds.isDefault, true)))
      .limit(1);
    const [row] = await tx.db
      .insert(customerFunds)
      .values({
        customerId,
        methodCode: method.code,
        gateway: gateway.code,
        token: card.token,
        brand: card.brand,
        lastFour: card.lastFour,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        verification: card.verification,
        isDefault: !current,
        createdAt: tx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('card not saved');
    tx.log.info({ fundId: row.id, brand: row.brand }, 'card saved');
    return fundDto(row);
  });
}

/** Makes fund `fundId` the acting customer's default (POST /funds/{id}/default). */
export async function setDefaultFund(ctx: Ctx, input: { fundId: string }): Promise<FundDto> {
  return inTransaction(ctx, async (tx) => {
    const fund = await ownFund(tx, input.fundId);
    await tx.db
      .update(customerFunds)
      .set({ isDefault: false })
      .where(and(eq(customerFunds.customerId, fund.customerId), ne(customerFunds.id, fund.id)));
    const [row] = await tx.db
      .update(customerFunds)
      .set({ isDefault: true })
      .where(eq(customerFunds.id, fund.id))
      .returning();
    return fundDto(row as CustomerFundRow);
  });
}

/**
 * Removes fund `fundId` (DELETE /funds/{id}); its row stays for the deposits that name it. When it was the
 * default, the newest remaining card becomes the default.
 */
export async function removeFund(ctx: Ctx, input: { fundId: string }): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const fund = await ownFund(tx, input.fundId);
    await tx.db
      .update(customerFunds)
      .set({ isDefault: false, removedAt: tx.clock.now() })
      .where(eq(customerFunds.id, fund.id));
    if (!fund.isDefault) return;
    const [next] = await tx.db
      .select({ id: customerFunds.id })
      .from(customerFunds)
      .where(and(eq(customerFunds.customerId, fund.customerId), isNull(customerFunds.removedAt)))
      .orderBy(desc(customerFunds.createdAt), desc(customerFunds.id))
      .limit(1);
    if (next) await tx.db.update(customerFunds).set({ isDefault: true }).where(eq(customerFunds.id, next.id));
  });
}

/**
 * Starts saving a card with Stripe (POST /funds/stripe/setup): a SetupIntent for the acting customer, which Stripe.js
 * confirms with the card in the browser; the card is then saved by its PaymentMethod id (POST /funds/cc/stripe).
 * Refused unless cards are on and Stripe is one of their gateways (site data) and configured.
 */
export async function startStripeSetup(
  ctx: Ctx,
  input: { gateways: PaymentGateways },
): Promise<StripeSetupDto> {
  const customerId = customerIdOf(ctx);
  const method = await findPaymentMethod(ctx, 'cc');
  const gateway = input.gateways.get(STRIPE_GATEWAY) as StripeGateway | undefined;
  if (!method?.enabled || !method.gateways.includes(STRIPE_GATEWAY) || !gateway?.createSetup) {
    throw new DomainError('payment_method_unavailable');
  }
  return gateway.createSetup(customerId);
}
