/**
 * Query keys of the supplier's managed data, shared by the supplier features (venues, price rules):
 * a change in one invalidates what the others show.
 */
import { queryKeys } from '../api/query-keys';

export const MANAGED_RESOURCES_KEY = queryKeys.managed.resources;
export const MANAGED_COMMUNITIES_KEY = queryKeys.managed.communities;
export const PRICE_RULES_KEY = queryKeys.managed.priceRules;
/** The supplier's booth calendars (prices after rules, closed dates, held units). */
export const MANAGED_CALENDAR_KEY = queryKeys.managed.calendar;
