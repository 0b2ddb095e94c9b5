/** The break and self-exclusion calls (GET and POST /v2/exclusion) and reading their form. */
import * as limits from '@lottoshop/contracts/endpoints/limits';
import { type ExclusionDto, StartExclusionBody } from '@lottoshop/contracts/limits';
import { call } from '../../lib/api-client.server.ts';
import { readForm } from '../../lib/form-schema.server.ts';
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

const FIELDS = ['type', 'duration', 'understood'] as const;

/** The posted form: a type, one of its durations, and the box ticked to say they understand; or the message. */
export function readExclusionForm(form: FormData): { body: StartExclusionBody } | { error: string } {
  const understood =
    form.get('understood') === 'yes'
      ? undefined
      : 'Tick the box to confirm you understand it cannot be lifted early.';
  const read = readForm(form, StartExclusionBody, FIELDS, { understood });
  if (read.ok) return { body: read.value };
  const { fieldErrors, formError } = read.errors;
  return {
    error:
      fieldErrors.type ?? fieldErrors.duration ?? fieldErrors.understood ?? formError ?? 'Choose how long.',
  };
}
