// Types of app-secret.mjs, for the web app's TypeScript (lib/env.server.ts).
export declare const DEV_APP_KEY: string;
export declare const DEV_APP_SECRET: string;
export declare function readAppSigning(env: NodeJS.ProcessEnv): { appKey: string; appSecret: string };
