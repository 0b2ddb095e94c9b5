/** The break and self-exclusion calls (GET and POST /v2/exclusion) and reading their form. */
import { ExclusionDto, StartExclusionBody } from '@lottoshop/contracts/limits';
import { callApi } from '../../lib/api.server.ts';
import type { RequestSession } from '../../lib/session.server.ts';

export async function loadExclusion(session: RequestSession): Promise<ExclusionDto> {
  const res = await callApi<unknown>('v2', '/exclusion', { session });
  return ExclusionDto.parse(res.result);
}

export async function startExclusion(
  session: RequestSession,
  body: StartExclusionBody,
): Promise<ExclusionDto> {
  const res = await callApi<unknown>('v2', '/exclusion', { method: 'POST', body, session });
  return ExclusionDto.parse(res.result);
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
