/** Plain city constants without zod, for pages that must not load it (the web app's first screens). */

/** The default city (cases, demand page, a visitor's first visit). */
export const DEFAULT_CITY_ID = 90;
