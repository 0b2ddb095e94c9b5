/**
 * Apple Pay's merchant validation (spec 2 §3 `ap`): when the customer presses Apple Pay, the browser's payment
 * session asks the page to validate the merchant (`onmerchantvalidation`, with a validation URL on Apple's servers);
 * the page asks us, and we ask the gateway that takes Apple Pay for a merchant session on the shop's domain, which
 * the browser hands to Apple Pay untouched. The validation URL must be one of Apple's (a forged one would make the
 * gateway call anywhere); the domain must be a host name; Apple Pay must be on.
 */
import { DomainError } from '../../errors.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import type { PaymentGateways } from './payments.gateways.ts';
import { findPaymentMethod } from './payments.queries.ts';

/** Apple's merchant-validation hosts (apple-pay-gateway.apple.com, its regional ones, and China's cn- ones). */
const APPLE_VALIDATION_HOST = /^(cn-)?apple-pay-gateway(-[a-z0-9]+(-[a-z0-9]+)*)?\.apple\.com$/;
const HOST_NAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const APPLE_PAY_MESSAGES = {
  validationUrl: 'That is not an Apple Pay validation address.',
  domainName: 'That is not a website address.',
} as const;

/** Whether `value` is an https address on one of Apple's merchant-validation hosts. */
export function isAppleValidationUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    APPLE_VALIDATION_HOST.test(url.hostname)
  );
}

export async function startApplePaySession(
  ctx: Ctx,
  input: { validationUrl: string; domainName: string; displayName: string; gateways: PaymentGateways },
): Promise<Record<string, unknown>> {
  customerIdOf(ctx);
  const domainName = input.domainName.trim().toLowerCase();
  const fields: Record<string, string[]> = {};
  if (!isAppleValidationUrl(input.validationUrl)) fields.validationUrl = [APPLE_PAY_MESSAGES.validationUrl];
  if (!HOST_NAME.test(domainName)) fields.domainName = [APPLE_PAY_MESSAGES.domainName];
  if (Object.keys(fields).length > 0) throw new DomainError('validation_failed', { fields });
  const method = await findPaymentMethod(ctx, 'ap');
  const gateway = method?.enabled
    ? method.gateways.map((code) => input.gateways.get(code)).find((g) => g?.startApplePaySession)
    : undefined;
  if (!gateway?.startApplePaySession) throw new DomainError('payment_method_unavailable');
  const session = await gateway.startApplePaySession({
    validationUrl: input.validationUrl,
    domainName,
    displayName: input.displayName.slice(0, 64),
  });
  ctx.log.info({ gateway: gateway.code }, 'apple pay merchant session started');
  return session;
}
