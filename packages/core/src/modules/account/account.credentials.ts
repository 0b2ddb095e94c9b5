/**
 * Changing the password or the e-mail address, as the customer's client asks for them (spec 2 §7 POST
 * /customer/change-password, POST /customer/change-email): sensitive actions, so with two-factor on the session
 * must have entered a code in the last minutes (`2fa_required` otherwise), before identity does the change.
 */
import type { ChangeEmailBody } from '@lottoshop/contracts/email-confirmation';
import type { ChangePasswordBody } from '@lottoshop/contracts/passwords';
import type { Ctx } from '../../use-case.ts';
import { changePassword, requestEmailChange } from '../identity/index.ts';
import { requireElevation } from '../twofactor/index.ts';

export async function changeOwnPassword(ctx: Ctx, input: { body: ChangePasswordBody }): Promise<void> {
  await requireElevation(ctx);
  await changePassword(ctx, input);
}

export async function changeOwnEmail(ctx: Ctx, body: ChangeEmailBody): ReturnType<typeof requestEmailChange> {
  await requireElevation(ctx);
  return requestEmailChange(ctx, body);
}
