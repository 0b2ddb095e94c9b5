// Every table of every module, for drizzle-kit (`npm run db:generate`). Modules own their tables; this aggregation
// is the one place outside a module that names them, and nothing reads them through it.
export * from '../modules/banking/banking.tables.ts';
export * from '../modules/capabilities/capabilities.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/communication/communication.tables.ts';
export * from '../modules/consents/consents.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/deposit-purchases/deposit-purchases.tables.ts';
export * from '../modules/draws/draws.tables.ts';
export * from '../modules/identity/identity.tables.ts';
export * from '../modules/jobs/jobs.tables.ts';
export * from '../modules/ledger/ledger.tables.ts';
export * from '../modules/limits/limits.tables.ts';
export * from '../modules/mail/mail.tables.ts';
export * from '../modules/marketing/marketing.tables.ts';
export * from '../modules/migration/migration.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/raffles/raffles.tables.ts';
export * from '../modules/ratelimits/ratelimits.tables.ts';
export * from '../modules/results/results.tables.ts';
export * from '../modules/site/site.tables.ts';
export * from '../modules/statements/statements.tables.ts';
export * from '../modules/twofactor/twofactor.tables.ts';
export * from '../modules/verification/verification.tables.ts';
