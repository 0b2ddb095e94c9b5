/**
 * The ratelimits module: request counters and failure back-off in PostgreSQL (`rate_limits`), shared by every API
 * process, behind the API's rate limits and the slowing down of wrong passwords (decision 024).
 */
export {
  type BackoffPolicy,
  backoffDelayMs,
  clearFailures,
  LOGIN_FAILURE_POLICY,
  recordFailure,
  refuseWhileHeldBack,
} from './ratelimits.backoff.ts';
export { countHit, type HitCount, limitKey, MAX_KEY_LENGTH, purgeSpent } from './ratelimits.counters.ts';
