import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { FormError, TextField } from '../../components/forms/form-field.tsx';
import type { PasswordFormResult } from './passwords.server.ts';

/** The password pages' forms: plain forms posting to their route's action (they work without JavaScript). */

const PRIMARY_BUTTON =
  'w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60';

export const PASSWORD_HINT = 'At least 8 characters, with a letter and a number.';

function SubmitButton({ children }: { children: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
      {busy ? 'Please wait…' : children}
    </button>
  );
}

export function PasswordForm({
  labelledBy,
  state,
  submit,
  children,
}: {
  labelledBy: string;
  state: PasswordFormResult | undefined;
  submit: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className="space-y-5" aria-labelledby={labelledBy}>
      <FormError message={state?.formError} />
      {children}
      <SubmitButton>{submit}</SubmitButton>
    </Form>
  );
}

/** A new password and its confirmation. */
export function NewPasswordFields({
  name,
  state,
}: {
  name: 'password' | 'newPassword';
  state: PasswordFormResult | undefined;
}) {
  return (
    <>
      <TextField
        name={name}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        error={state?.fieldErrors[name]}
      />
      <TextField
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={state?.fieldErrors.confirmPassword}
      />
    </>
  );
}
