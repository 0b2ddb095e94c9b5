import {
  rememberDeviceLabel,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_REMEMBER_DAYS,
} from '@lottoshop/contracts/two-factor';
import { Form, Link, useNavigation } from 'react-router';
import { CheckboxField, FormError, TextField } from '../../components/forms/form-field.tsx';
import type { AuthFormResult } from './auth-steps.ts';
import { OtpField } from './otp-field.tsx';
import { AddressFields, BirthAndPhoneFields, NameFields } from './personal-details-fields.tsx';
import { ResendCodeButton } from './resend-code-button.tsx';

/** The three steps of /login as plain forms posting to the route's action (they work without JavaScript). */

type StepProps = { state: AuthFormResult; redirectTo: string };

const PRIMARY_BUTTON =
  'w-full rounded-theme bg-action-primary px-4 py-3 font-bold text-white hover:opacity-90 disabled:opacity-60';

function SubmitButton({ intent, children }: { intent: string; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <button type="submit" name="intent" value={intent} className={PRIMARY_BUTTON} disabled={busy}>
      {busy ? 'Please wait…' : children}
    </button>
  );
}

function loginHref(redirectTo: string, step?: 'register'): string {
  const q = new URLSearchParams();
  if (step) q.set('step', step);
  q.set('redirectTo', redirectTo);
  return `/login?${q.toString()}`;
}

export function EmailStep({ state, redirectTo }: StepProps) {
  return (
    <Form method="post" noValidate className="space-y-5" aria-labelledby="login-heading">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError message={state.formError} />
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        defaultValue={state.email}
        error={state.fieldErrors.email}
        maxLength={254}
      />
      <SubmitButton intent="check-email">Continue</SubmitButton>
      <p className="text-center text-sm">
        New here?{' '}
        <Link
          to={loginHref(redirectTo, 'register')}
          className="font-semibold text-action-secondary underline"
        >
          Create an account
        </Link>
      </p>
    </Form>
  );
}

export function PasswordStep({ state, redirectTo }: StepProps) {
  return (
    <Form method="post" noValidate className="space-y-5" aria-labelledby="login-heading">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError message={state.formError} />
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="username"
        defaultValue={state.email}
        error={state.fieldErrors.email}
        maxLength={254}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={state.fieldErrors.password}
      />
      <SubmitButton intent="login">Log in</SubmitButton>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="font-semibold text-action-secondary underline">
          Forgot your password?
        </Link>
      </p>
      <p className="text-center text-sm">
        <Link to={loginHref(redirectTo)} className="font-semibold text-action-secondary underline">
          Use a different email address
        </Link>
      </p>
    </Form>
  );
}

export function RegisterStep({ state, redirectTo, states }: StepProps & { states: readonly string[] }) {
  const v = state.values;
  const e = state.fieldErrors;
  return (
    <Form method="post" noValidate className="space-y-5" aria-labelledby="login-heading">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormError message={state.formError} />
      <NameFields values={v} errors={e} />
      <TextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        defaultValue={v.email ?? state.email}
        error={e.email}
        maxLength={254}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
        error={e.password}
      />
      <BirthAndPhoneFields values={v} errors={e} />
      <AddressFields values={v} errors={e} states={states} />
      <CheckboxField name="emailOptIn" defaultChecked={v.emailOptIn ?? false} error={e.emailOptIn}>
        Send me news, offers and draw reminders by email.
      </CheckboxField>
      <CheckboxField name="acceptTerms" required defaultChecked={v.acceptTerms} error={e.acceptTerms}>
        I agree to the{' '}
        <Link to="/about/terms-and-conditions" className="font-semibold text-action-secondary underline">
          terms and conditions
        </Link>{' '}
        and the{' '}
        <Link to="/about/privacy" className="font-semibold text-action-secondary underline">
          privacy policy
        </Link>
        .
      </CheckboxField>
      <SubmitButton intent="register">Create account</SubmitButton>
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link to={loginHref(redirectTo)} className="font-semibold text-action-secondary underline">
          Log in
        </Link>
      </p>
    </Form>
  );
}

/**
 * The 2fa step (spec 2 §4, §5, §8): the code from the authenticator app, sent with the login challenge (the
 * password is not carried again), and "Remember this device for 30 days". Locked: the alert, the form disabled.
 */
/** What the code step asks for: the authenticator's code, or the code e-mailed to the (masked) address. */
export function codeStepIntro(state: AuthFormResult): string {
  return state.method === 'email' && state.identifier
    ? TWO_FACTOR_MESSAGES.emailed(state.identifier)
    : TWO_FACTOR_MESSAGES.required;
}

/** The code step's hidden fields, carried from one post to the next (the resend form posts them too). */
function CodeStepFields({ state, redirectTo, days }: StepProps & { days: number }) {
  return (
    <>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="email" value={state.email} />
      <input type="hidden" name="challengeToken" value={state.challengeToken ?? ''} />
      <input type="hidden" name="rememberForDays" value={days} />
      {state.method ? <input type="hidden" name="method" value={state.method} /> : null}
      {state.identifier ? <input type="hidden" name="identifier" value={state.identifier} /> : null}
    </>
  );
}

export function OtpStep({ state, redirectTo }: StepProps) {
  const days = state.rememberForDays ?? TWO_FACTOR_REMEMBER_DAYS;
  const locked = state.locked === true;
  return (
    <>
      <Form method="post" noValidate className="space-y-5" aria-labelledby="login-heading">
        <input type="hidden" name="intent" value="2fa" />
        <CodeStepFields state={state} redirectTo={redirectTo} days={days} />
        {state.notice ? (
          <p
            role="status"
            className="rounded-theme bg-success/10 p-3 font-semibold"
            data-testid="code-notice"
          >
            {state.notice}
          </p>
        ) : null}
        <FormError message={state.formError} />
        <OtpField error={state.otpError} locked={locked} />
        {locked ? null : <CheckboxField name="rememberDevice">{rememberDeviceLabel(days)}</CheckboxField>}
        <button type="submit" className={PRIMARY_BUTTON} disabled={locked}>
          Verify and log in
        </button>
        <p className="text-center text-sm">
          <Link to={loginHref(redirectTo)} className="font-semibold text-action-secondary underline">
            Start again
          </Link>
          {' · '}
          <Link to="/about/contact-us" className="font-semibold text-action-secondary underline">
            Contact support
          </Link>
        </p>
      </Form>
      {state.method === 'email' && state.challengeToken ? (
        // Its own form, so the code form's auto-submit (no submitter) always posts the code.
        <Form method="post" className="mt-4 text-center" aria-label="Resend the code">
          <input type="hidden" name="intent" value="resend-code" />
          <CodeStepFields state={state} redirectTo={redirectTo} days={days} />
          <ResendCodeButton type="submit" locked={locked} key={state.notice ?? 'first'} />
        </Form>
      ) : null}
    </>
  );
}
