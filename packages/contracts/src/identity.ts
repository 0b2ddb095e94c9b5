/**
 * Customer identity on the wire (spec 1 §3-§8, spec 2 §3, §5, §7): sign-up, login, token refresh, the e-mail
 * check and the customer overview. The schemas carry the spec's form messages, so the web shows the same
 * words the API answers with. Browser-safe.
 */

import { z } from 'zod';
import { isValidAuMobile, postcodeMatchesState } from './au-address.ts';
import { ConsentsDto } from './consents.ts';
import { FORM_MESSAGES } from './form-messages.ts';
import { MoneyDto } from './money.ts';
import { OtpSchema, RememberedDeviceDto } from './two-factor.ts';

/** Australian states and territories (the values of an AU address's state). */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const AuStateSchema = z.enum(AU_STATES);
export type AuState = z.infer<typeof AuStateSchema>;

/** Minimum registration age when the site settings do not say otherwise (spec 2 §5, §9). */
export const DEFAULT_MINIMUM_AGE = 18;
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be abused. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Messages of this area that the spec does not word; the shared ones are in FORM_MESSAGES. */
export const IDENTITY_MESSAGES = {
  emailTaken: 'An account with this email address already exists. Please log in instead.',
  invalidCredentials: 'The email or password you entered is incorrect.',
  passwordTooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordTooSimple: 'Your password must include at least one letter and one number.',
  passwordIsEmail: 'Your password must not be your email address.',
  dateOfBirth: 'Please enter a valid date of birth',
  name: 'Please use letters, spaces, hyphens and apostrophes only',
  state: 'Please choose a state or territory',
  country: 'Please choose a country',
  tooLong: 'This is too long',
  refreshFailed: 'Authentication refresh failed. Please try again.',
} as const;

/** `You must be 18 or older to sign up.` */
export function underageMessage(minimumAge: number): string {
  return `You must be ${minimumAge} or older to sign up.`;
}

/** A pragmatic address check: one @, no spaces, a dot in the domain, a top-level part of 2+ characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Australian landline or mobile, national (02 …, 04 …) or international (+61 …); spaces, dots, dashes and brackets allowed. */
export function isValidAuPhone(value: string): boolean {
  const compact = value.replace(/[\s().-]/g, '');
  return /^(?:\+61|61|0)[2-478]\d{8}$/.test(compact);
}

/** AU post codes are four digits; elsewhere 3-10 letters, digits, spaces or dashes. */
export function isValidPostcode(country: string, postcode: string): boolean {
  return country === 'AU'
    ? /^\d{4}$/.test(postcode)
    : /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(postcode);
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Customer tokens and other cookie-borne values contain only these characters (spec 1 §5). */
export const COOKIE_SAFE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Form posts send booleans as text; JSON sends them as booleans. */
function formBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const lowered = value.trim().toLowerCase();
  if (['true', 'on', '1', 'yes'].includes(lowered)) return true;
  if (['false', 'off', '0', 'no', ''].includes(lowered)) return false;
  return value;
}

/** Empty text counts as "not given" for optional fields. */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/**
 * An empty field gets only "This field is required": format checks pass empty text (`blankOr`). (Aborting on
 * the empty check instead would also stop the cross-field rules below from reporting.)
 */
const REQUIRED_FIRST = { error: FORM_MESSAGES.required } as const;

const blankOr =
  (test: (value: string) => boolean) =>
  (value: string): boolean =>
    value === '' || test(value);

function requiredText(max: number) {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, REQUIRED_FIRST)
    .max(max, IDENTITY_MESSAGES.tooLong);
}

const NAME_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

const Name = requiredText(50).refine(
  blankOr((v) => NAME_PATTERN.test(v)),
  IDENTITY_MESSAGES.name,
);

export const EmailSchema = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .min(1, REQUIRED_FIRST)
  .refine(blankOr(isValidEmail), FORM_MESSAGES.email);

export const PasswordSchema = z.string({ error: FORM_MESSAGES.required }).superRefine((password, ctx) => {
  const problem =
    password === ''
      ? FORM_MESSAGES.required
      : password.length < PASSWORD_MIN_LENGTH
        ? IDENTITY_MESSAGES.passwordTooShort
        : password.length > PASSWORD_MAX_LENGTH
          ? IDENTITY_MESSAGES.passwordTooLong
          : !(/\p{L}/u.test(password) && /\p{N}/u.test(password))
            ? IDENTITY_MESSAGES.passwordTooSimple
            : undefined;
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * Favourite numbers per lottery key: a list of number sets, each a map of ball group to numbers
 * (e.g. `{ saturday_lotto: [{ main: [1, 2, 3, 4, 5, 6] }] }`). The keys are converted with the rest of the
 * body (snake_case on the wire, camelCase in TypeScript); the server stores them snake_case.
 */
export const FavouriteNumbersSchema = z.record(
  z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'Use a lottery key'),
  z
    .array(
      z.record(z.string().regex(/^[A-Za-z0-9_]{1,32}$/), z.array(z.number().int().min(0).max(999)).max(50)),
    )
    .max(20),
);
export type FavouriteNumbers = z.infer<typeof FavouriteNumbersSchema>;

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Where the sign-up came from (campaign parameters, affiliate); stored with the customer. */
export const SignupAttribution = z.object({
  source: optionalText(200),
  medium: optionalText(200),
  campaign: optionalText(200),
  term: optionalText(200),
  content: optionalText(200),
  affiliateCode: optionalText(100),
  referrer: optionalText(500),
});
export type SignupAttribution = z.infer<typeof SignupAttribution>;

export const SIGNUP_PLATFORMS = ['Web', 'iOS', 'Android'] as const;

/**
 * A customer's personal details as sign-up and the details form take them. The address rules are spec 2 §5's
 * defaults: address line 1, suburb, state, post code and country required, address line 2 never. The phone is an
 * Australian mobile, the number the shop can text.
 */
export const PERSONAL_DETAILS_FIELDS = {
  firstname: Name,
  lastname: Name,
  dateOfBirth: z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, REQUIRED_FIRST)
    .refine(blankOr(isIsoDate), IDENTITY_MESSAGES.dateOfBirth),
  phone: requiredText(32).refine(blankOr(isValidAuMobile), FORM_MESSAGES.phone),
  addressLine1: requiredText(100),
  addressLine2: optionalText(100),
  suburb: requiredText(60),
  state: requiredText(40),
  postcode: requiredText(10),
  country: requiredText(2)
    .transform((c) => c.toUpperCase())
    .refine(
      blankOr((c) => /^[A-Z]{2}$/.test(c)),
      IDENTITY_MESSAGES.country,
    ),
};

/**
 * The cross-field address rules: an AU address names an AU state, and its post code is four digits within that
 * state's ranges. Runs even when other fields failed, so every problem is reported at once; checks types first.
 */
export function checkAddress(
  body: { country?: unknown; state?: unknown; postcode?: unknown },
  ctx: z.RefinementCtx,
): void {
  const country = typeof body.country === 'string' ? body.country.toUpperCase() : undefined;
  const state = typeof body.state === 'string' ? body.state : undefined;
  const postcode = typeof body.postcode === 'string' ? body.postcode : undefined;
  const auState = country === 'AU' && state !== undefined && (AU_STATES as readonly string[]).includes(state);
  if (country === 'AU' && state !== undefined && !auState) {
    ctx.addIssue({ code: 'custom', path: ['state'], message: IDENTITY_MESSAGES.state });
  }
  if (!country || postcode === undefined || postcode === '') return;
  if (!isValidPostcode(country, postcode)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: FORM_MESSAGES.postcode });
  } else if (auState && state !== undefined && !postcodeMatchesState(state, postcode)) {
    ctx.addIssue({ code: 'custom', path: ['postcode'], message: postcodeStateMessage(state) });
  }
}

/** 'This post code is not in NSW' */
export function postcodeStateMessage(state: string): string {
  return `This post code is not in ${state}`;
}

/** Only object bodies reach the cross-field rules (a string body has already failed). */
const isObjectBody = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/** POST /v2/signup (v3.5). */
export const SignupBody = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    ...PERSONAL_DETAILS_FIELDS,
    emailOptIn: z.preprocess(formBoolean, z.boolean()).default(false),
    acceptTerms: z.preprocess(formBoolean, z.literal(true, { error: FORM_MESSAGES.acceptTerms })),
    attribution: SignupAttribution.optional(),
    metadata: z.object({ platform: z.enum(SIGNUP_PLATFORMS).default('Web') }).optional(),
    favouriteNumbers: FavouriteNumbersSchema.optional(),
  })
  .superRefine(
    (body, ctx) => {
      checkAddress(body, ctx);
      if (
        typeof body.password === 'string' &&
        typeof body.email === 'string' &&
        body.password.trim().toLowerCase() === body.email.trim().toLowerCase()
      ) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: IDENTITY_MESSAGES.passwordIsEmail });
      }
    },
    { when: isObjectBody },
  );
export type SignupBody = z.infer<typeof SignupBody>;

/**
 * POST /v2/login. Only presence is checked: any other problem is the one generic "incorrect" answer. With
 * two-factor on, the first post answers `2fa_required` with a challenge token; the code step sends the e-mail,
 * the challenge token instead of the password, the `otp` and whether to remember the device. A device remembered
 * before sends its `rememberToken` with the password and is not asked for a code.
 */
export const LoginBody = z
  .object({
    email: requiredText(EMAIL_MAX_LENGTH),
    password: z.string({ error: FORM_MESSAGES.required }).max(1024).optional(),
    challengeToken: z.string().min(1).max(2048).optional(),
    otp: z.preprocess(blankToUndefined, OtpSchema.optional()),
    rememberDevice: z.preprocess(formBoolean, z.boolean().optional()),
    rememberToken: z.preprocess(blankToUndefined, z.string().regex(COOKIE_SAFE_PATTERN).max(128).optional()),
  })
  .superRefine(
    (body, ctx) => {
      // Runs even when other fields failed, so every problem is reported at once.
      const hasChallenge = typeof body.challengeToken === 'string';
      if (!hasChallenge && !body.password) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: FORM_MESSAGES.required });
      }
      if (hasChallenge && body.otp === undefined) {
        ctx.addIssue({ code: 'custom', path: ['otp'], message: FORM_MESSAGES.otpLength });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type LoginBody = z.infer<typeof LoginBody>;

/**
 * POST /v2/refresh. With an `otp` the code is checked first (spec 1 §4: elevation), and the session is elevated
 * for a sensitive action; a wrong code spends nothing, so the client may try again with the same token.
 */
export const RefreshBody = z.object({
  refreshToken: z.string({ error: FORM_MESSAGES.required }).min(1, REQUIRED_FIRST).max(512),
  otp: z.preprocess(blankToUndefined, OtpSchema.optional()),
});
export type RefreshBody = z.infer<typeof RefreshBody>;

/** GET /v2/check-email?email= */
export const CheckEmailQuery = z.object({ email: EmailSchema });
export const CheckEmailResult = z.object({ exists: z.boolean() });
export type CheckEmailResult = z.infer<typeof CheckEmailResult>;

export const MIGRATION_STATUSES = [
  'ineligible',
  'eligible_soft',
  'eligible_hard',
  'in_progress',
  'migrated',
] as const;
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];
export const VERIFICATION_METHOD_TYPES = [
  'auto_verification',
  'connect_id',
  'drivers_licence',
  'greenid_ui',
  'pdf_form',
  'photo_id_upload',
] as const;
export const VERIFICATION_METHOD_STATUSES = [
  'disabled',
  'not_attempted',
  'pending',
  'in_progress',
  'attempted',
] as const;
export const CUSTOMER_STATUSES = ['active', 'closed'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** Branding regions (spec 2 §9): an AU state, or OTHER. */
export const BRANDING_REGIONS = [...AU_STATES, 'OTHER'] as const;

const AmountOnly = MoneyDto;

/** GET /v2/customer (spec 1 §3, spec 2 §3). `state` is the customer's address state. */
export const CustomerOverviewDto = z.object({
  customerId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  state: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  balance: MoneyDto,
  availableFunds: MoneyDto,
  pricingId: z.string(),
  segmentName: z.string(),
  brandingRegion: z.enum(BRANDING_REGIONS),
  isVerified: z.boolean(),
  forcePasswordChange: z.boolean(),
  accountUpgrade: z.boolean(),
  addressConfirmationRequired: z.boolean(),
  emailAddressConfirmationRequired: z.boolean(),
  countryBanned: z.boolean(),
  countryBannedConfirmationRequired: z.boolean(),
  /** The terms in force and whether this customer must still accept them (after an operator published a new version). */
  termsAndConditions: ConsentsDto.shape.terms,
  favouriteNumbers: FavouriteNumbersSchema,
  spendLimits: z.array(z.object({ period: z.string(), limit: MoneyDto, amountSpent: MoneyDto })),
  spendLimitRequired: z.boolean(),
  preCommitment: z.object({ limit: MoneyDto }).nullable(),
  migrationStatus: z.enum(MIGRATION_STATUSES),
  experimentGroups: z.array(z.string()),
  verificationRules: z.array(z.string()),
  atv: z.object({
    atvCommercial: AmountOnly,
    atvCharity: AmountOnly,
    atvSocialSyndicate: AmountOnly,
    atvSyndicate: AmountOnly,
  }),
  verification: z.object({
    methods: z.array(
      z.object({ type: z.enum(VERIFICATION_METHOD_TYPES), status: z.enum(VERIFICATION_METHOD_STATUSES) }),
    ),
  }),
});
export type CustomerOverviewDto = z.infer<typeof CustomerOverviewDto>;

/** The tokens a sign-in hands out; the web keeps them in its cookies (spec 2 §3). */
export const SessionTokensDto = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  customerToken: z.string().regex(COOKIE_SAFE_PATTERN),
});
export type SessionTokensDto = z.infer<typeof SessionTokensDto>;

/** The answer to signup and login (spec 1 §3 "Login result"). */
export const LoginResultDto = SessionTokensDto.extend({
  deviceUuid: z.string(),
  /** Seconds the access token is valid for. */
  expiresIn: z.number().int(),
  customer: CustomerOverviewDto,
  /** A login with a code that asked to remember the device: the token to send with the next login. */
  rememberedDevice: RememberedDeviceDto.optional(),
});
export type LoginResultDto = z.infer<typeof LoginResultDto>;

/** POST /v2/refresh result (spec 1 §7 "Session"). */
export const RefreshResultDto = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  deviceUuid: z.string(),
  expiresIn: z.number().int(),
});
export type RefreshResultDto = z.infer<typeof RefreshResultDto>;
