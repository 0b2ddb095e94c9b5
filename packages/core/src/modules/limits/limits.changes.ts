/**
 * Changing a customer's limits, the safer way (spec 2 §3, issue 12 item 4): a first or lower limit applies at once;
 * a higher limit or a removal waits out the site's cooling-off period as a pending change the customer can cancel
 * meanwhile. Every change runs under the customer's limits lock, first applying any pending change that is due.
 */

import { formatMoney } from '@lottoshop/contracts/formatting';
import type { LimitChangeDto } from '@lottoshop/contracts/limits';
import { and, eq, lte } from 'drizzle-orm';
import { DomainError } from '../../errors.ts';
import { moneyDto } from '../../shared/money.ts';
import { type Ctx, customerIdOf, inTransaction } from '../../use-case.ts';
import { lockCustomerLimits } from './limits.lock.ts';
import { changeTiming, coolingOffEnds } from './limits.rules.ts';
import { getLimitPolicy, listLimitPeriods } from './limits.state.ts';
import {
  customerLimitChanges,
  customerLimits,
  type LimitKind,
  type LimitPolicyRow,
} from './limits.tables.ts';
import { moveLimitChange } from './limits.transitions.ts';

const KIND_NAMES: Record<LimitKind, string> = {
  spend: 'spend limit',
  deposit: 'deposit limit',
  precommitment: 'precommitment limit',
};

/** Applies the customer's pending changes whose time has come (under their limits lock). */
async function applyDueChanges(tx: Ctx, customerId: string): Promise<void> {
  const now = tx.clock.now();
  const due = await tx.db
    .select()
    .from(customerLimitChanges)
    .where(
      and(
        eq(customerLimitChanges.customerId, customerId),
        eq(customerLimitChanges.status, 'pending'),
        lte(customerLimitChanges.effectiveAt, now),
      ),
    );
  for (const change of due) {
    await writeLimit(
      tx,
      { customerId, kind: change.kind, period: change.period },
      change.amountMinor,
      change.currency,
    );
    await moveLimitChange(tx, {
      where: eq(customerLimitChanges.id, change.id),
      from: change.status,
      to: 'applied',
      set: { resolvedAt: now },
    });
  }
}

type Slot = { customerId: string; kind: LimitKind; period: string };

/** Stores the limit in force for a slot (null removes it). */
async function writeLimit(tx: Ctx, slot: Slot, amountMinor: bigint | null, currency: string): Promise<void> {
  const where = and(
    eq(customerLimits.customerId, slot.customerId),
    eq(customerLimits.kind, slot.kind),
    eq(customerLimits.period, slot.period),
  );
  if (amountMinor === null) {
    await tx.db.delete(customerLimits).where(where);
    return;
  }
  await tx.db
    .insert(customerLimits)
    .values({ ...slot, amountMinor, currency, setAt: tx.clock.now() })
    .onConflictDoUpdate({
      target: [customerLimits.customerId, customerLimits.kind, customerLimits.period],
      set: { amountMinor, currency, setAt: tx.clock.now() },
    });
}

async function storedLimit(tx: Ctx, slot: Slot) {
  const [row] = await tx.db
    .select()
    .from(customerLimits)
    .where(
      and(
        eq(customerLimits.customerId, slot.customerId),
        eq(customerLimits.kind, slot.kind),
        eq(customerLimits.period, slot.period),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Cancels the slot's pending change, if it has one. */
async function cancelPending(tx: Ctx, slot: Slot): Promise<void> {
  await moveLimitChange(tx, {
    where: and(
      eq(customerLimitChanges.customerId, slot.customerId),
      eq(customerLimitChanges.kind, slot.kind),
      eq(customerLimitChanges.period, slot.period),
    ),
    from: 'pending',
    to: 'cancelled',
    set: { resolvedAt: tx.clock.now() },
  });
}

/** Records and applies (now) or schedules (after the cooling-off period) the slot's new limit. */
async function changeSlot(
  tx: Ctx,
  slot: Slot,
  policy: LimitPolicyRow,
  nextMinor: bigint | null,
): Promise<LimitChangeDto> {
  const now = tx.clock.now();
  const current = await storedLimit(tx, slot);
  const timing = changeTiming(current?.amountMinor ?? null, nextMinor);
  // A new request replaces a pending one: a lower limit, or the same again, leaves nothing waiting.
  await cancelPending(tx, slot);
  const currency = policy.currency;
  const effectiveAt = timing === 'later' ? coolingOffEnds(now, policy.coolingOffDays) : now;
  const status = timing === 'later' && policy.coolingOffDays > 0 ? 'pending' : 'applied';
  if (timing !== 'same') {
    await tx.db.insert(customerLimitChanges).values({
      ...slot,
      amountMinor: nextMinor,
      currency,
      status,
      requestedAt: now,
      effectiveAt,
      resolvedAt: status === 'applied' ? now : null,
    });
    if (status === 'applied') await writeLimit(tx, slot, nextMinor, currency);
  }
  return {
    kind: slot.kind,
    period: slot.period,
    status,
    limit: nextMinor === null ? null : moneyDto(nextMinor, currency),
    effectiveAt: effectiveAt.toISOString(),
  };
}

/** The period a limit of `kind` is set for, checked against the site's periods. */
async function periodFor(tx: Ctx, kind: LimitKind, period: string | undefined, policy: LimitPolicyRow) {
  if (kind === 'precommitment') return policy.precommitmentPeriod;
  const periods = (await listLimitPeriods(tx)).filter((p) => (kind === 'spend' ? p.forSpend : p.forDeposit));
  if (!periods.some((p) => p.code === period)) {
    const names = periods.map((p) => p.name.toLowerCase());
    const list =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? 'none');
    throw new DomainError('validation_failed', {
      fields: { period: [`There is no ${period ? `${period} ` : ''}${KIND_NAMES[kind]}. Choose ${list}.`] },
    });
  }
  return period as string;
}

/**
 * Sets (mode 'set', creating or changing) or edits (mode 'edit', only an existing limit) the acting customer's limit
 * of `kind` for `period` to `amountMinor` cents.
 */
export async function setLimit(
  ctx: Ctx,
  input: { kind: LimitKind; period?: string; amountMinor: bigint; mode: 'set' | 'edit' },
): Promise<LimitChangeDto> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const policy = await getLimitPolicy(tx);
    const period = await periodFor(tx, input.kind, input.period, policy);
    if (input.amountMinor <= 0n) {
      throw new DomainError('validation_failed', {
        fields: { limit: ['Enter a limit greater than $0.00.'] },
      });
    }
    if (input.amountMinor > policy.maximumMinor) {
      const most = formatMoney(moneyDto(policy.maximumMinor, policy.currency));
      throw new DomainError('validation_failed', {
        fields: { limit: [`Enter a limit of ${most} or less.`] },
      });
    }
    await lockCustomerLimits(tx, customerId);
    await applyDueChanges(tx, customerId);
    const slot = { customerId, kind: input.kind, period };
    if (input.mode === 'edit' && !(await storedLimit(tx, slot))) {
      throw new DomainError('not_found', {
        message: `You have no ${KIND_NAMES[input.kind]} for this period to change.`,
      });
    }
    return changeSlot(tx, slot, policy, input.amountMinor);
  });
}

/**
 * Removes the acting customer's limit — named by its id, or for precommitment the one there is — after the
 * cooling-off period. The site's required spend limit cannot be removed when it is the customer's last one.
 */
export async function removeLimit(
  ctx: Ctx,
  input: { kind: LimitKind; id?: string },
): Promise<LimitChangeDto> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (tx) => {
    const policy = await getLimitPolicy(tx);
    await lockCustomerLimits(tx, customerId);
    await applyDueChanges(tx, customerId);
    const rows = await tx.db
      .select()
      .from(customerLimits)
      .where(and(eq(customerLimits.customerId, customerId), eq(customerLimits.kind, input.kind)));
    const row =
      input.kind === 'precommitment'
        ? rows.find((r) => r.period === policy.precommitmentPeriod)
        : rows.find((r) => r.id === input.id);
    if (!row)
      throw new DomainError('not_found', { message: `We could not find that ${KIND_NAMES[input.kind]}.` });
    if (input.kind === 'spend' && policy.spendLimitRequired && rows.length === 1) {
      throw new DomainError('limit_required', {
        message: 'This site requires a spend limit. Set another period’s limit before you remove this one.',
      });
    }
    return changeSlot(tx, { customerId, kind: input.kind, period: row.period }, policy, null);
  });
}

/** Cancels one of the acting customer's pending changes (a higher limit or a removal still waiting). */
export async function cancelLimitChange(ctx: Ctx, input: { changeId: string }): Promise<LimitChangeDto> {
  const customerId = customerIdOf(ctx);
  return inTransaction(ctx, async (tx) => {
    await lockCustomerLimits(tx, customerId);
    await applyDueChanges(tx, customerId);
    const mine = and(
      eq(customerLimitChanges.id, input.changeId),
      eq(customerLimitChanges.customerId, customerId),
    );
    const [change] = await tx.db.select().from(customerLimitChanges).where(mine).limit(1);
    // A change already cancelled is gone, as a second DELETE finds; one that took effect cannot be cancelled (409).
    if (!change || change.status === 'cancelled') {
      throw new DomainError('not_found', {
        message: 'There is no pending change to cancel. It may have taken effect.',
      });
    }
    const [cancelled] = await moveLimitChange(tx, {
      where: mine,
      from: change.status,
      to: 'cancelled',
      set: { resolvedAt: tx.clock.now() },
    });
    if (!cancelled) throw new Error('limit change moved under the limits lock');
    return {
      kind: cancelled.kind,
      period: cancelled.period,
      status: 'cancelled',
      limit: cancelled.amountMinor === null ? null : moneyDto(cancelled.amountMinor, cancelled.currency),
      effectiveAt: cancelled.effectiveAt.toISOString(),
    };
  });
}
