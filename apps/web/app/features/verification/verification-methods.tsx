/**
 * /my-account/verify-account's methods (spec 2 §7): the automatic check of name, birth date and address, the
 * driver licence (each state's formats), ConnectID and the provider's hosted page, each shown when the site offers
 * it, with a link to verify manually instead. Each form shows its own answer's messages beside its fields.
 */
import type { CustomerDetailsDto } from '@lottoshop/contracts/customer-details';
import {
  LICENCE_STATES,
  type LicenceConfigDto,
  type VerificationDto,
} from '@lottoshop/contracts/verification';
import type { ComponentType } from 'react';
import { Form, Link } from 'react-router';
import type { FormAnswer } from './verification.server.ts';
import { Field } from './verification-view.tsx';

type Props = {
  verification: VerificationDto;
  details: CustomerDetailsDto;
  licence: LicenceConfigDto;
  answer: FormAnswer | undefined;
  /** The page's submit button (busy while its own intent is posted). */
  SubmitButton: ComponentType<{ intent: string; children: string }>;
};

export function VerificationMethods({ verification, details, licence, answer, SubmitButton }: Props) {
  const on = (type: string) => verification.methods.some((m) => m.type === type && m.status !== 'disabled');
  const err = (form: FormAnswer['form'], field: string) =>
    answer?.form === form ? answer.fields?.[field] : undefined;
  const person = (prefix: string, form: FormAnswer['form']) => (
    <>
      <Field
        id={`${prefix}-firstname`}
        name="firstname"
        label="First name"
        autoComplete="given-name"
        defaultValue={details.firstname}
        error={err(form, 'firstname')}
      />
      <Field
        id={`${prefix}-lastname`}
        name="lastname"
        label="Last name"
        autoComplete="family-name"
        defaultValue={details.lastname}
        error={err(form, 'lastname')}
      />
      <Field
        id={`${prefix}-dob`}
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        defaultValue={details.dateOfBirth}
        error={err(form, 'dateOfBirth')}
      />
    </>
  );
  return (
    <>
      {on('auto_verification') ? (
        <section aria-labelledby="auto-heading" className="mt-10 rounded-theme border border-mono/15 p-6">
          <h2 id="auto-heading" className="text-xl font-bold text-theme-primary">
            Verify with your details
          </h2>
          <p className="mt-2 text-mono/80">
            We check your name, date of birth and address with an identity service.
          </p>
          <Form method="post" className="mt-4 grid gap-4" noValidate>
            {person('auto', 'auto')}
            <Field
              id="auto-address"
              name="addressLine1"
              label="Street address"
              autoComplete="address-line1"
              defaultValue={details.addressLine1}
              error={err('auto', 'addressLine1')}
            />
            <Field
              id="auto-suburb"
              name="suburb"
              label="Suburb"
              autoComplete="address-level2"
              defaultValue={details.suburb}
              error={err('auto', 'suburb')}
            />
            <div>
              <label htmlFor="auto-state" className="block text-sm font-semibold">
                State
              </label>
              <select
                id="auto-state"
                name="state"
                defaultValue={details.state}
                className="mt-1 rounded-theme border border-mono/30 px-3 py-2"
              >
                {LICENCE_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
            <Field
              id="auto-postcode"
              name="postcode"
              label="Postcode"
              autoComplete="postal-code"
              defaultValue={details.postcode}
              error={err('auto', 'postcode')}
            />
            <div>
              <SubmitButton intent="auto">Verify my details</SubmitButton>
            </div>
          </Form>
        </section>
      ) : null}
      {on('drivers_licence') ? (
        <section aria-labelledby="licence-heading" className="mt-10 rounded-theme border border-mono/15 p-6">
          <h2 id="licence-heading" className="text-xl font-bold text-theme-primary">
            Verify with your driver licence
          </h2>
          <Form method="post" className="mt-4 grid gap-4" noValidate>
            <div>
              <label htmlFor="licence-state" className="block text-sm font-semibold">
                State or territory that issued it
              </label>
              <select
                id="licence-state"
                name="state"
                defaultValue={details.state}
                className="mt-1 rounded-theme border border-mono/30 px-3 py-2"
              >
                {licence.states.map((s) => (
                  <option key={s.state} value={s.state}>
                    {s.name}
                  </option>
                ))}
              </select>
              {err('licence', 'state') ? (
                <p className="mt-1 text-sm font-semibold text-error">{err('licence', 'state')}</p>
              ) : null}
            </div>
            <Field
              id="licence-number"
              name="licenceNumber"
              label="Licence number"
              error={err('licence', 'licenceNumber')}
            />
            <Field
              id="licence-card"
              name="cardNumber"
              label="Card number"
              hint="Printed on the licence card, separate from the licence number."
              error={err('licence', 'cardNumber')}
            />
            {person('licence', 'licence')}
            <details className="text-sm">
              <summary className="cursor-pointer font-semibold">Licence and card number formats</summary>
              <ul className="mt-2 list-disc pl-5" data-testid="licence-formats">
                {licence.states.map((s) => (
                  <li key={s.state}>
                    {s.state}: licence number {s.licenceNumber.hint}; card number {s.cardNumber.hint}
                  </li>
                ))}
              </ul>
            </details>
            <div>
              <SubmitButton intent="licence">Verify my licence</SubmitButton>
            </div>
          </Form>
        </section>
      ) : null}
      {on('connect_id') ? (
        <section
          aria-labelledby="connectid-heading"
          className="mt-10 rounded-theme border border-mono/15 p-6"
        >
          <h2 id="connectid-heading" className="text-xl font-bold text-theme-primary">
            Verify with ConnectID
          </h2>
          <p className="mt-2 text-mono/80">
            Sign in to your bank through ConnectID and share your name and date of birth with us. We never see
            your bank password.
          </p>
          <Form method="post" className="mt-4">
            <SubmitButton intent="connectid">Continue with ConnectID</SubmitButton>
          </Form>
        </section>
      ) : null}
      {on('greenid_ui') ? (
        <section aria-labelledby="greenid-heading" className="mt-10 rounded-theme border border-mono/15 p-6">
          <h2 id="greenid-heading" className="text-xl font-bold text-theme-primary">
            Verify with greenID
          </h2>
          <p className="mt-2 text-mono/80">
            Enter your details on greenID's secure page. greenID tells us the result directly.
          </p>
          <Form method="post" className="mt-4">
            <SubmitButton intent="greenid">Continue to greenID</SubmitButton>
          </Form>
        </section>
      ) : null}
      {on('photo_id_upload') || on('pdf_form') ? (
        <p className="mt-8">
          Prefer to send a photo of your ID or a signed form?{' '}
          <Link to="/my-account/manual-verification" className="font-semibold text-theme-primary underline">
            Verify manually
          </Link>
        </p>
      ) : null}
    </>
  );
}
