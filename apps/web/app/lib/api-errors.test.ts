import { describe, expect, it } from 'vitest';
import { FALLBACK_ERROR_TEXT, readErrorBody } from './api-errors.ts';

describe('readErrorBody', () => {
  it('reads a single error', () => {
    expect(readErrorBody({ error: 'Cart not found' }).message).toBe('Cart not found');
  });

  it('reads field errors, first message first', () => {
    const d = readErrorBody({
      errors: { email: ['Please enter a valid email address'], name: ['Required'] },
    });
    expect(d.message).toBe('Please enter a valid email address');
    expect(d.fields).toEqual({ email: ['Please enter a valid email address'], name: ['Required'] });
  });

  it('reads coded messages', () => {
    const d = readErrorBody({ messages: [{ code: 'promotion_not_added', message: 'Code expired' }] });
    expect(d.message).toBe('Code expired');
    expect(d.code).toBe('promotion_not_added');
    expect(d.messages).toEqual([{ code: 'promotion_not_added', message: 'Code expired' }]);
  });

  it('falls back when nothing readable is there', () => {
    expect(readErrorBody(undefined).message).toBe(FALLBACK_ERROR_TEXT);
    expect(readErrorBody({ errors: {} }).message).toBe(FALLBACK_ERROR_TEXT);
    expect(readErrorBody('oops').message).toBe(FALLBACK_ERROR_TEXT);
  });
});
