/**
 * The personal details fields of sign-up and of the details page: name, date of birth and mobile, and the
 * address (spec 2 §5 address rules). Plain inputs named as the API's body keys, so the forms work without
 * JavaScript.
 */

import { SelectField, TextField } from '../../components/forms/form-field.tsx';
import type { PersonalDetailsField } from './auth-steps.ts';

type FieldsProps = {
  values: Partial<Record<PersonalDetailsField, string | null>>;
  errors: Partial<Record<PersonalDetailsField, string>>;
};

/** A stored null (no second address line) shows as an empty field. */
const shown = (value: string | null | undefined) => value ?? undefined;

export function NameFields({ values: v, errors: e }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="firstname"
        label="First name"
        autoComplete="given-name"
        defaultValue={shown(v.firstname)}
        error={e.firstname}
        maxLength={50}
      />
      <TextField
        name="lastname"
        label="Last name"
        autoComplete="family-name"
        defaultValue={shown(v.lastname)}
        error={e.lastname}
        maxLength={50}
      />
    </div>
  );
}

export function BirthAndPhoneFields({ values: v, errors: e }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        name="dateOfBirth"
        label="Date of birth"
        type="date"
        autoComplete="bday"
        defaultValue={shown(v.dateOfBirth)}
        error={e.dateOfBirth}
      />
      <TextField
        name="phone"
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        defaultValue={shown(v.phone)}
        error={e.phone}
        maxLength={32}
      />
    </div>
  );
}

export function AddressFields({ values: v, errors: e, states }: FieldsProps & { states: readonly string[] }) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-lg font-bold text-theme-primary">Address</legend>
      <TextField
        name="addressLine1"
        label="Address line 1"
        autoComplete="address-line1"
        defaultValue={shown(v.addressLine1)}
        error={e.addressLine1}
        maxLength={100}
      />
      <TextField
        name="addressLine2"
        label="Address line 2"
        autoComplete="address-line2"
        defaultValue={shown(v.addressLine2)}
        error={e.addressLine2}
        required={false}
        maxLength={100}
      />
      <TextField
        name="suburb"
        label="Suburb"
        autoComplete="address-level2"
        defaultValue={shown(v.suburb)}
        error={e.suburb}
        maxLength={60}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="state"
          label="State"
          autoComplete="address-level1"
          defaultValue={shown(v.state)}
          error={e.state}
          options={states.map((s) => ({ value: s, label: s }))}
        />
        <TextField
          name="postcode"
          label="Postcode"
          autoComplete="postal-code"
          inputMode="numeric"
          defaultValue={shown(v.postcode)}
          error={e.postcode}
          maxLength={10}
        />
      </div>
      <SelectField
        name="country"
        label="Country"
        autoComplete="country"
        defaultValue={shown(v.country) || 'AU'}
        error={e.country}
        options={[{ value: 'AU', label: 'Australia' }]}
      />
    </fieldset>
  );
}
