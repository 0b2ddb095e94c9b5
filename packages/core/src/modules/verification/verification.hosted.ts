/**
 * The provider's hosted verification page, greenID style (decision 050): the shop starts a session server to server
 * (POST /customer/verification/greenid answers the page's address), the customer enters their details on the
 * provider's own page and origin, and is sent back with the session's id only. The shop then asks the provider
 * itself how the session ended (POST /customer/verification/greenid/complete): the browser's word is never taken.
 * A session referred for review waits in the operator's review queue.
 */
import type { VerificationResultDto } from '@lottoshop/contracts/verification';
import { z } from 'zod';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import { isSamePerson, record, startAttempt } from './verification.methods.ts';
import { claimSession, findOpenSession, openSession } from './verification.sessions.ts';

export type HostedVerificationConfig = {
  /** Where the API reaches the provider (server to server). */
  apiUrl: string;
  secretKey: string;
};

/** How long the customer has to finish on the hosted page. */
export const HOSTED_TTL_SECONDS = 1800;

const SessionAnswer = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(['created', 'verified', 'failed', 'review']),
  reason: z.string().max(500).nullable(),
  url: z.string().url(),
  person: z.object({ given_name: z.string(), family_name: z.string(), birthdate: z.string() }).nullable(),
});

const unavailable = () =>
  new DomainError('gateway_unavailable', {
    message: 'The verification service is not answering. Nothing was verified; please try again shortly.',
  });

async function call(
  ctx: Ctx,
  config: HostedVerificationConfig,
  path: string,
  init: { method: 'GET' | 'POST'; body?: object },
) {
  let res: Response;
  try {
    res = await fetch(new URL(path, config.apiUrl), {
      method: init.method,
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'hosted verification provider unreachable');
    throw unavailable();
  }
  if (!res.ok) {
    ctx.log.warn({ status: res.status, path }, 'hosted verification provider refused');
    throw unavailable();
  }
  const parsed = SessionAnswer.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw unavailable();
  return parsed.data;
}

/** A return address the provider may send the browser to: http(s) only. */
function checkedReturnUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // refused below
  }
  throw new DomainError('validation_failed', { fields: { returnUrl: ['A return address is required.'] } });
}

/** POST /customer/verification/greenid: a session at the provider, and the address of its page. */
export async function startHostedVerification(
  ctx: Ctx,
  input: { config: HostedVerificationConfig; returnUrl: string },
): Promise<{ url: string }> {
  const customer = await startAttempt(ctx, 'greenid_ui');
  const returnUrl = checkedReturnUrl(input.returnUrl);
  const session = await call(ctx, input.config, '/v1/greenid/sessions', {
    method: 'POST',
    body: { reference: customer.id, return_url: returnUrl },
  });
  await openSession(ctx, {
    customerId: customer.id,
    method: 'greenid_ui',
    handle: session.id,
    ttlSeconds: HOSTED_TTL_SECONDS,
  });
  return { url: session.url };
}

/** POST /customer/verification/greenid/complete: the outcome, as the provider (not the browser) tells it. */
export async function completeHostedVerification(
  ctx: Ctx,
  input: { config: HostedVerificationConfig; sessionId: string },
): Promise<VerificationResultDto> {
  const customerId = customerIdOf(ctx);
  const session = await findOpenSession(ctx, { customerId, method: 'greenid_ui', handle: input.sessionId });
  const answer = await call(ctx, input.config, `/v1/greenid/sessions/${encodeURIComponent(session.handle)}`, {
    method: 'GET',
  });
  if (answer.status === 'created' || !answer.person) {
    throw new DomainError('bad_request', {
      status: 422,
      message: 'You have not finished verifying on the greenID page yet. Continue there, or start again.',
    });
  }
  await claimSession(ctx, session);
  const customer = await findCustomerById(ctx, customerId);
  if (!customer) throw new DomainError('unauthorized');
  const person = {
    firstname: answer.person.given_name,
    lastname: answer.person.family_name,
    dateOfBirth: answer.person.birthdate,
  };
  const outcome = isSamePerson(customer, person)
    ? { outcome: answer.status, reference: answer.id, reason: answer.reason }
    : {
        outcome: 'failed' as const,
        reference: answer.id,
        reason: 'The details you entered are not the name and date of birth on your account.',
      };
  return inTransaction(ctx, (tx) => record(tx, { customerId, method: 'greenid_ui', answer: outcome }));
}
