/**
 * The purchase's receipt e-mail (decision 021): queued on the purchase's own transaction, after it has paid, so
 * it exists exactly when the purchase does: a purchase rolled back sends nothing, and a replay of the same
 * idempotency key stops before this step and sends nothing again.
 */
import { SHOP_TIME_ZONE } from '@lottoshop/contracts/draw-dates';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { moneyDto } from '../../shared/money.ts';
import type { Ctx } from '../../use-case.ts';
import type { CheckoutItem } from '../cart/index.ts';
import type { DrawRow } from '../draws/index.ts';
import { findCustomerById } from '../identity/index.ts';
import { enqueueEmail, purchaseReceiptEmail } from '../mail/index.ts';

const drawDate = (draw: DrawRow) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  }).format(draw.drawAt);

/** "draw 4586 (Sat 7 Mar 2026)", "draws 4586 (Sat 7 Mar 2026) to 4590". */
function drawsText(draws: readonly DrawRow[]): string {
  const [first] = draws;
  const last = draws.at(-1);
  if (!first || !last) return 'no draw';
  if (draws.length === 1) return `draw ${first.drawNo} (${drawDate(first)})`;
  return `${draws.length} draws from draw ${first.drawNo} (${drawDate(first)}) to ${last.drawNo}`;
}

export async function queueReceiptEmail(
  tx: Ctx,
  input: {
    customerId: string;
    checkoutId: string;
    planned: readonly { item: CheckoutItem; offerName: string; draws: DrawRow[]; preOrder: boolean }[];
    totalMinor: bigint;
    preOrderMinor: bigint;
    currency: string;
  },
): Promise<void> {
  const customer = await findCustomerById(tx, input.customerId);
  if (!customer)
    throw new Error(`customer ${input.customerId} of checkout ${input.checkoutId} does not exist`);
  const money = (minor: bigint) => formatMoney(moneyDto(minor, input.currency));
  await enqueueEmail(tx, {
    to: customer.email,
    template: purchaseReceiptEmail({
      firstname: customer.firstname,
      items: input.planned.map(({ item, offerName, draws, preOrder }) => ({
        offerName,
        draws: drawsText(draws),
        quantity: item.quantity,
        amount: money(item.unitPriceMinor * BigInt(item.quantity)),
        preOrder,
      })),
      total: money(input.totalMinor),
      paidNow: money(input.totalMinor - input.preOrderMinor),
      held: input.preOrderMinor > 0n ? money(input.preOrderMinor) : null,
      receiptPath: `/receipt/${input.checkoutId}`,
    }),
  });
}
