/**
 * The limits module: responsible-play limits a customer sets themselves — spend limits per period, a deposit limit,
 * a precommitment (net loss) limit — and the operator's own spend limits for this site and across its sites. A
 * lower limit applies at once; a higher one or a removal waits out the site's cooling-off period. The purchase and
 * the deposit each call one check inside their transaction (`assertWithinSpendLimits`,
 * `assertWithinDepositLimits`), and the cart shows why it cannot be bought (`cartLimits`). A break or a
 * self-exclusion stops both until it ends and is never lifted early. Decision 027.
 */
export { cancelLimitChange, removeLimit, setLimit } from './limits.changes.ts';
export {
  assertWithinDepositLimits,
  assertWithinSpendLimits,
  type CartLimits,
  cartLimits,
} from './limits.enforcement.ts';
export {
  activeExclusion,
  excludedCustomerIds,
  getExclusion,
  startExclusion,
} from './limits.exclusions.ts';
export type { AppliedLimit, LimitSource } from './limits.rules.ts';
export type { LimitKind, LimitPolicyRow, OperatorLimitScope } from './limits.tables.ts';
export { getLimits, getPrecommitment, overviewLimits } from './limits.views.ts';
