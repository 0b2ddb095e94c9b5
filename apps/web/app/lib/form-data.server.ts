import { data } from 'react-router';
import { cacheQuietScope } from './api-cache.server.ts';
import { readCookie } from './cookie-values.ts';

/**
 * Reading a form post in a route action. Every action reads its input through `readFormData`, so a request
 * the shop's forms would never send is a clear 4xx before anything happens: 405 (with `Allow: POST`) for any
 * method but POST, 415 (with `Accept-Post`) for a body that is not a form, 400 for a form body that does not
 * parse, 413 for a body larger than MAX_FORM_BYTES (the web server refuses a body declared larger before it
 * is read, server/body-limit.mjs; one sent without a length is counted here and reading stops at the limit).
 * The error is thrown as a route error response, so the shell's error page shows the status.
 * A post by a signed-in customer also ends the short cache of their own reads (lib/api-cache.server.ts).
 */
export const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export type BadFormReason =
  | 'method_not_allowed'
  | 'unsupported_media_type'
  | 'malformed_form'
  | 'payload_too_large';

/** The largest form body read (the same limit as the web server's, server/body-limit.mjs). */
export const MAX_FORM_BYTES = 64 * 1024;

/** The media type of a Content-Type header, lower case and without parameters; '' when absent. */
export function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

function badForm(reason: BadFormReason, status: number, headers?: HeadersInit) {
  return data({ reason }, headers ? { status, headers } : { status });
}

/** `maxBytes`: a form that carries a file names its own limit (the web server's UPLOAD_PATHS). */
export async function readFormData(request: Request, opts: { maxBytes?: number } = {}): Promise<FormData> {
  if (request.method.toUpperCase() !== 'POST') {
    throw badForm('method_not_allowed', 405, { Allow: 'POST' });
  }
  // A signed-in customer is about to change something: their cached reads (overview, cart) go quiet.
  const accessToken = readCookie(request.headers.get('Cookie'), 'web_access_token');
  if (accessToken) cacheQuietScope(accessToken);
  const type = mediaType(request.headers.get('Content-Type'));
  if (!(FORM_CONTENT_TYPES as readonly string[]).includes(type)) {
    throw badForm('unsupported_media_type', 415, { 'Accept-Post': FORM_CONTENT_TYPES.join(', ') });
  }
  const body = await readBounded(request, opts.maxBytes ?? MAX_FORM_BYTES);
  if (body === null) throw badForm('payload_too_large', 413);
  try {
    return await new Response(body, {
      headers: { 'Content-Type': request.headers.get('Content-Type') ?? '' },
    }).formData();
  } catch {
    throw badForm('malformed_form', 400);
  }
}

/** The request's body, or null as soon as it is found to be larger than `max` bytes (the rest is not read). */
async function readBounded(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (!Number.isFinite(declared) || declared > max) return null;
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
