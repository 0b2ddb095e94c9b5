/**
 * Responsible-play limits (spec 1 §3 "Spend data", spec 2 §3, §7): spend limits per period, the operator's own
 * limits (system: this site; global: across the operator's sites), deposit limits and the precommitment limit, each
 * with the change waiting out its cooling-off period. Amounts are minor units (cents). Browser-safe.
 */
import { z } from 'zod';
import { MoneyDto } from './money.ts';

/** The kinds of limit a customer sets. */
export const LIMIT_KINDS = ['spend', 'deposit', 'precommitment'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** Why a cart cannot be bought (spec 1 §4 "Cart blocked reasons"), the keys of `blockedReasons`. */
export const BLOCKED_REASONS = [
  'spend_limit',
  'global_spend_limit',
  'deposit_limit',
  'excluded',
  'verify_account_required',
] as const;
export type BlockedReason = (typeof BLOCKED_REASONS)[number];

/** A period code as it appears in a path: lower-case letters; which periods exist is the site's data. */
export const LimitPeriodParams = z.object({
  period: z.string().regex(/^[a-z_]{1,30}$/, 'Choose a period from the list.'),
});
export const LimitIdParams = z.object({ id: z.uuid({ error: 'Choose a limit from the list.' }) });

/** The largest amount the form accepts before the site's own maximum is checked: one billion dollars in cents. */
const WIRE_MAX_MINOR = 100_000_000_000;

/** PUT/POST /spend-limits/{period}, PUT /deposit-limits/{period}, POST /precommitment: the limit in cents. */
export const SetLimitBody = z.object({
  limit: z
    .number({ error: 'Enter a limit in dollars and cents.' })
    .int('Enter a limit in whole cents.')
    .min(1, 'Enter a limit greater than $0.00.')
    .max(WIRE_MAX_MINOR, 'That limit is too large.'),
});
export type SetLimitBody = z.infer<typeof SetLimitBody>;

export const LimitPeriodDto = z.object({ period: z.string(), name: z.string(), days: z.number().int() });
export type LimitPeriodDto = z.infer<typeof LimitPeriodDto>;

/** A change waiting out its cooling-off period: a higher limit, or the limit's removal (`limit` null). */
export const PendingLimitDto = z.object({
  changeId: z.string(),
  limit: MoneyDto.nullable(),
  effectiveAt: z.string(),
});
export type PendingLimitDto = z.infer<typeof PendingLimitDto>;

/** A customer's limit in force for a period, what the period's window holds and what is left. */
export const CustomerLimitDto = z.object({
  id: z.string().nullable(),
  period: z.string(),
  periodName: z.string(),
  limit: MoneyDto.nullable(),
  amountSpent: MoneyDto,
  remaining: MoneyDto.nullable(),
  pending: PendingLimitDto.nullable(),
});
export type CustomerLimitDto = z.infer<typeof CustomerLimitDto>;

export const SystemLimitDto = z.object({
  scope: z.enum(['system', 'global']),
  period: z.string(),
  periodName: z.string(),
  limit: MoneyDto,
  amountSpent: MoneyDto,
  remaining: MoneyDto,
});
export type SystemLimitDto = z.infer<typeof SystemLimitDto>;

/** GET /spend-limits and GET /deposit-limits. */
export const LimitsDto = z.object({
  availablePeriods: z.array(LimitPeriodDto),
  customerLimits: z.array(CustomerLimitDto),
  systemLimits: z.array(SystemLimitDto),
  coolingOffDays: z.number().int(),
  maximum: MoneyDto,
});
export type LimitsDto = z.infer<typeof LimitsDto>;

/** GET /precommitment. `limit` is what is in force; `amountSpent` the net loss (spent less won) in its window. */
export const PrecommitmentDto = z.object({
  period: z.string(),
  periodName: z.string(),
  limit: MoneyDto.nullable(),
  amountSpent: MoneyDto,
  remaining: MoneyDto.nullable(),
  pending: PendingLimitDto.nullable(),
  coolingOffDays: z.number().int(),
});
export type PrecommitmentDto = z.infer<typeof PrecommitmentDto>;

/** What a change did: applied at once (a lower limit) or pending until `effectiveAt` (a higher one, a removal). */
export const LimitChangeDto = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.string(),
  status: z.enum(['applied', 'pending', 'cancelled']),
  limit: MoneyDto.nullable(),
  effectiveAt: z.string(),
});
export type LimitChangeDto = z.infer<typeof LimitChangeDto>;

/** The tightest spend limit on a cart: what is left of it (spec 1 §9: remaining = limit − spent). */
export const SpendRemainingDto = z.object({
  period: z.string(),
  periodName: z.string(),
  limit: MoneyDto,
  amountSpent: MoneyDto,
  remaining: MoneyDto,
});
export type SpendRemainingDto = z.infer<typeof SpendRemainingDto>;

/** Notices (spec 2 §8). */
export const LIMIT_NOTICES = {
  spendLimitUpdated: 'Spend limit updated',
  spendLimitUpdatedFromCart: 'Spend limit updated from cart',
  depositLimitUpdated: 'Deposit limit updated',
  precommitmentUpdated: 'Precommitment limit updated',
} as const;

/** The notice for a change: applied at once, or pending with the date it takes effect. */
export function limitChangeNotice(
  change: LimitChangeDto,
  applied: string,
  formatDate: (iso: string) => string,
) {
  if (change.status === 'pending') {
    return change.limit === null
      ? `${applied}: the limit will be removed on ${formatDate(change.effectiveAt)}, after the cooling-off period.`
      : `${applied}: the higher limit takes effect on ${formatDate(change.effectiveAt)}, after the cooling-off period.`;
  }
  if (change.status === 'cancelled') return `${applied}: the pending change was cancelled.`;
  return `${applied}.`;
}

/** A break from play: 24 hours to 6 weeks (issue 12 item 6). */
export const BREAK_DURATIONS = ['24h', '48h', '72h', '1w', '2w', '4w', '6w'] as const;
/** Self-exclusion: 6 months, 1 year, 5 years or for good. */
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type ExclusionDuration = (typeof BREAK_DURATIONS)[number] | (typeof SELF_EXCLUSION_DURATIONS)[number];

export const DURATION_NAMES: Record<ExclusionDuration, string> = {
  '24h': '24 hours',
  '48h': '48 hours',
  '72h': '72 hours',
  '1w': '1 week',
  '2w': '2 weeks',
  '4w': '4 weeks',
  '6w': '6 weeks',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'Permanently',
};

export const EXCLUSION_TYPES = ['break', 'self_exclusion'] as const;

/** POST /exclusion: a break or a self-exclusion of one of its durations. */
export const StartExclusionBody = z
  .object({
    type: z.enum(EXCLUSION_TYPES, { error: 'Choose a break or self-exclusion.' }),
    duration: z.string().max(20),
  })
  .superRefine((body, ctx) => {
    const allowed: readonly string[] = body.type === 'break' ? BREAK_DURATIONS : SELF_EXCLUSION_DURATIONS;
    if (!allowed.includes(body.duration)) {
      ctx.addIssue({
        code: 'custom',
        path: ['duration'],
        message:
          body.type === 'break'
            ? 'Choose a break of 24 hours, 48 hours, 72 hours, 1, 2, 4 or 6 weeks.'
            : 'Choose a self-exclusion of 6 months, 1 year, 5 years or permanently.',
      });
    }
  });
export type StartExclusionBody = z.infer<typeof StartExclusionBody>;

/** GET /exclusion: the break or self-exclusion running now, if any, and the choices. */
export const ExclusionDto = z.object({
  active: z
    .object({
      type: z.enum(EXCLUSION_TYPES),
      duration: z.string(),
      startsAt: z.string(),
      /** Null: for good. */
      endsAt: z.string().nullable(),
    })
    .nullable(),
  breakDurations: z.array(z.object({ duration: z.string(), name: z.string() })),
  selfExclusionDurations: z.array(z.object({ duration: z.string(), name: z.string() })),
});
export type ExclusionDto = z.infer<typeof ExclusionDto>;
