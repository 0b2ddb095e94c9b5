/**
 * Signing in by a link (spec 1 §2 /login/autologin/{token}, /login/transfer/{token}): a one-time token
 * (`customer_tokens`, stored hashed) for an automatic login from an e-mail (24 hours) or for a session handed
 * over from another channel (2 minutes). The token is looked at first and spent only when the sign-in goes
 * through (after the second factor, when it is on), in one conditional UPDATE: a link works once.
 */
import {
  AUTOLOGIN_MESSAGES,
  AUTOLOGIN_TTL_SECONDS,
  TRANSFER_TTL_SECONDS,
} from '@lottoshop/contracts/autologin';
import { DomainError } from '../../errors.ts';
import { assertOperatorOrSystem, type Ctx, customerIdOf } from '../../use-case.ts';
import { siteUrl } from '../mail/index.ts';
import { getSiteSettings } from '../site/index.ts';
import { findOneTimeToken, issueOneTimeToken, spendOneTimeToken } from './identity.one-time-tokens.ts';
import { findCustomerByEmail, findCustomerById } from './identity.queries.ts';
import type { CustomerRow } from './identity.tables.ts';

export type LoginLinkPurpose = 'autologin' | 'session_transfer';

const TTL: Record<LoginLinkPurpose, number> = {
  autologin: AUTOLOGIN_TTL_SECONDS,
  session_transfer: TRANSFER_TTL_SECONDS,
};

function linkInvalid(): DomainError {
  return new DomainError('login_link_invalid', { message: AUTOLOGIN_MESSAGES.invalid });
}

/**
 * An automatic-login link for the customer with this e-mail address (the operator's call: support, a campaign):
 * its path on the shop (going on to `redirectTo` after signing in) and the whole URL; null when no active
 * customer has the address.
 */
export async function issueAutologinLink(
  ctx: Ctx,
  input: { email: string; redirectTo?: string | undefined },
): Promise<{ path: string; url: string; expiresIn: number } | null> {
  assertOperatorOrSystem(ctx);
  const customer = await findCustomerByEmail(ctx.db, input.email);
  if (customer?.status !== 'active') return null;
  const token = await issueOneTimeToken(ctx, {
    customerId: customer.id,
    purpose: 'autologin',
    ttlSeconds: TTL.autologin,
  });
  const query = input.redirectTo ? `?redirectTo=${encodeURIComponent(input.redirectTo)}` : '';
  const path = `/login/autologin/${token}${query}`;
  const { baseUrl } = await getSiteSettings(ctx);
  return { path, url: siteUrl(baseUrl, path), expiresIn: TTL.autologin };
}

/** POST /customer/transfer-token: the signed-in customer hands their session to another channel. */
export async function issueSessionTransfer(ctx: Ctx): Promise<{ token: string; expiresIn: number }> {
  const token = await issueOneTimeToken(ctx, {
    customerId: customerIdOf(ctx),
    purpose: 'session_transfer',
    ttlSeconds: TTL.session_transfer,
  });
  return { token, expiresIn: TTL.session_transfer };
}

/** The active customer a link names, without spending it; the spec's "no longer valid" refusal otherwise. */
export async function customerOfLoginLink(
  ctx: Ctx,
  input: { token: string; purpose: LoginLinkPurpose },
): Promise<CustomerRow> {
  const found = await findOneTimeToken(ctx, input);
  const customer = found ? await findCustomerById(ctx, found.customerId) : null;
  if (customer?.status !== 'active') throw linkInvalid();
  return customer;
}

/** Spends the link; refused when someone spent it first (a second use, or two tabs at once). */
export async function spendLoginLink(
  ctx: Ctx,
  input: { token: string; purpose: LoginLinkPurpose; customerId: string },
): Promise<void> {
  const spent = await spendOneTimeToken(ctx, input);
  if (spent?.customerId !== input.customerId) throw linkInvalid();
}
