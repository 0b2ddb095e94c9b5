import { Form, useNavigation } from 'react-router';
import { FormError, TextField } from '../../components/forms/form-field.tsx';

/**
 * Changing the e-mail address: the new address and the account's password. It posts to
 * /my-account/change-email (whose action calls POST /v2/customer/change-email), so any page can host it — the
 * account details page among them. The change applies when the link e-mailed to the new address is opened.
 */
export const CHANGE_EMAIL_ACTION = '/my-account/change-email';

export type ChangeEmailState = {
  email?: string;
  fieldErrors: { email?: string; password?: string };
  formError?: string;
};

export function ChangeEmailForm({
  state,
  currentEmail,
  labelledBy,
}: {
  state: ChangeEmailState | undefined;
  currentEmail: string;
  labelledBy: string;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form
      method="post"
      action={CHANGE_EMAIL_ACTION}
      noValidate
      className="space-y-5"
      aria-labelledby={labelledBy}
    >
      <FormError message={state?.formError} />
      <p className="text-mono/80">
        Your email address is <strong>{currentEmail}</strong>. We'll send a link to the new address; the
        change applies once you open it.
      </p>
      <TextField
        name="email"
        label="New email address"
        type="email"
        autoComplete="email"
        defaultValue={state?.email}
        error={state?.fieldErrors.email}
        maxLength={254}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={state?.fieldErrors.password}
      />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60"
      >
        {busy ? 'Please wait…' : 'Change email address'}
      </button>
    </Form>
  );
}
