/**
 * Responsible-play limits (spec 2 §7 "Spend and limits"): spend limits (set, edit, remove), deposit limits (set,
 * remove), the precommitment limit, cancelling a change still waiting out its cooling-off period, and a break from
 * play or a self-exclusion (never lifted early, so there is no DELETE).
 */
import { API_VERSIONS } from '../api-versions.ts';
import { endpoint } from '../endpoint.ts';
import {
  ExclusionDto,
  LimitChangeDto,
  LimitIdParams,
  LimitPeriodParams,
  LimitsDto,
  PrecommitmentDto,
  SetLimitBody,
  StartExclusionBody,
} from '../limits.ts';

const customer = { family: 'platform', versions: API_VERSIONS, caller: 'customer' } as const;

export const getSpendLimits = endpoint({
  ...customer,
  method: 'GET',
  path: '/spend-limits',
  summary: "The customer's spend limits by period, with the site's own",
  response: LimitsDto,
});

export const setSpendLimit = endpoint({
  ...customer,
  method: 'PUT',
  path: '/spend-limits/:period',
  summary: 'Sets the spend limit of a period',
  params: LimitPeriodParams,
  body: SetLimitBody,
  response: LimitChangeDto,
});

export const editSpendLimit = endpoint({
  ...customer,
  method: 'POST',
  path: '/spend-limits/:period',
  summary: 'Changes the spend limit of a period already set',
  params: LimitPeriodParams,
  body: SetLimitBody,
  response: LimitChangeDto,
});

export const removeSpendLimit = endpoint({
  ...customer,
  method: 'DELETE',
  path: '/spend-limits/:id',
  summary: 'Removes a spend limit (after the cooling-off period)',
  params: LimitIdParams,
  response: LimitChangeDto,
});

export const getDepositLimits = endpoint({
  ...customer,
  method: 'GET',
  path: '/deposit-limits',
  summary: "The customer's deposit limits by period",
  response: LimitsDto,
});

export const setDepositLimit = endpoint({
  ...customer,
  method: 'PUT',
  path: '/deposit-limits/:period',
  summary: 'Sets the deposit limit of a period',
  params: LimitPeriodParams,
  body: SetLimitBody,
  response: LimitChangeDto,
});

export const removeDepositLimit = endpoint({
  ...customer,
  method: 'DELETE',
  path: '/deposit-limits/:id',
  summary: 'Removes a deposit limit (after the cooling-off period)',
  params: LimitIdParams,
  response: LimitChangeDto,
});

export const getPrecommitment = endpoint({
  ...customer,
  method: 'GET',
  path: '/precommitment',
  summary: "The customer's precommitment limit",
  response: PrecommitmentDto,
});

export const setPrecommitment = endpoint({
  ...customer,
  method: 'POST',
  path: '/precommitment',
  summary: 'Sets the precommitment limit',
  body: SetLimitBody,
  response: LimitChangeDto,
});

export const removePrecommitment = endpoint({
  ...customer,
  method: 'DELETE',
  path: '/precommitment',
  summary: 'Removes the precommitment limit (after the cooling-off period)',
  response: LimitChangeDto,
});

export const cancelChange = endpoint({
  ...customer,
  method: 'DELETE',
  path: '/limit-changes/:id',
  summary: 'Cancels a limit change still waiting out its cooling-off period',
  params: LimitIdParams,
  response: LimitChangeDto,
});

export const getExclusion = endpoint({
  ...customer,
  method: 'GET',
  path: '/exclusion',
  summary: "The customer's break from play or self-exclusion running now, and the choices",
  response: ExclusionDto,
});

export const startExclusion = endpoint({
  ...customer,
  method: 'POST',
  path: '/exclusion',
  summary: 'Starts a break from play or a self-exclusion (never lifted early)',
  body: StartExclusionBody,
  response: ExclusionDto,
});
