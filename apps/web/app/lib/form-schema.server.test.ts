import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { ChangePasswordBody, ForgotPasswordBody } from '@lottoshop/contracts/passwords';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiFormErrors, readForm } from './form-schema.server.ts';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [name, value] of Object.entries(fields)) f.append(name, value);
  return f;
};

describe("reading a form with the API's schema", () => {
  it('gives the parsed body, without the fields the API does not take', () => {
    expect(readForm(form({ email: ' a@example.com ', intent: 'x' }), ForgotPasswordBody, ['email'])).toEqual({
      ok: true,
      value: { email: 'a@example.com' },
    });
  });

  it('says an empty field is required, in the words the API uses', () => {
    expect(readForm(form({ email: '' }), ForgotPasswordBody, ['email'])).toEqual({
      ok: false,
      errors: { fieldErrors: { email: FORM_MESSAGES.required } },
    });
  });

  it('adds the checks only the page can make, and refuses the form when one fails', () => {
    const read = readForm(
      form({ currentPassword: 'old one 1', newPassword: 'new one 22' }),
      ChangePasswordBody,
      ['currentPassword', 'newPassword', 'confirmPassword'],
      { confirmPassword: 'The passwords do not match' },
    );
    expect(read).toEqual({
      ok: false,
      errors: { fieldErrors: { confirmPassword: 'The passwords do not match' } },
    });
  });

  it('coerces numbers from their text, and puts a message of no shown field on the form', () => {
    const schema = z.object({ amount: z.number().int().positive('Enter an amount') });
    expect(readForm(form({ amount: '12' }), schema, ['amount'])).toEqual({ ok: true, value: { amount: 12 } });
    const refused = readForm(form({ amount: '-3' }), schema, [] as const);
    expect(refused).toEqual({ ok: false, errors: { fieldErrors: {}, formError: 'Enter an amount' } });
  });

  it("reads an API refusal's snake-cased fields beside the page's fields, and its message for the form", () => {
    const err = { message: 'Check the form', fields: { new_password: ['Too short'], other: ['Nope'] } };
    expect(apiFormErrors(err as never, ['newPassword'])).toEqual({
      fieldErrors: { newPassword: 'Too short' },
      formError: 'Nope',
    });
    expect(apiFormErrors({ message: 'Refused', fields: {} } as never, ['newPassword'])).toEqual({
      fieldErrors: {},
      formError: 'Refused',
    });
  });
});
