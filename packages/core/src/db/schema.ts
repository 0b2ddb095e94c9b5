// Every table of every module, for Drizzle's relational queries and drizzle-kit. Modules own their tables.
export * from '../modules/capabilities/capabilities.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/draws/draws.results.tables.ts';
export * from '../modules/draws/draws.tables.ts';
export * from '../modules/identity/identity.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/site/site.tables.ts';
export * from '../modules/wallet/wallet.tables.ts';
