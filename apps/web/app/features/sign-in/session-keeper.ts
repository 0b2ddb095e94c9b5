/**
 * The signed-in browser's session life (spec 1 §4 "Inactivity timer", spec 2 §4 "Heartbeat", §9): once a minute
 * the page asks what to do. Idle for the session timeout (3600 s by default) -> log out. Active within the last
 * 30 minutes -> the heartbeat, a blank GET /heartbeat that renews the session (its tokens and cookies) while the
 * customer uses the shop. Idle for longer than 30 minutes but not yet timed out -> nothing: the session is
 * renewed by the next activity, or ends with the timeout. Browser-safe.
 */
export const HEARTBEAT_INTERVAL_MS = 60_000;
/** Spec 2 §9: the session renews while the customer was active in the last 30 minutes. */
export const RENEWAL_WINDOW_MS = 30 * 60_000;
export const DEFAULT_SESSION_TIMEOUT_SECONDS = 3600;
/** What counts as activity. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove'] as const;

export type SessionTick = 'logout' | 'heartbeat' | 'wait';

export function sessionTick(idleMs: number, timeoutSeconds: number): SessionTick {
  const timeoutMs = (timeoutSeconds > 0 ? timeoutSeconds : DEFAULT_SESSION_TIMEOUT_SECONDS) * 1000;
  if (idleMs >= timeoutMs) return 'logout';
  if (idleMs < Math.min(RENEWAL_WINDOW_MS, timeoutMs)) return 'heartbeat';
  return 'wait';
}
