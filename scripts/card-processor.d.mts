// Types of the simulated card processor (card-processor.mjs) for the tests that start it in-process.
import type { Server } from 'node:http';

export declare const TEST_CARDS: {
  approved: string;
  approvedMasterCard: string;
  approvedAmex: string;
  declined: string;
  insufficientFunds: string;
  challenge: string;
};

export declare function startCardProcessor(options?: {
  port?: number;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  log?: (line: string) => void;
}): { server: Server; listening: Promise<string>; close: () => Promise<void> };
