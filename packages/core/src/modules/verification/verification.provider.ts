/**
 * The identity provider port: the checks a verification service makes against official records (the automatic
 * name, birth date and address check; a driver licence through the Document Verification Service). The shop ships
 * a simulated provider for the demo and the tests; a real one (a greenID or similar contract) implements the same
 * port. Decision 040.
 */
import { createHash } from 'node:crypto';

export type ProviderOutcome = 'verified' | 'failed' | 'review';

export type ProviderAnswer = { outcome: ProviderOutcome; reference: string; reason: string | null };

export type PersonCheck = {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  address?: { line1: string; suburb: string; state: string; postcode: string };
};

export type LicenceCheck = PersonCheck & { state: string; licenceNumber: string; cardNumber: string };

export type IdentityProvider = {
  checkPerson(input: PersonCheck): Promise<ProviderAnswer>;
  checkLicence(input: LicenceCheck): Promise<ProviderAnswer>;
};

/** The test identities of the simulated provider (by last name, any case): the rest verify. */
export const SIMULATED_FAIL_SURNAME = 'Declined';
export const SIMULATED_REVIEW_SURNAME = 'Referred';

const reference = (input: object) =>
  `sim_${createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 16)}`;

function decide(input: PersonCheck): ProviderAnswer {
  const surname = input.lastname.trim().toLowerCase();
  if (surname === SIMULATED_FAIL_SURNAME.toLowerCase()) {
    return {
      outcome: 'failed',
      reference: reference(input),
      reason: 'The records we checked do not match these details.',
    };
  }
  if (surname === SIMULATED_REVIEW_SURNAME.toLowerCase()) {
    return {
      outcome: 'review',
      reference: reference(input),
      reason: 'Some of these details need checking by our team.',
    };
  }
  return { outcome: 'verified', reference: reference(input), reason: null };
}

/**
 * The simulated provider: deterministic, offline. Last name "Declined" fails every check, "Referred" is referred
 * for review by a person; anyone else verifies.
 */
export const simulatedIdentityProvider: IdentityProvider = {
  checkPerson: async (input) => decide(input),
  checkLicence: async (input) => decide(input),
};
