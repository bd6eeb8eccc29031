/**
 * The catalogue contracts (venue search, venue page, regions, communities, discovery, content), in
 * one import for convenience: `import { ZVenueSearchQuery } from '@vm/contracts/catalogue'`.
 */
export * from './catalogue-query-params';
export * from './catalogue-search';
export * from './catalogue-venue';
export * from './catalogue-regions';
export * from './catalogue-communities';
export * from './catalogue-discovery';
export * from './catalogue-content';
