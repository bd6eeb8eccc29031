/**
 * Query keys of the supplier's managed data, shared by the supplier features (venues, price rules):
 * a change in one invalidates what the others show.
 */
export const MANAGED_RESOURCES_KEY = ['managed_resources'] as const;
export const MANAGED_COMMUNITIES_KEY = ['managed_communities'] as const;
export const PRICE_RULES_KEY = ['price_rules'] as const;
/** The supplier's booth calendars (prices after rules, closed dates, held units). */
export const MANAGED_CALENDAR_KEY = ['managed_calendar'] as const;
