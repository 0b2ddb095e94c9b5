/**
 * The customer cancels their own deposit (/my-account/deposit/{id}/cancel). Only a deposit still pending on a step
 * of theirs can be: a card payment waiting on its 3-D Secure challenge, which the gateway cancels first so that it
 * can no longer be completed. It is then declined through `settleDeposit` with the reason the customer reads, and
 * no money moves. A deposit already approved or declined, one the gateway is still deciding, and one the gateway
 * cannot cancel (a PayPal approval, which PayPal's own page cancels) is refused with a reason and left as it was;
 * a payment found completed meanwhile is settled as it stands (the money reaches the wallet, once).
 */
import { type CardDepositDto, DEPOSIT_CANCEL_MESSAGES } from '@lottoshop/contracts/funds';
import { DomainError } from '../../errors.ts';
import type { Ctx } from '../../use-case.ts';
import { cardDepositDto, ownDeposit } from './payments.card-deposits.ts';
import { settleDeposit } from './payments.deposit-settlement.ts';
import type { PaymentGateways } from './payments.gateways.ts';
import { askGateway, cancelWaitingPayment } from './payments.waiting-payments.ts';

export { DEPOSIT_CANCEL_MESSAGES };

const refuse = (message: string) => new DomainError('conflict', { message });

export async function cancelDeposit(
  ctx: Ctx,
  input: { depositId: string; gateways: PaymentGateways },
): Promise<CardDepositDto> {
  const row = await ownDeposit(ctx, input.depositId);
  if (row.status !== 'pending') throw refuse(DEPOSIT_CANCEL_MESSAGES[row.status]);
  const gateway = input.gateways.get(row.gateway);
  if (!gateway) throw refuse(DEPOSIT_CANCEL_MESSAGES.processing);
  const found = await askGateway(gateway, row);
  const cancelled = found?.status === 'requires_action';
  const outcome = cancelled ? await cancelWaitingPayment(gateway, row, found) : found;
  if (!outcome || outcome.status === 'requires_action') throw refuse(DEPOSIT_CANCEL_MESSAGES.processing);
  // Cancelled by us at the gateway: declined with the customer's reason. Found already settled at the gateway
  // (its answers lost): settled as it stands, and the customer told there was nothing to cancel.
  const settled = await settleDeposit(ctx, {
    depositId: row.id,
    gateway,
    outcome:
      cancelled && outcome.status === 'declined'
        ? { status: 'declined', reference: outcome.reference, reason: DEPOSIT_CANCEL_MESSAGES.cancelled }
        : outcome,
  });
  if (settled.status === 'approved') throw refuse(DEPOSIT_CANCEL_MESSAGES.approved);
  if (settled.declineReason !== DEPOSIT_CANCEL_MESSAGES.cancelled)
    throw refuse(DEPOSIT_CANCEL_MESSAGES.declined);
  return cardDepositDto(settled);
}
