import { ERROR_MESSAGES } from '@lottoshop/contracts/error-codes';
import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { describe, expect, it } from 'vitest';
import { ApiError, readErrorBody } from '../../lib/api-errors.ts';
import { formErrors } from '../../lib/form-schema.server.ts';
import {
  apiErrorResult,
  readEmailStep,
  readLoginStep,
  readRedirectTo,
  readRegisterStep,
} from './auth-forms.server.ts';
import { SIGNUP_FIELDS } from './auth-steps.ts';

describe('readRedirectTo', () => {
  it.each([
    ['/my-account', '/my-account'],
    ['/cart?x=1#top', '/cart?x=1#top'],
    [null, '/my-account'],
    ['', '/my-account'],
    ['my-account', '/my-account'],
    ['//evil.test/path', '/my-account'],
    ['/\\evil.test', '/my-account'],
    ['https://evil.test/', '/my-account'],
    ['javascript:alert(1)', '/my-account'],
    ['/\tevil', '/my-account'],
    ['/ok path', '/my-account'],
    ['/a\nb', '/my-account'],
  ])('%j -> %j', (input, expected) => {
    expect(readRedirectTo(input)).toBe(expected);
  });
});

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const VALID = {
  firstname: 'Ann',
  lastname: 'Lee',
  email: 'ann@example.com',
  password: 'abcd1234',
  dateOfBirth: '1990-01-01',
  phone: '0412 345 678',
  addressLine1: '1 George St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'AU',
  acceptTerms: 'true',
};

describe('the form steps', () => {
  it('checks the e-mail address of step 1', () => {
    expect(readEmailStep(form({ email: ' ann@example.com ' }))).toEqual({ email: 'ann@example.com' });
    expect(readEmailStep(form({ email: 'nope' }))).toMatchObject({
      step: 'login_register',
      fieldErrors: { email: FORM_MESSAGES.email },
    });
  });

  it('asks only for presence at login', () => {
    expect(readLoginStep(form({ email: 'a@b.co', password: '' }))).toMatchObject({
      step: 'login',
      fieldErrors: { password: FORM_MESSAGES.required },
    });
  });

  it('accepts a complete sign-up with the opt-in off by default', () => {
    const read = readRegisterStep(form(VALID));
    expect('body' in read && read.body.emailOptIn).toBe(false);
    expect('body' in read && read.body.acceptTerms).toBe(true);
  });

  it('reports every broken sign-up rule next to its field, and never echoes the password', () => {
    const { acceptTerms: _a, ...withoutTerms } = VALID;
    const read = readRegisterStep(form({ ...withoutTerms, postcode: '20', phone: '123' }));
    expect('step' in read).toBe(true);
    if (!('step' in read)) return;
    expect(read.fieldErrors).toEqual({
      acceptTerms: FORM_MESSAGES.acceptTerms,
      postcode: FORM_MESSAGES.postcode,
      phone: FORM_MESSAGES.phone,
    });
    expect(read.values).toMatchObject({ email: 'ann@example.com', acceptTerms: false, emailOptIn: false });
    expect(JSON.stringify(read)).not.toContain('abcd1234');
  });
});

describe('API errors on the form', () => {
  it('maps wire keys onto the form names', () => {
    expect(
      formErrors(
        [
          ['date_of_birth', ['You must be 18 or older to sign up.']],
          ['address_line1', ['This field is required']],
          ['attribution.source', ['Too long']],
        ],
        SIGNUP_FIELDS,
      ),
    ).toEqual({
      fieldErrors: {
        dateOfBirth: 'You must be 18 or older to sign up.',
        addressLine1: 'This field is required',
      },
      formError: 'Too long',
    });
  });

  it('puts a message without a field at the top', () => {
    const base = { step: 'login' as const, email: 'a@b.co', values: {}, fieldErrors: {} };
    expect(
      apiErrorResult(base, { message: 'The email or password you entered is incorrect.', fields: {} }),
    ).toEqual({
      ...base,
      formError: 'The email or password you entered is incorrect.',
    });
    expect(apiErrorResult(base, { message: 'x', fields: { email: ['Taken'] } })).toEqual({
      ...base,
      fieldErrors: { email: 'Taken' },
    });
  });

  it('shows the API’s rate-limit answer (429) at the top of the form', () => {
    const base = { step: 'login' as const, email: 'a@b.co', values: {}, fieldErrors: {} };
    const err = new ApiError(
      429,
      '/login',
      readErrorBody({ error: ERROR_MESSAGES.rate_limited, request_id: 'r1' }),
    );
    expect(err.status).toBe(429);
    expect(apiErrorResult(base, err)).toEqual({ ...base, formError: ERROR_MESSAGES.rate_limited });
  });
});
