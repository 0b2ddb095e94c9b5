import { z } from 'zod';
import { readForm } from '../../lib/form-schema.server.ts';
import { safeRedirectPath } from '../../lib/guards.server.ts';

const ReturnToForm = z.object({ returnTo: z.string().optional().catch(undefined) });

/**
 * Where a form opened from another page (the banner's Confirm or Update) goes back to: its posted `returnTo` when
 * that is a same-site path, otherwise `fallback`.
 */
export function postedReturnTo(form: FormData, fallback: string): string {
  const read = readForm(form, ReturnToForm, []);
  return safeRedirectPath((read.ok ? read.value.returnTo : undefined) ?? null, fallback);
}
