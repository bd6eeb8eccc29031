import { EAGER_VENUE_CARDS, LANDING_VENUE_LIST_API } from '@vm/contracts/page-data';
import type { AppDeps } from '../../platform/deps';
import type { PageDataRoute } from '../../platform/http/page-data';
import { landingVenueCards } from './landing-venue-cards';

/**
 * /fieldslist as a visitor lands on it (no filters in the URL): the default city's first page of
 * GET /api/fields in the HTML, and the first row's pictures preloaded. Their cards are the page's
 * largest paint, which otherwise waits for the scripts, then the API, then the pictures
 * (bench/README.md, decision 0030). A URL with filters, or a visitor whose city is another, asks as usual:
 * the web app uses the data only when its own first request is this very path.
 */
export function venueListPageData(deps: Pick<AppDeps, 'pool' | 'readPool' | 'clock'>): PageDataRoute {
  return {
    pattern: /^\/fieldslist$/,
    async load(_match, search) {
      if (search !== '') return null;
      const { answer, images } = await landingVenueCards(deps, LANDING_VENUE_LIST_API, EAGER_VENUE_CARDS);
      return { answers: [answer], images };
    },
  };
}
