import { FORM_MESSAGES } from '@lottoshop/contracts/form-messages';
import { IDENTITY_MESSAGES, isValidAuPhone, SignupBody } from '@lottoshop/contracts/identity';
import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMS,
  DUMMY_HASH,
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../src/modules/identity/identity.passwords.ts';
import {
  ageOn,
  brandingRegionOf,
  isOldEnough,
  localDateIn,
  normaliseEmail,
  normaliseFavouriteNumbers,
} from '../src/modules/identity/identity.rules.ts';
import {
  accessTokenKeys,
  hashToken,
  newOpaqueToken,
  signAccessToken,
  verifyAccessToken,
} from '../src/modules/identity/identity.tokens.ts';

const SYDNEY = 'Australia/Sydney';

describe('age', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-03-02', '2026-03-02')).toBe(18);
    expect(ageOn('2008-03-03', '2026-03-02')).toBe(17);
    expect(ageOn('2008-12-31', '2026-01-01')).toBe(17);
  });

  it('reaches a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it("uses the site's calendar day, not UTC's", () => {
    // 14:30 UTC on 1 March is already 2 March in Sydney.
    const now = new Date('2026-03-01T14:30:00Z');
    expect(localDateIn(now, SYDNEY)).toBe('2026-03-02');
    expect(isOldEnough('2008-03-02', { now, timeZone: SYDNEY, minimumAge: 18 })).toBe(true);
    expect(isOldEnough('2008-03-02', { now, timeZone: 'UTC', minimumAge: 18 })).toBe(false);
    expect(isOldEnough('2008-03-03', { now, timeZone: SYDNEY, minimumAge: 18 })).toBe(false);
    expect(isOldEnough('2008-03-03', { now, timeZone: SYDNEY, minimumAge: 17 })).toBe(true);
  });
});

describe('small rules', () => {
  it('normalises e-mail addresses for storage and lookup', () => {
    expect(normaliseEmail('  Alex.Citizen@Example.COM ')).toBe('alex.citizen@example.com');
  });

  it('stores favourite numbers with snake_case lottery keys and ball groups', () => {
    expect(normaliseFavouriteNumbers({ saturdayLotto: [{ main: [1, 2], bonusBall: [7] }] })).toEqual({
      saturday_lotto: [{ main: [1, 2], bonus_ball: [7] }],
    });
  });

  it('derives the branding region from an AU address', () => {
    expect(brandingRegionOf('AU', 'VIC')).toBe('VIC');
    expect(brandingRegionOf('NZ', 'VIC')).toBe('OTHER');
  });

  it('accepts Australian phone numbers in the usual writings', () => {
    for (const ok of ['0412 345 678', '+61 412 345 678', '(02) 9876 5432', '0398765432']) {
      expect(isValidAuPhone(ok), ok).toBe(true);
    }
    for (const bad of ['12345', '0512 345 678', '+1 212 555 0100', '0412 345 67a']) {
      expect(isValidAuPhone(bad), bad).toBe(false);
    }
  });
});

const validSignup = {
  email: 'Alex@Example.com',
  password: 'correct-horse-42',
  firstname: 'Alex',
  lastname: "O'Neil",
  dateOfBirth: '1990-05-17',
  phone: '0412 345 678',
  addressLine1: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  country: 'au',
  acceptTerms: true,
};

function fieldErrors(input: unknown): Record<string, string[]> {
  const parsed = SignupBody.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('sign-up form rules', () => {
  it('accept a complete form; address line 2 and the e-mail opt-in are optional', () => {
    const parsed = SignupBody.parse(validSignup);
    expect(parsed.country).toBe('AU');
    expect(parsed.emailOptIn).toBe(false);
    expect(parsed.addressLine2).toBeUndefined();
  });

  it('read form-encoded booleans', () => {
    expect(SignupBody.parse({ ...validSignup, acceptTerms: 'on', emailOptIn: 'true' }).emailOptIn).toBe(true);
  });

  it('require every mandatory field with the spec message', () => {
    const errors = fieldErrors({ acceptTerms: true });
    for (const field of [
      'email',
      'password',
      'firstname',
      'lastname',
      'dateOfBirth',
      'phone',
      'addressLine1',
      'suburb',
      'state',
      'postcode',
      'country',
    ]) {
      expect(errors[field], field).toEqual([FORM_MESSAGES.required]);
    }
    expect(errors.addressLine2).toBeUndefined();
    expect(fieldErrors({ ...validSignup, suburb: '   ' }).suburb).toEqual([FORM_MESSAGES.required]);
  });

  it('use the spec messages for e-mail, phone, post code and terms', () => {
    expect(fieldErrors({ ...validSignup, email: 'alex@example' }).email).toEqual([FORM_MESSAGES.email]);
    expect(fieldErrors({ ...validSignup, phone: '12345' }).phone).toEqual([FORM_MESSAGES.phone]);
    expect(fieldErrors({ ...validSignup, postcode: '200' }).postcode).toEqual([FORM_MESSAGES.postcode]);
    expect(fieldErrors({ ...validSignup, postcode: '20000' }).postcode).toEqual([FORM_MESSAGES.postcode]);
    expect(fieldErrors({ ...validSignup, acceptTerms: false }).acceptTerms).toEqual([
      FORM_MESSAGES.acceptTerms,
    ]);
    const { acceptTerms: _omit, ...noTerms } = validSignup;
    expect(fieldErrors(noTerms).acceptTerms).toEqual([FORM_MESSAGES.acceptTerms]);
  });

  it('check the state of an AU address and the date of birth', () => {
    expect(fieldErrors({ ...validSignup, state: 'XYZ' }).state).toEqual([IDENTITY_MESSAGES.state]);
    expect(fieldErrors({ ...validSignup, country: 'NZ', state: 'Auckland', postcode: '1010' })).toEqual({});
    expect(fieldErrors({ ...validSignup, dateOfBirth: '1990-02-30' }).dateOfBirth).toEqual([
      IDENTITY_MESSAGES.dateOfBirth,
    ]);
  });

  it('ask for a password of 8+ characters with a letter and a number, not the e-mail address', () => {
    expect(fieldErrors({ ...validSignup, password: 'abc12' }).password).toEqual([
      IDENTITY_MESSAGES.passwordTooShort,
    ]);
    expect(fieldErrors({ ...validSignup, password: 'abcdefghij' }).password).toEqual([
      IDENTITY_MESSAGES.passwordTooSimple,
    ]);
    expect(
      fieldErrors({ ...validSignup, email: 'pass1234@example.com', password: 'PASS1234@example.com' })
        .password,
    ).toEqual([IDENTITY_MESSAGES.passwordIsEmail]);
  });
});

describe('passwords', () => {
  it('hash with argon2id at the OWASP parameters and verify', async () => {
    const hash = await hashPassword('correct-horse-42');
    expect(hash).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}\\$`,
      ),
    );
    expect(await verifyPassword(hash, 'correct-horse-42')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-43')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc$def')).toBe(true);
  });

  it('keep the dummy hash (unknown e-mail addresses) as costly as a real one', async () => {
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    expect(DUMMY_HASH.slice(0, 30)).toBe((await hashPassword('x')).slice(0, 30));
    expect(await verifyAgainstDummy('correct-horse-42')).toBe(false);
  });
});

describe('tokens', () => {
  const keys = accessTokenKeys('a-test-secret-that-is-long-enough-0123456789');
  const now = new Date('2026-03-02T01:00:00Z');

  const ids = {
    customerId: '01a2056d-6246-7b18-bc83-a33991ba11e3',
    sessionId: '01a2056d-6265-755d-b11b-e2350ec87952',
  };

  it('sign access tokens that verify until they expire after 15 minutes', async () => {
    const token = await signAccessToken(keys, ids, now);
    expect(await verifyAccessToken(keys, token, now)).toEqual(ids);
    expect(await verifyAccessToken(keys, token, new Date(now.getTime() + 14 * 60_000))).not.toBeNull();
    expect(await verifyAccessToken(keys, token, new Date(now.getTime() + 15 * 60_000 + 1000))).toBeNull();
  });

  it('refuse tokens signed with another secret, for another audience, or mangled', async () => {
    const other = accessTokenKeys('another-secret-that-is-long-enough-0123456789');
    const token = await signAccessToken(other, ids, now);
    expect(await verifyAccessToken(keys, token, now)).toBeNull();
    const notIds = await signAccessToken(keys, { customerId: 'c1', sessionId: 's1' }, now);
    expect(await verifyAccessToken(keys, notIds, now)).toBeNull();
    const elsewhere = await signAccessToken({ ...keys, audience: 'someone-else' }, ids, now);
    expect(await verifyAccessToken(keys, elsewhere, now)).toBeNull();
    expect(await verifyAccessToken(keys, 'not.a.jwt', now)).toBeNull();
  });

  it('refuse a short secret', () => {
    expect(() => accessTokenKeys('short')).toThrow(/at least 32 bytes/);
  });

  it('make cookie-safe opaque tokens and store only their hash', () => {
    const token = newOpaqueToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });
});
