/**
 * What the server puts into a landing page's HTML (apps/server/src/platform/http/page-data.ts) and the
 * web app reads back (apps/web/src/shared/api/page-data.ts): the answers of the page's first API calls.
 */
import { DEFAULT_CITY_ID } from './city-constants';

export const PAGE_DATA_ELEMENT_ID = 'vm-page-data';

/** One answer: the API path (`/api/fields/825`) and its answer's `result`. */
export interface PageAnswer {
  api: string;
  data: unknown;
}

/** The JSON of the element: the answers of the page's first API calls. */
export interface PageDataBlock {
  answers: PageAnswer[];
}

/**
 * The first request of `/fieldslist` without a query string, as a visitor's page makes it (the default
 * city, page 1 of 20): the server puts its answer into that page's HTML. The web app's test checks that
 * its list asks for exactly this path.
 */
export const LANDING_VENUE_LIST_API = `/api/fields?city_ids=${DEFAULT_CITY_ID}&page=1&page_size=20`;

/** How many of the list's first cards load their picture at once (the first row): the HTML preloads them. */
export const EAGER_VENUE_CARDS = 4;
