/**
 * The public face of the catalogue module: the only file other modules and the workflows import
 * (ESLint refuses deep imports across modules). Routes are registered by app.ts, not exported here.
 */
export { heldUnits, heldUnitsFromJson, heldUnitsJson, type HeldUnitsByResource } from './held-units';
export { loadBooth, loadBoothsByIds, toSellingResource, toSellingResourceRules, type BoothRow, BOOTH_ROW_COLUMNS, boothSelect } from './load-booths';
export { dropUnsoldFromSearch, refreshVenueSearch, topIdsOfCommunity } from './venue-search-index';
export { insertPhysical, updatePhysical } from './venue-writes';
export { listOwnerVenues, ownerVenueCounts } from './owner-venues';
export { venuePageData } from './venue-page-data';
export { venueListPageData } from './venue-list-page-data';
export { listCategories, listTradingAreas, listNamed } from './list-regions';
export { landingVenueCards } from './landing-venue-cards';
export { catalogueChangedHere, catalogueJobs, listenForCatalogueChanges } from './search-cache';

// Used by the HTTP layer (apps/server/src/http/).
export { getCommunity, listCommunities } from './list-communities';
export { nearbyVenues, recommendVenues } from './recommend-venues';
export { myServiceProvider, saveMyServiceProvider } from './service-provider-profile';
export { getActivityCase, listActivityCases, suggestActivityCases } from './activity-cases';
export { getVenueDetail } from './get-venue-detail';
export { listActivities } from './list-activities';
export { fallbackMessage, searchVenues } from './search-venues';
export { createSearchSynonym, deleteSearchSynonym, listSearchSynonyms, updateSearchSynonym } from './search-synonyms';
export { getServiceProvider, listServiceProviders } from './service-providers';
export { fastSearch, listHotWords } from './fast-search';
export { listFavorites, setFavorite } from './favorites';
export { clearSearchHistory, listSearchHistory, recordSearch } from './search-history';
export { submitFeedback } from './submit-feedback';
export { venueQrCode } from './applet-qrcode';
export { boothCalendar } from './booth-calendar';
export { listComments, listSales } from './list-comments';
export * as regions from './list-regions';
