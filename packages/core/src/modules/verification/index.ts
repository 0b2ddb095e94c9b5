/**
 * The verification module: who a customer is, verified through an identity provider port (the automatic check of
 * name, birth date and address; a driver licence) or by an operator reviewing an uploaded photo ID or completed
 * form (stored encrypted, never public); each method's status for the overview; the rule that withdrawing, and
 * buying past the site's spend threshold, needs a verified identity (403 REQUIRED); and the operator's register of
 * excluded identities checked at sign-up and login; ConnectID (OpenID Connect) and the provider's hosted page, which
 * finish at the provider and are completed once, by their callback. Decisions 040, 041 and 050.
 */
export { type DocumentKey, documentKey } from './verification.cipher.ts';
export {
  CONNECT_ID_TTL_SECONDS,
  type ConnectIdConfig,
  completeConnectId,
  startConnectId,
} from './verification.connect-id.ts';
export { readDocument, sniffUpload, uploadDocument } from './verification.documents.ts';
export {
  assertVerifiedForWithdrawal,
  assertVerifiedToBuy,
  readVerifyToBuyCheck,
  type VerifyToBuyCheck,
  verifyToBuyRefusal,
} from './verification.enforcement.ts';
export {
  addExcludedIdentity,
  assertNotExcludedIdentity,
  listExcludedIdentities,
  removeExcludedIdentity,
} from './verification.excluded-identities.ts';
export {
  completeHostedVerification,
  HOSTED_TTL_SECONDS,
  type HostedVerificationConfig,
  startHostedVerification,
} from './verification.hosted.ts';
export { autoVerify, getVerification, verifyLicence } from './verification.methods.ts';
export {
  type IdentityProvider,
  type ProviderAnswer,
  SIMULATED_FAIL_SURNAME,
  SIMULATED_REVIEW_SURNAME,
  simulatedIdentityProvider,
} from './verification.provider.ts';
export { decideReview, listReviews } from './verification.review.ts';
export { SESSION_MESSAGES } from './verification.sessions.ts';
export { overviewVerification } from './verification.state.ts';
