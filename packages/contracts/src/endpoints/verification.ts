/**
 * Identity verification (spec 2 §7, decisions 040 and 050): where the customer's verification stands, the
 * automatic check of name, birth date and address, a driver licence, a photo ID or the completed verification form
 * uploaded for an operator to review (multipart), ConnectID (the bank's sign-in address, then its callback) and the
 * provider's hosted page (its address, then its completion); and each state's licence formats
 * (/customer-verify/config/licence, v1.0). Only the licence formats are cached.
 */
import { API_VERSIONS } from '../api-versions.ts';
import { CACHE_TTL_SECONDS } from '../cache-ttl.ts';
import { endpoint } from '../endpoint.ts';
import {
  AutoVerifyBody,
  ConnectIdCallbackBody,
  HostedVerificationCompleteBody,
  HostedVerificationStartBody,
  LicenceConfigDto,
  LicenceVerifyBody,
  VerificationDto,
  VerificationRedirectDto,
  VerificationResultDto,
} from '../verification.ts';

export const get = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/verification',
  summary: "Where the customer's verification stands, by method",
  versions: API_VERSIONS,
  caller: 'customer',
  response: VerificationDto,
});

export const autoVerify = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/verify',
  summary: 'The automatic check of name, birth date and address',
  versions: API_VERSIONS,
  caller: 'customer',
  body: AutoVerifyBody,
  response: VerificationResultDto,
});

export const verifyLicence = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/verification/licence',
  summary: "Checks the customer's driver licence",
  versions: API_VERSIONS,
  caller: 'customer',
  body: LicenceVerifyBody,
  response: VerificationResultDto,
});

/** Multipart: a `file` part and the `document` kind (a passport unless named). */
export const uploadDocument = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/verification',
  summary: 'Uploads a photo ID or the completed verification form for an operator to review',
  versions: API_VERSIONS,
  caller: 'customer',
  multipart: true,
  response: VerificationResultDto,
});

export const startConnectId = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/verification/connectid',
  summary: "ConnectID: the address of the bank's sign-in to send the customer to",
  versions: API_VERSIONS,
  caller: 'customer',
  response: VerificationRedirectDto,
});

export const completeConnectId = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/verification/connectid/callback',
  summary: "ConnectID: completes the verification with the bank's answer",
  versions: API_VERSIONS,
  caller: 'customer',
  body: ConnectIdCallbackBody,
  response: VerificationResultDto,
});

export const startHosted = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/verification/greenid',
  summary: "The verification provider's hosted page: its address, coming back to the return address",
  versions: API_VERSIONS,
  caller: 'customer',
  body: HostedVerificationStartBody,
  response: VerificationRedirectDto,
});

export const completeHosted = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/verification/greenid/complete',
  summary: "Completes the hosted page's verification, asking the provider for its outcome",
  versions: API_VERSIONS,
  caller: 'customer',
  body: HostedVerificationCompleteBody,
  response: VerificationResultDto,
});

export const licenceConfig = endpoint({
  method: 'GET',
  family: 'customer-verify',
  path: '/config/licence',
  summary: "Each state's driver licence and card-number formats",
  caller: 'app',
  response: LicenceConfigDto,
  cache: { ttlSeconds: CACHE_TTL_SECONDS.default },
});
