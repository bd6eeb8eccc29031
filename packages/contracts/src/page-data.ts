/**
 * What the server puts into a landing page's HTML (apps/server/src/platform/http/page-data.ts) and the
 * web app reads back (apps/web/src/shared/api/page-data.ts): the answer of the page's first API call.
 */
export const PAGE_DATA_ELEMENT_ID = 'vm-page-data';

/** The JSON of the element: the API path (`/api/fields/825`) and its answer's `result`. */
export interface PageDataBlock {
  api: string;
  data: unknown;
}
