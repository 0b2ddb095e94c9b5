import type { CardDepositDto } from '@lottoshop/contracts/funds';
import { forSession } from '../../lib/account-page.server.ts';
import { loadPageContext, requireCustomer } from '../../lib/guards.server.ts';
import { notFound } from '../../lib/paging.ts';
import type { RequestSession } from '../../lib/session.server.ts';
import { DEPOSIT_METHOD_NAMES } from './deposit-facts.tsx';
import { loadCardDeposit } from './funds.server.ts';
import { loadPaymentMethod } from './wallet.server.ts';

export type DepositPage = {
  session: RequestSession;
  locale: string;
  deposit: CardDepositDto;
  methodName: string;
};

/**
 * The signed-in customer's own deposit `depositId` for its pages (spec 1 §2: deposit details name no capability),
 * with its method's name; the 404 page for a malformed id or one that is not theirs.
 */
export async function loadDepositPage(request: Request, depositId: string | undefined): Promise<DepositPage> {
  const session = requireCustomer(request);
  const { config } = await loadPageContext(request);
  const locale = config.siteLocale;
  const deposit = await forSession(request, session, () => loadCardDeposit(session, depositId ?? ''));
  if (!deposit) notFound();
  const method = await forSession(request, session, () => loadPaymentMethod(session, deposit.methodCode));
  return { session, locale, deposit, methodName: method?.name ?? DEPOSIT_METHOD_NAMES[deposit.methodCode] };
}
