/**
 * The elevation of spec 1 §4: a sensitive action answered `2fa_required` asks for a code (requesting_otp); the
 * code elevates the session and the action is replayed (replaying); its answer is checked
 * (post_elevation_checks) and the action is done (post_elevation_complete). Closing the modal abandons it.
 * Browser-safe: the page and its action share it.
 */
export const ELEVATION_STATUSES = [
  'initial',
  'requesting_otp',
  'replaying',
  'post_elevation_checks',
  'post_elevation_complete',
  'abandoned',
] as const;
export type ElevationStatus = (typeof ELEVATION_STATUSES)[number];

const NEXT: Record<ElevationStatus, readonly ElevationStatus[]> = {
  initial: ['requesting_otp'],
  // A wrong code asks again; closing the modal abandons.
  requesting_otp: ['replaying', 'requesting_otp', 'abandoned'],
  // The code was refused, or the replay asked for a code again.
  replaying: ['post_elevation_checks', 'requesting_otp'],
  post_elevation_checks: ['post_elevation_complete', 'requesting_otp'],
  post_elevation_complete: [],
  abandoned: [],
};

/** The next status, or an error for a move the flow does not have. */
export function advanceElevation(from: ElevationStatus, to: ElevationStatus): ElevationStatus {
  if (!NEXT[from].includes(to)) throw new Error(`elevation cannot go from ${from} to ${to}`);
  return to;
}

/** The action waiting for a code: its intent and its own fields, posted again with the code. */
export type PendingAction = { intent: string; fields: Record<string, string> };

/** What an action answers about an elevation in progress or just finished. */
export type ElevationState = {
  /** New for every answer, so the modal opens afresh even when the answer is the same as the last one. */
  id: string;
  status: ElevationStatus;
  pending: PendingAction;
  error?: string;
  locked?: boolean;
  /** E-mailed codes: the masked address the code went to (the modal says so and offers 'Resend code'). */
  emailedTo?: string;
};
