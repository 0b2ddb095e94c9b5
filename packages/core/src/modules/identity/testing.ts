/**
 * The identity module's testing face, `@lottoshop/core/identity/testing`: factories and helpers for tests.
 * Production code never reaches it (decision 073).
 */
export {
  type CustomerInput,
  createCustomer,
  createSignedInCustomers,
  customerDefaults,
  FACTORY_PASSWORD,
  type SignedInCustomer,
} from './identity.factory.ts';
