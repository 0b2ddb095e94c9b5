/** The break and self-exclusion calls (GET and POST /v2/exclusion) and reading their form. */
import * as limits from '@lottoshop/contracts/endpoints/limits';
import { type ExclusionDto, StartExclusionBody } from '@lottoshop/contracts/limits';
import { call } from '../../lib/api-client.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export async function loadExclusion(session: RequestSession): Promise<ExclusionDto> {
  return (await call(limits.getExclusion, { session })).result;
}

export async function startExclusion(
  session: RequestSession,
  body: StartExclusionBody,
): Promise<ExclusionDto> {
  return (await call(limits.startExclusion, { session, body })).result;
}

/** The posted form: a type, one of its durations, and the box ticked to say they understand; or the message. */
export function readExclusionForm(form: FormData): { body: StartExclusionBody } | { error: string } {
  const parsed = StartExclusionBody.safeParse({ type: form.get('type'), duration: form.get('duration') });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Choose how long.' };
  if (form.get('understood') !== 'yes') {
    return { error: 'Tick the box to confirm you understand it cannot be lifted early.' };
  }
  return { body: parsed.data };
}
