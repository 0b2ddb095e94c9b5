/**
 * What a customer reads about their limits: GET /spend-limits and GET /deposit-limits (spec 1 §3 "Spend limits
 * state": availablePeriods, customerLimits, systemLimits, with the amount spent per period), GET /precommitment,
 * and the overview's spendLimits, spendLimitRequired and preCommitment.
 */
import type {
  CustomerLimitDto,
  LimitsDto,
  PendingLimitDto,
  PrecommitmentDto,
  SystemLimitDto,
} from '@lottoshop/contracts/limits';
import { moneyDto, toMoneyDto, zeroOf } from '../../shared/money.ts';
import { type Ctx, customerIdOf } from '../../use-case.ts';
import { remainingOf } from './limits.rules.ts';
import { appliedLimitsOf, readLimitsSnapshot } from './limits.state.ts';
import type { LimitChangeRow } from './limits.tables.ts';

const pendingDto = (change: LimitChangeRow | null): PendingLimitDto | null =>
  change
    ? {
        changeId: change.id,
        limit: change.amountMinor === null ? null : moneyDto(change.amountMinor, change.currency),
        effectiveAt: change.effectiveAt.toISOString(),
      }
    : null;

/** The acting customer's spend or deposit limits, the operator's (spend only) and the periods they may choose. */
export async function getLimits(ctx: Ctx, input: { kind: 'spend' | 'deposit' }): Promise<LimitsDto> {
  const customerId = customerIdOf(ctx);
  const snapshot = await readLimitsSnapshot(ctx, customerId, [input.kind]);
  const { policy, periods, states } = snapshot;
  const currency = policy.currency;
  const applied = await appliedLimitsOf(ctx, snapshot, { customerId, currency, kinds: [input.kind] });
  const available = periods.filter((p) => (input.kind === 'spend' ? p.forSpend : p.forDeposit));
  const nameOf = new Map(periods.map((p) => [p.code, p.name]));
  const own = new Map(applied.filter((a) => a.source === 'customer').map((a) => [a.period, a]));
  const customerLimits: CustomerLimitDto[] = [];
  // A change waits only on a limit in force (a first limit applies at once), so a slot with nothing in force is a
  // removal whose time has come.
  for (const state of states) {
    const inForce = own.get(state.period);
    if (state.inForceMinor === null || !inForce) continue;
    customerLimits.push({
      id: state.id,
      period: state.period,
      periodName: nameOf.get(state.period) ?? state.period,
      limit: moneyDto(state.inForceMinor, state.currency),
      amountSpent: toMoneyDto(inForce.used),
      remaining: toMoneyDto(remainingOf(inForce.limit, inForce.used)),
      pending: pendingDto(state.pending),
    });
  }
  const order = new Map(periods.map((p, i) => [p.code, i]));
  customerLimits.sort((a, b) => (order.get(a.period) ?? 0) - (order.get(b.period) ?? 0));
  const systemLimits: SystemLimitDto[] = applied
    .filter((a) => a.source !== 'customer')
    .map((a) => ({
      scope: a.source === 'global' ? 'global' : 'system',
      period: a.period,
      periodName: a.periodName,
      limit: toMoneyDto(a.limit),
      amountSpent: toMoneyDto(a.used),
      remaining: toMoneyDto(remainingOf(a.limit, a.used)),
    }));
  return {
    availablePeriods: available.map((p) => ({ period: p.code, name: p.name, days: p.days })),
    customerLimits,
    systemLimits,
    coolingOffDays: policy.coolingOffDays,
    maximum: moneyDto(policy.maximumMinor, currency),
  };
}

/** The acting customer's precommitment limit: in force, the net loss in its window, and any pending change. */
export async function getPrecommitment(ctx: Ctx): Promise<PrecommitmentDto> {
  const customerId = customerIdOf(ctx);
  const snapshot = await readLimitsSnapshot(ctx, customerId, ['precommitment']);
  const { policy, periods, states } = snapshot;
  const applied = await appliedLimitsOf(ctx, snapshot, {
    customerId,
    currency: policy.currency,
    kinds: ['precommitment'],
  });
  const state = states.find((s) => s.period === policy.precommitmentPeriod) ?? null;
  const inForce = applied.find((a) => a.period === policy.precommitmentPeriod) ?? null;
  const used = inForce?.used ?? zeroOf(policy.currency);
  return {
    period: policy.precommitmentPeriod,
    periodName:
      periods.find((p) => p.code === policy.precommitmentPeriod)?.name ?? policy.precommitmentPeriod,
    limit: inForce ? toMoneyDto(inForce.limit) : null,
    amountSpent: toMoneyDto(used),
    remaining: inForce ? toMoneyDto(remainingOf(inForce.limit, used)) : null,
    pending: pendingDto(state?.pending ?? null),
    coolingOffDays: policy.coolingOffDays,
  };
}

/** The overview's limits (spec 1 §3): each spend limit in force with its spend, the site's rule, precommitment. */
export async function overviewLimits(ctx: Ctx, customerId: string) {
  const snapshot = await readLimitsSnapshot(ctx, customerId, ['spend', 'precommitment']);
  const { policy } = snapshot;
  const applied = await appliedLimitsOf(ctx, snapshot, {
    customerId,
    currency: policy.currency,
    kinds: ['spend', 'precommitment'],
  });
  const own = applied.filter((a) => a.source === 'customer');
  const precommitment = own.find((a) => a.kind === 'precommitment');
  return {
    spendLimits: own
      .filter((a) => a.kind === 'spend')
      .map((a) => ({
        period: a.period,
        limit: toMoneyDto(a.limit),
        amountSpent: toMoneyDto(a.used),
      })),
    spendLimitRequired: policy.spendLimitRequired && !own.some((a) => a.kind === 'spend'),
    preCommitment: precommitment ? { limit: toMoneyDto(precommitment.limit) } : null,
  };
}
