/**
 * The customer's verification and the methods they verify by (spec 2 §7): the automatic check of name, birth date
 * and address (POST /customer/verify) and the driver licence check (POST /customer/verification/licence), both
 * through the identity provider port; an uploaded photo ID or completed verification form (POST
 * /customer/verification), which waits for an operator. Each attempt is recorded with how it ended.
 */
import { formatMoney } from '@lottoshop/contracts/formatting';
import type {
  AutoVerifyBody,
  LicenceVerifyBody,
  VerificationDto,
  VerificationMethodType,
  VerificationResultDto,
} from '@lottoshop/contracts/verification';
import { isVerificationPending, verifyToBuyMessage } from '@lottoshop/contracts/verification';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { findCustomerById } from '../identity/index.ts';
import {
  type IdentityProvider,
  type ProviderAnswer,
  simulatedIdentityProvider,
} from './verification.provider.ts';
import { nameKey } from './verification.rules.ts';
import { openSessionMethods } from './verification.sessions.ts';
import {
  attemptsOf,
  enabledMethods,
  getVerificationSettings,
  methodsOf,
  rulesFor,
} from './verification.state.ts';
import { type VerificationAttemptRow, verificationAttempts } from './verification.tables.ts';

const attemptDto = (a: VerificationAttemptRow) => ({
  id: a.id,
  method: a.method,
  outcome: a.outcome,
  reason: a.reason,
  createdAt: a.createdAt.toISOString(),
});

/** The customer's verification as their pages show it. */
export async function verificationOf(ctx: Ctx, customerId: string): Promise<VerificationDto> {
  const [settings, enabled, attempts, open] = await Promise.all([
    getVerificationSettings(ctx),
    enabledMethods(ctx),
    attemptsOf(ctx, customerId),
    openSessionMethods(ctx, customerId),
  ]);
  const verified = attempts.some((a) => a.outcome === 'verified');
  const methods = methodsOf(enabled, attempts, open);
  const rules = await rulesFor(ctx, { customerId, verified, settings });
  const threshold = settings.purchaseThresholdMinor;
  return {
    isVerified: verified,
    pending: isVerificationPending(methods),
    methods,
    attempts: attempts.slice(0, 10).map(attemptDto),
    requiredBecause:
      rules.includes('verify_to_purchase') && threshold !== null
        ? verifyToBuyMessage(formatMoney(moneyDto(threshold, settings.currency)))
        : null,
  };
}

/** GET /customer/verification. */
export async function getVerification(ctx: Ctx): Promise<VerificationDto> {
  return verificationOf(ctx, customerIdOf(ctx));
}

/** The acting customer, refused when the method is off or they are verified already. */
export async function startAttempt(ctx: Ctx, method: VerificationMethodType) {
  const customerId = customerIdOf(ctx);
  const customer = await findCustomerById(ctx, customerId);
  if (!customer) throw new DomainError('unauthorized');
  if (!(await enabledMethods(ctx)).includes(method)) {
    throw new DomainError('not_found', { message: 'This way of verifying is not available.' });
  }
  const attempts = await attemptsOf(ctx, customerId);
  if (attempts.some((a) => a.outcome === 'verified')) {
    throw new DomainError('conflict', { status: 422, message: 'Your identity is already verified.' });
  }
  return customer;
}

/** Whether a provider's person is the account holder: the same name and date of birth. */
export function isSamePerson(
  customer: { firstname: string; lastname: string; dateOfBirth: string },
  person: { firstname: string; lastname: string; dateOfBirth: string },
): boolean {
  return (
    nameKey(customer.firstname, customer.lastname) === nameKey(person.firstname, person.lastname) &&
    customer.dateOfBirth === person.dateOfBirth
  );
}

/** The details on the ID must be the account holder's: the same name and date of birth. */
function assertSamePerson(
  customer: { firstname: string; lastname: string; dateOfBirth: string },
  body: { firstname: string; lastname: string; dateOfBirth: string },
): void {
  const fields: Record<string, string[]> = {};
  if (nameKey(customer.firstname, '') !== nameKey(body.firstname, ''))
    fields.firstname = ['The first name must be the one on your account.'];
  if (nameKey('', customer.lastname) !== nameKey('', body.lastname))
    fields.lastname = ['The last name must be the one on your account.'];
  if (customer.dateOfBirth !== body.dateOfBirth)
    fields.dateOfBirth = ['The date of birth must be the one on your account.'];
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', { fields });
}

const OUTCOME_MESSAGES = {
  verified: 'Thank you: your identity is verified.',
  review:
    'Thank you: our team will check your details, usually within one business day. We will let you know.',
} as const;

export async function record(
  ctx: Ctx,
  input: { customerId: string; method: VerificationMethodType; answer: ProviderAnswer },
): Promise<VerificationResultDto> {
  const { answer } = input;
  await ctx.db.insert(verificationAttempts).values({
    customerId: input.customerId,
    method: input.method,
    outcome: answer.outcome,
    reason: answer.outcome === 'verified' ? null : answer.reason,
    providerReference: answer.reference,
  });
  const message =
    answer.outcome === 'failed'
      ? `${answer.reason ?? 'We could not verify your identity.'} Check the details and try again, or choose another way to verify.`
      : OUTCOME_MESSAGES[answer.outcome];
  return {
    outcome: answer.outcome,
    message,
    verification: await verificationOf(ctx, input.customerId),
  };
}

/** POST /customer/verify: name, date of birth and address checked against the provider's records. */
export async function autoVerify(
  ctx: Ctx,
  input: { body: AutoVerifyBody; provider?: IdentityProvider },
): Promise<VerificationResultDto> {
  const customer = await startAttempt(ctx, 'auto_verification');
  const { body } = input;
  assertSamePerson(customer, body);
  const answer = await (input.provider ?? simulatedIdentityProvider).checkPerson({
    firstname: body.firstname,
    lastname: body.lastname,
    dateOfBirth: body.dateOfBirth,
    address: { line1: body.addressLine1, suburb: body.suburb, state: body.state, postcode: body.postcode },
  });
  return inTransaction(ctx, (tx) =>
    record(tx, { customerId: customer.id, method: 'auto_verification', answer }),
  );
}

/** POST /customer/verification/licence: a driver licence checked (numbers already in the state's format). */
export async function verifyLicence(
  ctx: Ctx,
  input: { body: LicenceVerifyBody; provider?: IdentityProvider },
): Promise<VerificationResultDto> {
  const customer = await startAttempt(ctx, 'drivers_licence');
  const { body } = input;
  assertSamePerson(customer, body);
  const answer = await (input.provider ?? simulatedIdentityProvider).checkLicence(body);
  return inTransaction(ctx, (tx) =>
    record(tx, { customerId: customer.id, method: 'drivers_licence', answer }),
  );
}
