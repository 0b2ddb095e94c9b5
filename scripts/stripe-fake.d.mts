// Types of the local fake of Stripe's API (stripe-fake.mjs) for the tests that start it in-process.
import type { Server } from 'node:http';

export declare const STRIPE_TEST_METHODS: Record<
  string,
  { brand: string; last4: string; decline?: [string, string]; authenticate?: boolean }
>;

export declare function startStripeFake(options?: {
  port?: number;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  log?: (line: string) => void;
}): {
  server: Server;
  listening: Promise<string>;
  /** The fake's own record of a PaymentIntent. */
  intent: (id: string) => Record<string, unknown> | null;
  close: () => Promise<void>;
};
