/**
 * DELETE /customer (spec 1 §2 /close-my-account, spec 2 §7): the customer closes their own account with their
 * password and a reason. It closes only when nothing of theirs is still in play: an empty wallet (nothing held
 * either) and no ticket in a draw still to come, so no prize can arrive in an account nobody can open. The
 * account's history stays for the record; every session ends at once. With two-factor on, it needs a session
 * elevated by a recent code.
 */
import { CLOSING_MESSAGES, type CloseAccountBody } from '@lottoshop/contracts/account-closing';
import { formatMoney } from '@lottoshop/contracts/formatting';
import { DomainError, isDomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { closeCustomer, isCustomerPassword } from '../identity/index.ts';
import { getWalletBalance } from '../ledger/index.ts';
import { listTickets } from '../orders/index.ts';
import { getSiteSettings, siteCurrency } from '../site/index.ts';
import { requireElevation } from '../twofactor/index.ts';

function notClosable(message: string): DomainError {
  return new DomainError('account_not_closable', { message });
}

export async function closeAccount(ctx: Ctx, input: { body: CloseAccountBody }): Promise<void> {
  const customerId = customerIdOf(ctx);
  // A sensitive action: with two-factor on, the session must have entered a code in the last minutes.
  await requireElevation(ctx);
  const { body } = input;
  if (!(await isCustomerPassword(ctx, { customerId, password: body.password }))) {
    throw new DomainError('password_incorrect', { fields: { password: [CLOSING_MESSAGES.wrongPassword] } });
  }
  const site = await getSiteSettings(ctx);
  const currency = siteCurrency(site);
  await inTransaction(ctx, async (tx) => {
    const wallet = await getWalletBalance(tx, { customerId, currency });
    if (wallet.balanceMinor !== 0n || wallet.heldMinor !== 0n) {
      const funds = formatMoney(moneyDto(wallet.balanceMinor, currency), site.siteLocale);
      throw notClosable(CLOSING_MESSAGES.walletNotEmpty(funds));
    }
    const upcoming = await listTickets(tx, { status: 'upcoming_products', limit: 1, offset: 0 });
    if (upcoming.total > 0) throw notClosable(CLOSING_MESSAGES.upcomingTickets);
    try {
      await closeCustomer(tx, { customerId, reason: body.reason, comment: body.comment });
    } catch (error) {
      // Closed meanwhile (its table refuses closing it again): the account is no longer theirs to use.
      if (isDomainError(error) && error.code === 'conflict') throw new DomainError('unauthorized');
      throw error;
    }
  });
}
