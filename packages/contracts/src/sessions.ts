/** The customer's signed-in sessions (spec 2 §2 login-and-security): one per device, listed and ended. Browser-safe. */
import { z } from 'zod';

export const SessionDto = z.object({
  sessionId: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  deviceUuid: z.string(),
  /** The browser it was opened in, as forwarded by the web; null when unknown. */
  userAgent: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof SessionDto>;

export const SessionListDto = z.array(SessionDto);

/** DELETE /v2/customer/sessions/{sessionId} */
export const SessionParams = z.object({ sessionId: z.uuid('Choose a session from the list') });
