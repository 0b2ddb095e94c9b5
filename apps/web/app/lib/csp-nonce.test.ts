import { describe, expect, it } from 'vitest';
import { nonceFromLoadContext, pageNonce } from './csp-nonce.ts';

/** A document whose first `[nonce]` element is `element` (or none), asked only for that selector. */
function documentWith(element: { nonce: string } | null): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) => {
      expect(selector).toBe('[nonce]');
      return element;
    }) as Document['querySelector'],
  };
}

describe('the page nonce in the browser', () => {
  it('is the nonce property of the first element the server gave one to', () => {
    expect(pageNonce(documentWith({ nonce: 'XoqJDvVCATKAfargmGzZGA==' }))).toBe('XoqJDvVCATKAfargmGzZGA==');
  });

  it('is undefined on a page with no nonce (or an emptied one)', () => {
    expect(pageNonce(documentWith(null))).toBeUndefined();
    expect(pageNonce(documentWith({ nonce: '' }))).toBeUndefined();
  });
});

describe('the nonce of the load context', () => {
  it('is taken when it is base64', () => {
    expect(nonceFromLoadContext({ cspNonce: 'abc+/==' })).toBe('abc+/==');
  });

  it.each([undefined, null, 'x', {}, { cspNonce: 42 }, { cspNonce: '"><script>' }])(
    'is undefined for %j',
    (context) => {
      expect(nonceFromLoadContext(context)).toBeUndefined();
    },
  );
});
