export { boothCalendarPreview } from './booth-calendar-preview';
export { listOwnCommunities, ownCommunity } from './community-queries';
export { managedOptions } from './managed-options';
export { listOwnResources, ownResource } from './resource-queries';
export { setSaleStatus } from './sale-status';
export { createCommunity, updateOwnCommunity } from './save-community';
export { createManagedResource, updateManagedResource } from './save-resource';
export { syncVenueSearch } from './search-sync';
