/**
 * ConnectID (decision 050): the customer signs in at their bank, which shares the identity it holds with the shop
 * through OpenID Connect (authorisation code flow with PKCE, state and nonce; the openid-client library as the
 * relying party). POST /customer/verification/connectid starts it and answers the address to send the browser to;
 * POST /customer/verification/connectid/callback completes it with what the bank sent the browser back with. The
 * state is single-use and expires; the ID token's nonce, the state and the PKCE verifier are all checked. The
 * shared identity must be the account holder's, and is then checked as the automatic check is.
 */
import type { ConnectIdCallbackBody, VerificationResultDto } from '@lottoshop/contracts/verification';
import * as oidc from 'openid-client';
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import { isSamePerson, record, startAttempt } from './verification.methods.ts';
import { type IdentityProvider, simulatedIdentityProvider } from './verification.provider.ts';
import { claimSession, findOpenSession, openSession, sha256 } from './verification.sessions.ts';

export type ConnectIdConfig = {
  /** The identity provider's issuer (its discovery document is at /.well-known/openid-configuration). */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** The shop's callback page, registered with the provider. */
  redirectUri: string;
};

/** How long the customer has to finish at their bank. */
export const CONNECT_ID_TTL_SECONDS = 600;

/** The provider's discovery document is read again after this long (its keys are fetched as it rotates them). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const configurations = new Map<string, { at: number; configuration: Promise<oidc.Configuration> }>();

/** The provider's configuration from its discovery document, kept an hour per issuer and client. */
function configurationOf(config: ConnectIdConfig): Promise<oidc.Configuration> {
  const key = `${config.issuerUrl} ${config.clientId}`;
  const found = configurations.get(key);
  if (found && Date.now() - found.at < DISCOVERY_TTL_MS) return found.configuration;
  const issuer = new URL(config.issuerUrl);
  const configuration = oidc.discovery(issuer, config.clientId, config.clientSecret, undefined, {
    // The simulated provider on loopback speaks plain http; a real one is https only.
    ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    timeout: 10,
  });
  configuration.catch(() => configurations.delete(key));
  configurations.set(key, { at: Date.now(), configuration });
  return configuration;
}

const unavailable = () =>
  new DomainError('gateway_unavailable', {
    message: 'ConnectID is not answering. Nothing was verified; please try again shortly.',
  });

/** POST /customer/verification/connectid: the address of the bank's sign-in, with a fresh state and nonce. */
export async function startConnectId(ctx: Ctx, input: { config: ConnectIdConfig }): Promise<{ url: string }> {
  const customer = await startAttempt(ctx, 'connect_id');
  const configuration = await configurationOf(input.config).catch((err: unknown) => {
    ctx.log.warn({ err }, 'ConnectID discovery failed');
    throw unavailable();
  });
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await openSession(ctx, {
    customerId: customer.id,
    method: 'connect_id',
    handle: sha256(state),
    nonce,
    codeVerifier,
    ttlSeconds: CONNECT_ID_TTL_SECONDS,
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: input.config.redirectUri,
    scope: 'openid profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.toString() };
}

const NOT_CONFIRMED =
  'We could not confirm your sign-in with ConnectID, so nothing was verified. Please start again.';

/** POST /customer/verification/connectid/callback: the bank's answer, checked, then the identity it shared. */
export async function completeConnectId(
  ctx: Ctx,
  input: { config: ConnectIdConfig; body: ConnectIdCallbackBody; provider?: IdentityProvider },
): Promise<VerificationResultDto> {
  const customerId = customerIdOf(ctx);
  const { body } = input;
  const session = await findOpenSession(ctx, {
    customerId,
    method: 'connect_id',
    handle: sha256(body.state),
  });
  // Used once, whatever happens next: a replayed answer finds it claimed.
  await claimSession(ctx, session);
  if (body.error) {
    throw new DomainError('bad_request', {
      status: 422,
      message:
        body.error === 'access_denied'
          ? 'You did not share your identity at your bank, so nothing was verified. You can start again or choose another way to verify.'
          : NOT_CONFIRMED,
    });
  }
  const customer = await findCustomerById(ctx, customerId);
  if (!customer) throw new DomainError('unauthorized');
  const configuration = await configurationOf(input.config).catch(() => {
    throw unavailable();
  });
  const callback = new URL(input.config.redirectUri);
  for (const [name, value] of Object.entries({ code: body.code, state: body.state, iss: body.iss })) {
    if (value) callback.searchParams.set(name, value);
  }
  let person: { firstname: string; lastname: string; dateOfBirth: string; reference: string };
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
      pkceCodeVerifier: session.codeVerifier ?? '',
      expectedState: body.state,
      expectedNonce: session.nonce ?? '',
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    person = {
      firstname: String(info.given_name ?? ''),
      lastname: String(info.family_name ?? ''),
      dateOfBirth: String(info.birthdate ?? ''),
      reference: `connectid_${sha256(`${configuration.serverMetadata().issuer} ${claims.sub}`).slice(0, 16)}`,
    };
  } catch (err) {
    ctx.log.warn({ err: (err as Error).message }, 'ConnectID answer refused');
    throw new DomainError('bad_request', { status: 400, message: NOT_CONFIRMED });
  }
  const answer = isSamePerson(customer, person)
    ? await (input.provider ?? simulatedIdentityProvider).checkPerson(person)
    : {
        outcome: 'failed' as const,
        reference: person.reference,
        reason: 'The identity your bank shared is not the name and date of birth on your account.',
      };
  return inTransaction(ctx, (tx) => record(tx, { customerId, method: 'connect_id', answer }));
}
