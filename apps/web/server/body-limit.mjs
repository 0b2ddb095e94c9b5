// @ts-check
/**
 * The size limit of a request body (decision 023): the shop's forms are small, so a body declared larger than
 * MAX_FORM_BYTES is answered 413 at once, before any of it is read, and the connection is closed (so the rest
 * is not read either). A body sent without a length is counted as it is read by the route action
 * (app/lib/form-data.server.ts), which stops at the same limit.
 */

/** 64 KiB: the largest form of the shop (sign-up with an address) is a few hundred bytes. */
export const MAX_FORM_BYTES = 64 * 1024;

export const TOO_LARGE_PAGE = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Form too large</title></head>
<body><main><h1>Form too large</h1>
<p>What was sent is larger than any form on this site accepts, so it was not read. Nothing has changed.</p>
<p>Please go back and use the form on the page.</p>
</main></body></html>
`;

/**
 * True when a Content-Length header declares more than `max` bytes.
 * @param {string | undefined} contentLength @param {number} max
 */
export function declaresTooLarge(contentLength, max) {
  if (contentLength === undefined) return false;
  const n = Number(contentLength);
  return !Number.isFinite(n) || n > max;
}

/**
 * 10 MiB: the identity document upload (/my-account/manual-verification), twice what the API accepts, so a file
 * a little too large gets the API's own message on the form.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Paths whose form carries a file, with their own limit. */
export const UPLOAD_PATHS = new Map([['/my-account/manual-verification', MAX_UPLOAD_BYTES]]);

/** @param {number} [max] @returns {import('express').RequestHandler} */
export function limitBody(max = MAX_FORM_BYTES) {
  return (req, res, next) => {
    const limit = UPLOAD_PATHS.get((req.path ?? '').replace(/\/+$/, '')) ?? max;
    if (!declaresTooLarge(req.headers['content-length'], limit)) {
      next();
      return;
    }
    res.status(413).type('html');
    res.setHeader('Cache-Control', 'no-store');
    // The unread body is not drained: the connection ends with the answer.
    res.setHeader('Connection', 'close');
    res.end(TOO_LARGE_PAGE);
  };
}
