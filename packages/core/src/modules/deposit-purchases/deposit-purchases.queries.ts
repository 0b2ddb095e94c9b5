/** Reads of deposit purchases, as the customer follows one. */
import type { DepositPurchaseDto } from '@lottoshop/contracts/deposit-purchase';
import type { Ctx } from '../../use-case.ts';
import { cardDepositDto, findDeposit } from '../payments/index.ts';
import type { DepositPurchaseRow } from './deposit-purchases.tables.ts';

export async function depositPurchaseDto(
  ctx: Pick<Ctx, 'db'>,
  row: DepositPurchaseRow,
): Promise<DepositPurchaseDto> {
  const deposit = await findDeposit(ctx, row.depositId);
  if (!deposit) throw new Error(`deposit purchase ${row.id} names a missing deposit`);
  return {
    depositPurchaseId: row.id,
    kind: row.kind,
    channelKey: row.channelKey,
    status: row.status,
    deposit: cardDepositDto(deposit),
    checkoutId: row.checkoutId,
    message: row.message,
  };
}
