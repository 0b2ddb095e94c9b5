// Types of node-args.mjs, for the TypeScript that starts the web server (the benchmarks).
export declare const WEB_SERVER_NODE_ARGS: readonly string[];
