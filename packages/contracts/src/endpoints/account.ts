/**
 * The customer's account (spec 1 §3, spec 2 §3, §7): the overview, closing the account, the customer's details
 * (v3.2) and the account upgrade, confirming the e-mail and postal addresses and changing the e-mail address, the
 * consents (the terms in force, the restricted-country location) and moving the account from the previous
 * platform. Each is the caller's own; none is cached.
 */
import { CloseAccountBody } from '../account-closing.ts';
import { API_VERSIONS, versionsFrom } from '../api-versions.ts';
import { AcceptTermsBody, ConfirmLocationBody, ConsentsDto } from '../consents.ts';
import { AccountUpgradeBody, CustomerDetailsBody, CustomerDetailsDto } from '../customer-details.ts';
import {
  ChangeEmailBody,
  ConfirmEmailAddressBody,
  ConfirmEmailAddressResult,
} from '../email-confirmation.ts';
import { endpoint } from '../endpoint.ts';
import { CustomerOverviewDto } from '../identity.ts';
import { MigrateBody, MigrationDto } from '../migration.ts';

export const overview = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer',
  summary: "The signed-in customer's overview: who they are, their balance and what is required of them",
  versions: API_VERSIONS,
  caller: 'customer',
  response: CustomerOverviewDto,
});

export const close = endpoint({
  method: 'DELETE',
  family: 'platform',
  path: '/customer',
  summary: 'Closes the account (the password and a reason)',
  versions: API_VERSIONS,
  caller: 'customer',
  body: CloseAccountBody,
});

export const details = endpoint({
  method: 'GET',
  family: 'platform',
  path: '/customer/details',
  summary: "The customer's personal details",
  versions: versionsFrom('3.2'),
  caller: 'customer',
  response: CustomerDetailsDto,
});

export const saveDetails = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/details',
  summary: "Saves the customer's personal details",
  versions: versionsFrom('3.2'),
  caller: 'customer',
  body: CustomerDetailsBody,
  response: CustomerDetailsDto,
});

/** Spec 1 §6's account-upgrade redirect: complete details and the terms in force accepted. */
export const upgrade = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/account-upgrade',
  summary: 'Upgrades the account: complete details and the terms in force accepted',
  versions: API_VERSIONS,
  caller: 'customer',
  body: AccountUpgradeBody,
  response: CustomerOverviewDto,
});

/** With the e-mailed token it confirms, signed in or not; without one, it e-mails the signed-in customer a link. */
export const confirmEmail = endpoint({
  method: 'PATCH',
  family: 'platform',
  path: '/customer/confirm-email-address',
  summary: 'Confirms the e-mail address with its token, or sends a new link',
  versions: API_VERSIONS,
  caller: 'app',
  body: ConfirmEmailAddressBody,
  response: ConfirmEmailAddressResult,
  limit: 'email-confirmation',
});

export const confirmAddress = endpoint({
  method: 'PATCH',
  family: 'platform',
  path: '/customer/confirm-address',
  summary: 'Confirms the postal address on file is right',
  versions: API_VERSIONS,
  caller: 'customer',
});

/** The new address applies once the link sent to it is opened. */
export const changeEmail = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/change-email',
  summary: 'Changes the e-mail address (the password and the new address)',
  versions: API_VERSIONS,
  caller: 'customer',
  body: ChangeEmailBody,
  response: ConfirmEmailAddressResult,
});

export const acceptTerms = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/terms-and-conditions',
  summary: 'Accepts the terms in force; answers what is still required',
  versions: API_VERSIONS,
  caller: 'customer',
  body: AcceptTermsBody,
  response: ConsentsDto,
});

export const confirmLocation = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/customer/terms-and-conditions/location',
  summary:
    'Confirms where the customer plays from while in a restricted country; answers what is still required',
  versions: API_VERSIONS,
  caller: 'customer',
  body: ConfirmLocationBody,
  response: ConsentsDto,
});

/** Spec 2 §7 "status 202 or 200": 202 while the move is in progress (call again to poll), 200 once done. */
export const migrate = endpoint({
  method: 'POST',
  family: 'platform',
  path: '/migration/migrate',
  summary: 'Moves the account from the previous platform: 202 while in progress, 200 once done',
  versions: API_VERSIONS,
  caller: 'customer',
  body: MigrateBody,
  response: MigrationDto,
  otherStatuses: [202],
});
