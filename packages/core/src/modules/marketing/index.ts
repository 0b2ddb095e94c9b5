/**
 * The marketing module: the marketing e-mails the shop sends, and the record of each sent (`jackpot_alerts`).
 * Whom it may send to is the communication module's marketing gate (preferences, offer opt-outs, and no marketing
 * during a break or self-exclusion). Decision 048.
 */
export { DEFAULT_JACKPOT_ALERT_THRESHOLD_MINOR, sendJackpotAlerts } from './marketing.jackpot-alerts.ts';
