/** Site data and test data for verification: the policy (the purchase threshold) and the methods offered. */
import { BASE_CURRENCY } from '@lottoshop/contracts/money';
import type { VerificationMethodType } from '@lottoshop/contracts/verification';
import type { Db } from '../../db/client.ts';
import {
  type NewVerificationSettings,
  verificationAttempts,
  verificationMethods,
  verificationSettings,
} from './verification.tables.ts';

/** The demo site asks a buyer to verify once they have spent $500 in all. */
export const DEMO_VERIFICATION_SETTINGS: NewVerificationSettings = {
  key: 'site',
  purchaseThresholdMinor: 50_000n,
  currency: BASE_CURRENCY,
};

/** The methods the demo offers, in order; the rest of the spec's methods are off. */
export const DEMO_VERIFICATION_METHODS: { type: VerificationMethodType; enabled: boolean }[] = [
  { type: 'auto_verification', enabled: true },
  { type: 'drivers_licence', enabled: true },
  { type: 'photo_id_upload', enabled: true },
  { type: 'pdf_form', enabled: true },
  { type: 'connect_id', enabled: true },
  { type: 'greenid_ui', enabled: true },
];

export async function createVerificationSettings(
  db: Db,
  opts: {
    settings?: Partial<NewVerificationSettings>;
    methods?: { type: VerificationMethodType; enabled: boolean }[];
  } = {},
): Promise<void> {
  await db.insert(verificationSettings).values({ ...DEMO_VERIFICATION_SETTINGS, ...opts.settings });
  await db
    .insert(verificationMethods)
    .values((opts.methods ?? DEMO_VERIFICATION_METHODS).map((m, i) => ({ ...m, sortOrder: i + 1 })));
}

/** A customer verified (as if a provider had passed them), for tests. */
export async function createVerifiedAttempt(db: Db, input: { customerId: string }): Promise<void> {
  await db
    .insert(verificationAttempts)
    .values({ customerId: input.customerId, method: 'auto_verification', outcome: 'verified' });
}
