/** The body limit: 64 KiB for every form, 10 MiB for the identity document upload's page only. */
import { describe, expect, it } from 'vitest';
import { limitBody, MAX_FORM_BYTES, MAX_UPLOAD_BYTES } from './body-limit.mjs';

function run(path: string, contentLength: number): number {
  let status = 0;
  const req = { path, headers: { 'content-length': String(contentLength) } };
  const res = {
    status(code: number) {
      status = code;
      return res;
    },
    type: () => res,
    setHeader: () => res,
    end: () => res,
  };
  let passed = false;
  limitBody()(req as never, res as never, () => {
    passed = true;
  });
  return passed ? 200 : status;
}

describe('limitBody', () => {
  it('lets the upload page take a file up to its own limit, and no other page', () => {
    expect(run('/my-account/manual-verification', 6 * 1024 * 1024)).toBe(200);
    expect(run('/my-account/manual-verification/', MAX_UPLOAD_BYTES)).toBe(200);
    expect(run('/my-account/manual-verification', MAX_UPLOAD_BYTES + 1)).toBe(413);
    expect(run('/my-account/verify-account', MAX_FORM_BYTES + 1)).toBe(413);
    expect(run('/login', 6 * 1024 * 1024)).toBe(413);
  });
});
