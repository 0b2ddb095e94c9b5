/** The capabilities module: the catalogue of capability keys and which segment (anonymous, customer) has which. */
export { CAPABILITY_DESCRIPTIONS } from './capabilities.catalogue.ts';
export { getCapabilities, listSegments, listSiteCapabilities } from './capabilities.queries.ts';
