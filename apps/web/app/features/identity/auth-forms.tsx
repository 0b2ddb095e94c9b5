import { Form, Link, useNavigation } from 'react-router';
import type { AuthFormResult } from './auth-steps.ts';
import { CheckboxField, FormError, SelectField, TextField } from './form-field.tsx';

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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstname"
          label="First name"
          autoComplete="given-name"
          defaultValue={v.firstname}
          error={e.firstname}
          maxLength={50}
        />
        <TextField
          name="lastname"
          label="Last name"
          autoComplete="family-name"
          defaultValue={v.lastname}
          error={e.lastname}
          maxLength={50}
        />
      </div>
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
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="dateOfBirth"
          label="Date of birth"
          type="date"
          autoComplete="bday"
          defaultValue={v.dateOfBirth}
          error={e.dateOfBirth}
        />
        <TextField
          name="phone"
          label="Phone number"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          defaultValue={v.phone}
          error={e.phone}
          maxLength={32}
        />
      </div>
      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-theme-primary">Address</legend>
        <TextField
          name="addressLine1"
          label="Address line 1"
          autoComplete="address-line1"
          defaultValue={v.addressLine1}
          error={e.addressLine1}
          maxLength={100}
        />
        <TextField
          name="addressLine2"
          label="Address line 2"
          autoComplete="address-line2"
          defaultValue={v.addressLine2}
          error={e.addressLine2}
          required={false}
          maxLength={100}
        />
        <TextField
          name="suburb"
          label="Suburb"
          autoComplete="address-level2"
          defaultValue={v.suburb}
          error={e.suburb}
          maxLength={60}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="state"
            label="State"
            autoComplete="address-level1"
            defaultValue={v.state}
            error={e.state}
            options={states.map((s) => ({ value: s, label: s }))}
          />
          <TextField
            name="postcode"
            label="Postcode"
            autoComplete="postal-code"
            inputMode="numeric"
            defaultValue={v.postcode}
            error={e.postcode}
            maxLength={10}
          />
        </div>
        <SelectField
          name="country"
          label="Country"
          autoComplete="country"
          defaultValue={v.country || 'AU'}
          error={e.country}
          options={[{ value: 'AU', label: 'Australia' }]}
        />
      </fieldset>
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
