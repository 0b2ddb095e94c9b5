/** The two-factor key every test encrypts authenticator secrets with. */
import { twoFactorKey } from '../modules/twofactor/index.ts';

export const TEST_TWO_FACTOR_SECRET = 'test-two-factor-key-0123456789abcdef-0123';
export const testTwoFactorKey = twoFactorKey(TEST_TWO_FACTOR_SECRET);
