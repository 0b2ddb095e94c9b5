/**
 * Identity verification (spec 2 §3, §4, §7): the methods a customer verifies by and their statuses, the bodies of
 * the automatic check (POST /customer/verify) and of the driver licence check (POST /customer/verification/licence),
 * the licence formats of each state (GET /customer-verify/config/licence, v1.0), the photo ID upload's limits, and
 * the operator's review queue and register of excluded identities. Browser-safe.
 */
import { z } from 'zod';
import { VERIFICATION_METHOD_STATUSES, VERIFICATION_METHOD_TYPES } from './identity.ts';

export { VERIFICATION_METHOD_STATUSES, VERIFICATION_METHOD_TYPES };
export type VerificationMethodType = (typeof VERIFICATION_METHOD_TYPES)[number];
export type VerificationMethodStatus = (typeof VERIFICATION_METHOD_STATUSES)[number];
export type VerificationMethodDto = { type: VerificationMethodType; status: VerificationMethodStatus };

/**
 * Spec 2 §4: a customer's verification is pending when any method other than the photo upload is pending (a photo
 * waits for a person, so the customer is asked to carry on with another method meanwhile).
 */
export function isVerificationPending(methods: readonly VerificationMethodDto[]): boolean {
  return methods.some((m) => m.type !== 'photo_id_upload' && m.status === 'pending');
}

/** Spec 2 §4: an automatic or driver licence check that was attempted (and did not verify) raises its own flag. */
export function attemptedFlags(methods: readonly VerificationMethodDto[]): {
  autoVerificationAttempted: boolean;
  driversLicenceAttempted: boolean;
} {
  const attempted = (type: VerificationMethodType) =>
    methods.some((m) => m.type === type && m.status === 'attempted');
  return {
    autoVerificationAttempted: attempted('auto_verification'),
    driversLicenceAttempted: attempted('drivers_licence'),
  };
}

/** The rules in `verificationRules` of the overview: what this customer may not do until verified. */
export const VERIFICATION_RULES = ['verify_to_withdraw', 'verify_to_purchase'] as const;
export type VerificationRule = (typeof VERIFICATION_RULES)[number];

/** Where an unverified customer is sent to verify. */
export const VERIFY_ACCOUNT_PATH = '/my-account/verify-account';

/** What an unverified customer reads when buying needs a verified identity (the cart's `verify_account_required`). */
export function verifyToBuyMessage(threshold: string): string {
  return `Australian law requires us to verify your identity once you have spent ${threshold}. Verify your account at ${VERIFY_ACCOUNT_PATH} to keep playing.`;
}
export const VERIFY_TO_WITHDRAW_MESSAGE = `We need to verify your identity before you can withdraw. Verify your account at ${VERIFY_ACCOUNT_PATH}.`;

const MESSAGES = {
  firstname: 'Enter your first name as it appears on your ID.',
  lastname: 'Enter your last name as it appears on your ID.',
  dateOfBirth: 'Enter your date of birth as YYYY-MM-DD.',
  address: 'Enter your street address.',
  suburb: 'Enter your suburb.',
  state: 'Choose your state or territory.',
  postcode: 'Enter your 4-digit postcode.',
} as const;

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
const DateOfBirth = z
  .string({ error: MESSAGES.dateOfBirth })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateOfBirth)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), MESSAGES.dateOfBirth);

/** The Australian states and territories licences are issued by. */
export const LICENCE_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type LicenceState = (typeof LICENCE_STATES)[number];

/** POST /customer/verify: the automatic check of name, date of birth and address against the provider. */
export const AutoVerifyBody = z.object({
  firstname: name(MESSAGES.firstname),
  lastname: name(MESSAGES.lastname),
  dateOfBirth: DateOfBirth,
  addressLine1: name(MESSAGES.address),
  suburb: name(MESSAGES.suburb),
  state: z.enum(LICENCE_STATES, { error: MESSAGES.state }),
  postcode: z
    .string({ error: MESSAGES.postcode })
    .trim()
    .regex(/^\d{4}$/, MESSAGES.postcode),
});
export type AutoVerifyBody = z.infer<typeof AutoVerifyBody>;

/** A state's driver licence formats: the licence number and the card number printed on the licence. */
export type LicenceFormat = {
  state: LicenceState;
  name: string;
  licenceNumber: { pattern: string; hint: string };
  cardNumber: { pattern: string; hint: string };
};

/**
 * The licence and card-number formats each state's licence carries, as the national Document Verification Service
 * checks them (GET /customer-verify/config/licence, v1.0). Letters are accepted in either case and sent upper-case.
 */
export const LICENCE_FORMATS: readonly LicenceFormat[] = [
  {
    state: 'ACT',
    name: 'Australian Capital Territory',
    licenceNumber: { pattern: '^[0-9]{1,10}$', hint: 'up to 10 digits' },
    cardNumber: { pattern: '^[A-Z0-9]{10}$', hint: '10 letters and digits' },
  },
  {
    state: 'NSW',
    name: 'New South Wales',
    licenceNumber: { pattern: '^[A-Z0-9]{6,8}$', hint: '6 to 8 letters and digits' },
    cardNumber: { pattern: '^[0-9]{10}$', hint: '10 digits' },
  },
  {
    state: 'NT',
    name: 'Northern Territory',
    licenceNumber: { pattern: '^[0-9]{1,10}$', hint: 'up to 10 digits' },
    cardNumber: { pattern: '^[0-9]{6,8}$', hint: '6 to 8 digits' },
  },
  {
    state: 'QLD',
    name: 'Queensland',
    licenceNumber: { pattern: '^[0-9]{8,9}$', hint: '8 or 9 digits' },
    cardNumber: { pattern: '^[A-Z0-9]{10}$', hint: '10 letters and digits' },
  },
  {
    state: 'SA',
    name: 'South Australia',
    licenceNumber: { pattern: '^[A-Z0-9]{6}$', hint: '6 letters and digits' },
    cardNumber: { pattern: '^[A-Z0-9]{9}$', hint: '9 letters and digits' },
  },
  {
    state: 'TAS',
    name: 'Tasmania',
    licenceNumber: { pattern: '^[A-Z0-9]{6,8}$', hint: '6 to 8 letters and digits' },
    cardNumber: { pattern: '^[A-Z0-9]{9}$', hint: '9 letters and digits' },
  },
  {
    state: 'VIC',
    name: 'Victoria',
    licenceNumber: { pattern: '^[0-9]{1,10}$', hint: 'up to 10 digits' },
    cardNumber: { pattern: '^[A-Z0-9]{8}$', hint: '8 letters and digits' },
  },
  {
    state: 'WA',
    name: 'Western Australia',
    licenceNumber: { pattern: '^[0-9]{7}$', hint: '7 digits' },
    cardNumber: { pattern: '^[A-Z0-9]{8,10}$', hint: '8 to 10 letters and digits' },
  },
];

export const LicenceConfigDto = z.object({
  states: z.array(
    z.object({
      state: z.enum(LICENCE_STATES),
      name: z.string(),
      licenceNumber: z.object({ pattern: z.string(), hint: z.string() }),
      cardNumber: z.object({ pattern: z.string(), hint: z.string() }),
    }),
  ),
});
export type LicenceConfigDto = z.infer<typeof LicenceConfigDto>;

const upper = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();

/** POST /customer/verification/licence: the licence's state, numbers and the name and birth date on it. */
export const LicenceVerifyBody = z
  .object({
    state: z.enum(LICENCE_STATES, { error: 'Choose the state or territory that issued your licence.' }),
    licenceNumber: z
      .string({ error: 'Enter your licence number.' })
      .max(20, 'That licence number is too long.')
      .transform(upper),
    cardNumber: z
      .string({ error: 'Enter the card number printed on your licence.' })
      .max(20, 'That card number is too long.')
      .transform(upper),
    firstname: name(MESSAGES.firstname),
    lastname: name(MESSAGES.lastname),
    dateOfBirth: DateOfBirth,
  })
  .superRefine((body, ctx) => {
    const format = LICENCE_FORMATS.find((f) => f.state === body.state);
    if (!format) return;
    if (!new RegExp(format.licenceNumber.pattern).test(body.licenceNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['licenceNumber'],
        message: `A ${format.state} licence number is ${format.licenceNumber.hint}.`,
      });
    }
    if (!new RegExp(format.cardNumber.pattern).test(body.cardNumber)) {
      ctx.addIssue({
        code: 'custom',
        path: ['cardNumber'],
        message: `A ${format.state} licence card number is ${format.cardNumber.hint}.`,
      });
    }
  });
export type LicenceVerifyBody = z.infer<typeof LicenceVerifyBody>;

/** The photo ID upload (POST /customer/verification, multipart): the largest file and the types accepted. */
export const PHOTO_ID_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ID_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PHOTO_ID_DOCUMENTS = [
  'passport',
  'drivers_licence',
  'proof_of_age_card',
  'verification_form',
] as const;
export type PhotoIdDocument = (typeof PHOTO_ID_DOCUMENTS)[number];
export const PHOTO_ID_DOCUMENT_NAMES: Record<PhotoIdDocument, string> = {
  passport: 'Passport',
  drivers_licence: 'Driver licence',
  proof_of_age_card: 'Proof of age card',
  verification_form: 'Completed verification form (PDF)',
};

/** The outcome of one attempt, as the customer sees it. */
export const ATTEMPT_OUTCOMES = ['verified', 'failed', 'review', 'rejected'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export const VerificationAttemptDto = z.object({
  id: z.string(),
  method: z.enum(VERIFICATION_METHOD_TYPES),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  /** Why an attempt failed or was rejected (the operator's reason), for the customer to read. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type VerificationAttemptDto = z.infer<typeof VerificationAttemptDto>;

/** GET /customer/verification: the customer's verification, its methods and their latest attempts. */
export const VerificationDto = z.object({
  isVerified: z.boolean(),
  pending: z.boolean(),
  methods: z.array(
    z.object({ type: z.enum(VERIFICATION_METHOD_TYPES), status: z.enum(VERIFICATION_METHOD_STATUSES) }),
  ),
  attempts: z.array(VerificationAttemptDto),
  /** Why this customer is asked to verify now, or null. */
  requiredBecause: z.string().nullable(),
});
export type VerificationDto = z.infer<typeof VerificationDto>;

/** The answer to a verification attempt. */
export const VerificationResultDto = z.object({
  outcome: z.enum(ATTEMPT_OUTCOMES),
  message: z.string(),
  verification: VerificationDto,
});
export type VerificationResultDto = z.infer<typeof VerificationResultDto>;

/** The answer to starting ConnectID or the hosted page: where to send the browser next (decision 050). */
export const VerificationRedirectDto = z.object({ url: z.string().url() });
export type VerificationRedirectDto = z.infer<typeof VerificationRedirectDto>;

/** The shop's ConnectID callback page after the bank's sign-in. */
export const CONNECT_ID_CALLBACK_PATH = `${VERIFY_ACCOUNT_PATH}/connectid`;
/** Where the provider's hosted page sends the browser back to. */
export const HOSTED_VERIFICATION_RETURN_PATH = `${VERIFY_ACCOUNT_PATH}/greenid`;

/** POST /customer/verification/connectid/callback: what the bank sent the browser back with. */
export const ConnectIdCallbackBody = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  iss: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});
export type ConnectIdCallbackBody = z.infer<typeof ConnectIdCallbackBody>;

/** POST /customer/verification/greenid: where the hosted page returns the customer to. */
export const HostedVerificationStartBody = z.object({ returnUrl: z.string().url().max(2000) });
export type HostedVerificationStartBody = z.infer<typeof HostedVerificationStartBody>;

/** POST /customer/verification/greenid/complete: the provider's session the customer came back from. */
export const HostedVerificationCompleteBody = z.object({
  session: z.string().regex(/^[\w-]{1,100}$/, 'Unknown verification session.'),
});
export type HostedVerificationCompleteBody = z.infer<typeof HostedVerificationCompleteBody>;

/** The operator's review queue (GET /ops/verifications). */
export const ReviewItemDto = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  email: z.string(),
  method: z.enum(VERIFICATION_METHOD_TYPES),
  document: z.string().nullable(),
  fileType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ReviewItemDto = z.infer<typeof ReviewItemDto>;

export const ReviewDecisionBody = z.object({
  reason: z
    .string({ error: 'Give the reason the customer will read.' })
    .trim()
    .min(3, 'Give the reason the customer will read.')
    .max(500, 'Keep the reason under 500 characters.')
    .optional(),
});
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionBody>;

/** The operator's register of excluded identities (standing in for the national self-exclusion register). */
export const ExcludedIdentityBody = z
  .object({
    firstname: z.string().trim().min(1).max(100).optional(),
    lastname: z.string().trim().min(1).max(100).optional(),
    dateOfBirth: DateOfBirth.optional(),
    email: z.email('Enter a valid e-mail address.').max(254).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .superRefine((b, ctx) => {
    const byName = b.firstname !== undefined && b.lastname !== undefined && b.dateOfBirth !== undefined;
    if (!byName && b.email === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Give a first name, last name and date of birth, or an e-mail address (or both).',
      });
    }
  });
export type ExcludedIdentityBody = z.infer<typeof ExcludedIdentityBody>;

export const ExcludedIdentityDto = z.object({
  id: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  email: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ExcludedIdentityDto = z.infer<typeof ExcludedIdentityDto>;
