// Types of the simulated identity provider (identity-provider.mjs) for the tests that start it in-process.
import type { Server } from 'node:http';

export declare const DEV_CONNECTID_CLIENT: { clientId: string; clientSecret: string };
export declare const DEV_GREENID_SECRET_KEY: string;
export declare const FAIL_SURNAME: string;
export declare const REVIEW_SURNAME: string;

export declare function startIdentityProvider(options?: {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  redirectUris?: string[];
  greenIdSecretKey?: string;
  log?: (line: string) => void;
}): { server: Server; listening: Promise<string>; close: () => Promise<void> };
