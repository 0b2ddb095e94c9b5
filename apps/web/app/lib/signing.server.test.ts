import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signRequest } from './signing.server.ts';

describe('request signing', () => {
  it('is the lowercase hex HMAC-SHA256 of app key, timestamp and customer token', () => {
    const expected = createHmac('sha256', 's3cret').update('k\n1700000000\n').digest('hex');
    const sig = signRequest({ appKey: 'k', secret: 's3cret', timestamp: '1700000000' });
    expect(sig).toBe(expected);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes with the customer token', () => {
    const anon = signRequest({ appKey: 'k', secret: 's3cret', timestamp: '1700000000' });
    const withToken = signRequest({
      appKey: 'k',
      secret: 's3cret',
      timestamp: '1700000000',
      customerToken: 't',
    });
    expect(withToken).toBe(createHmac('sha256', 's3cret').update('k\n1700000000\nt').digest('hex'));
    expect(withToken).not.toBe(anon);
  });
});
