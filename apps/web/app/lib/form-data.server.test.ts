import { describe, expect, it } from 'vitest';
import { mediaType, readFormData } from './form-data.server.ts';

const URL_ = 'http://shop.test/login';

type Thrown = { data: { reason: string }; init: { status: number; headers?: HeadersInit } };

async function rejection(request: Request): Promise<Thrown> {
  try {
    await readFormData(request);
  } catch (err) {
    return err as Thrown;
  }
  throw new Error('readFormData accepted the request');
}

function post(body: BodyInit, contentType?: string): Request {
  const headers = contentType ? { 'Content-Type': contentType } : undefined;
  return new Request(URL_, { method: 'POST', body, ...(headers ? { headers } : {}) });
}

describe('mediaType', () => {
  it('drops parameters, spaces and case', () => {
    expect(mediaType('Application/X-WWW-Form-URLEncoded ; charset=UTF-8')).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(mediaType('multipart/form-data; boundary=abc')).toBe('multipart/form-data');
    expect(mediaType(null)).toBe('');
    expect(mediaType('')).toBe('');
  });
});

describe('readFormData', () => {
  it('reads a url-encoded form', async () => {
    const form = await readFormData(
      post('intent=check-email&email=a%40example.com', 'application/x-www-form-urlencoded;charset=UTF-8'),
    );
    expect(form.get('intent')).toBe('check-email');
    expect(form.get('email')).toBe('a@example.com');
  });

  it('reads a multipart form', async () => {
    const body = new FormData();
    body.set('intent', 'login');
    body.set('email', 'b@example.com');
    // The Request sets the multipart Content-Type with its boundary.
    const form = await readFormData(new Request(URL_, { method: 'POST', body }));
    expect(form.get('intent')).toBe('login');
    expect(form.get('email')).toBe('b@example.com');
  });

  it.each(['PUT', 'DELETE', 'PATCH'])('answers 405 with Allow: POST to %s', async (method) => {
    const err = await rejection(
      new Request(URL_, {
        method,
        body: 'intent=login',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(err.init.status).toBe(405);
    expect(new Headers(err.init.headers).get('Allow')).toBe('POST');
    expect(err.data.reason).toBe('method_not_allowed');
  });

  it.each([
    ['JSON', '{"intent":"login"}', 'application/json'],
    ['plain text', 'intent=login', 'text/plain'],
    ['no content type', new Uint8Array([105, 61, 49]), undefined],
  ])('answers 415 to a %s body', async (_name, body, type) => {
    const err = await rejection(post(body, type));
    expect(err.init.status).toBe(415);
    expect(new Headers(err.init.headers).get('Accept-Post')).toBe(
      'application/x-www-form-urlencoded, multipart/form-data',
    );
    expect(err.data.reason).toBe('unsupported_media_type');
  });

  it('answers 400 to a multipart body that does not parse', async () => {
    const err = await rejection(post('this is not multipart', 'multipart/form-data; boundary=xyz'));
    expect(err.init.status).toBe(400);
    expect(err.data.reason).toBe('malformed_form');
  });

  it('answers 400 to multipart without a boundary', async () => {
    const err = await rejection(post('--x\r\n\r\n--x--', 'multipart/form-data'));
    expect(err.init.status).toBe(400);
  });

  it('answers 413 to a form larger than 64 KiB sent without a length, reading no more than the limit', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`a=${'x'.repeat(16 * 1024)}&`);
    // 20 MB offered in chunks; the reader stops soon after the limit.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20 * 1024 * 1024) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const request = new Request(URL_, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    const err = await rejection(request);
    expect(err.init.status).toBe(413);
    expect(err.data.reason).toBe('payload_too_large');
    expect(sent).toBeLessThan(200 * 1024);
  });

  it('answers 413 to a form declared larger than 64 KiB', async () => {
    const err = await rejection(
      new Request(URL_, {
        method: 'POST',
        body: 'a=1',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '20000000' },
      }),
    );
    expect(err.init.status).toBe(413);
  });

  it('reads a form just under the limit', async () => {
    const form = await readFormData(post(`a=${'y'.repeat(60 * 1024)}`, 'application/x-www-form-urlencoded'));
    expect(form.get('a')?.toString().length).toBe(60 * 1024);
  });
});
