/** The service families served by this one server, each under its prefix (spec 1 §7). */
import { API_VERSIONS } from '@lottoshop/contracts/api-versions';
import type { ServiceFamilyName } from '@lottoshop/contracts/discovery';

/** `ops`: the operator's calls (close, result, draw, settle); unsigned, bearer OPS_TOKEN, not in discovery. */
export type FamilyName = ServiceFamilyName | 'root' | 'ops';

export type Family = {
  name: FamilyName;
  prefix: string;
  /** Signed with X-App-Key / X-Timestamp / X-Signature. */
  signed: boolean;
  /** Calls must name one of these in X-Api-Version (only the platform family checks it). */
  requiresVersion: boolean;
  versions: readonly string[];
};

export const FAMILIES: readonly Family[] = [
  { name: 'platform', prefix: '/v2', signed: true, requiresVersion: true, versions: API_VERSIONS },
  { name: 'social', prefix: '/social/v3', signed: true, requiresVersion: false, versions: ['3'] },
  { name: 'rewards', prefix: '/rewards', signed: true, requiresVersion: false, versions: [] },
  { name: 'cms', prefix: '/cms', signed: false, requiresVersion: false, versions: [] },
  {
    name: 'customer-verify',
    prefix: '/customer-verify',
    signed: true,
    requiresVersion: false,
    versions: ['1.0'],
  },
  { name: 'ops', prefix: '/ops', signed: false, requiresVersion: false, versions: [] },
  // Discovery and health: unsigned, at the root.
  { name: 'root', prefix: '', signed: false, requiresVersion: false, versions: [] },
];
