/**
 * The customer's details (spec 2 §3 "Customer details are a separate entity", §7 GET and POST /customer/details
 * v3.2): name, date of birth, mobile and address. The e-mail address is shown here but changed by its own call,
 * which needs the password and a confirmation from the new address. Browser-safe.
 */
import { z } from 'zod';
import { checkAddress, PERSONAL_DETAILS_FIELDS } from './identity.ts';

/** GET /v2/customer/details */
export const CustomerDetailsDto = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  dateOfBirth: z.string(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type CustomerDetailsDto = z.infer<typeof CustomerDetailsDto>;

/** POST /v2/customer/details: every field at once, with sign-up's rules. */
export const CustomerDetailsBody = z.object(PERSONAL_DETAILS_FIELDS).superRefine(checkAddress, {
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});
export type CustomerDetailsBody = z.infer<typeof CustomerDetailsBody>;

/** The fields of the details form, in the order the form shows them. */
export const CUSTOMER_DETAILS_FIELDS = [
  'firstname',
  'lastname',
  'dateOfBirth',
  'phone',
  'addressLine1',
  'addressLine2',
  'suburb',
  'state',
  'postcode',
  'country',
] as const satisfies readonly (keyof CustomerDetailsBody)[];

export const DETAILS_MESSAGES = {
  updated: 'Your details have been updated',
} as const;

/**
 * POST /v2/customer/account-upgrade (spec 1 §6, the account-upgrade redirect): the complete details, as the
 * details form takes them, and the version of the terms in force the customer accepts.
 */
export const AccountUpgradeBody = z
  .object({
    ...PERSONAL_DETAILS_FIELDS,
    termsVersion: z
      .number({ error: 'Name the version of the terms you accept.' })
      .int()
      .positive()
      .max(1_000_000),
    acceptTerms: z.literal(true, { error: 'You must agree to the terms and conditions to proceed.' }),
  })
  .superRefine(checkAddress, {
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type AccountUpgradeBody = z.infer<typeof AccountUpgradeBody>;
