/**
 * A deposit's payment as its gateway now sees it, and cancelling one that waits on the customer's own step (a card's
 * 3-D Secure challenge): the gateway cancels it first, so it cannot be completed afterwards, and is asked again,
 * because the customer may have completed it a moment before. The reconciliation job (a deposit left unfinished)
 * and the customer's own cancel (payments.deposit-cancel.ts) both go through here.
 */
import type { PaymentGateway, PaymentOutcome } from './payments.gateways.ts';
import type { DepositRow } from './payments.tables.ts';

/** What the gateway says about the deposit now; null when it has no payment for it. */
export async function askGateway(
  gateway: PaymentGateway,
  deposit: DepositRow,
): Promise<PaymentOutcome | null> {
  if (deposit.gatewayReference && gateway.paymentResult)
    return gateway.paymentResult(deposit.gatewayReference);
  if (gateway.findDeposit) return gateway.findDeposit(deposit.id);
  return null;
}

/**
 * Cancels at the gateway the payment `waiting` (a `requires_action` outcome) and answers what the gateway says
 * afterwards: declined once cancelled; succeeded when the customer completed it meanwhile (the cancel leaves a
 * completed payment as it is, never refunding it, so the caller settles it as paid: a webhook may already have
 * credited it); still waiting when the gateway did not cancel it. Null when the gateway cannot cancel.
 */
export async function cancelWaitingPayment(
  gateway: PaymentGateway,
  deposit: DepositRow,
  waiting: PaymentOutcome,
): Promise<PaymentOutcome | null> {
  if (!gateway.cancelWaiting || !waiting.reference) return null;
  await gateway.cancelWaiting(waiting.reference).catch(() => {});
  return askGateway(gateway, deposit).catch(() => waiting);
}
