/** Setting a database up for the shop: migrate and seed the demo site (prepareDatabase), or seed it alone. */
export { prepareDatabase } from './prepare.ts';
export { seedDemoSite, seedShopSite } from './seed.ts';
