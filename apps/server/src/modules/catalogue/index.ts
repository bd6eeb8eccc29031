/**
 * The public face of the catalogue module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { heldUnits, heldUnitsFromJson, heldUnitsJson, type HeldUnitsByResource } from './held-units';
export { loadBooth, loadBoothsByIds, toSellingResource, toSellingResourceRules, type BoothRow } from './load-booths';
export { BOOTH_ROW_COLUMNS, boothSelect } from './load-booths';
export { dropUnsoldFromSearch, refreshVenueSearch, topIdsOfCommunity } from './venue-search-index';
export { insertPhysical, updatePhysical } from './venue-writes';
export { listOwnerVenues, ownerVenueCounts } from './owner-venues';
export { venuePageData } from './venue-page-data';
export { venueListPageData } from './venue-list-page-data';
export { listCategories, listTradingAreas } from './list-regions';
export { landingVenueCards } from './landing-venue-cards';
export { catalogueChangedHere, catalogueJobs, listenForCatalogueChanges } from './search-cache';
