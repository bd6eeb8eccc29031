import { EAGER_VENUE_CARDS, LANDING_VENUE_LIST_API } from '@vm/contracts/page-data';
import type { AppDeps } from '../../platform/deps';
import { firstScreen, firstScreenCards, html } from '../../platform/http/first-screen';
import type { PageDataRoute } from '../../platform/http/page-data';
import { landingVenueCards } from './landing-venue-cards';

/**
 * /fieldslist as a visitor lands on it (no filters in the URL): the default city's first page of
 * GET /api/fields in the HTML, and the first row's pictures preloaded. Their cards are the page's
 * largest paint, which otherwise waits for the scripts, then the API, then the pictures
 * (bench/README.md, decision 0030). A URL with filters, or a visitor whose city is another, asks as usual:
 * the web app uses the data only when its own first request is this very path.
 */
/** Three rows of two cards: more than a phone's first screen shows below the filter and sort bars. */
const FIRST_SCREEN_CARDS = 6;
const SORTS = ['默认', '价格', '人流量', '面积', '订单量', '距离'];

/** The list's top as a phone draws it (venue-list-page.tsx): 筛选, the sort bar and the first cards (decision 0041). */
function venueListFirstScreen(venues: Parameters<typeof firstScreenCards>[0]): string {
  const sorts = SORTS.map((label, index) => (index === 0 ? html`<span class="fs-on">${label}</span>` : html`<span>${label}</span>`));
  return firstScreen(html`<div class="fs-w fs-list"><div class="fs-filter">筛选</div><div class="fs-sorts">${sorts}</div>${firstScreenCards(venues)}</div>`);
}

export function venueListPageData(deps: Pick<AppDeps, 'pool' | 'readPool' | 'clock'>): PageDataRoute {
  return {
    pattern: /^\/fieldslist$/,
    async load(_match, search) {
      if (search !== '') return null;
      const { answer, images, venues } = await landingVenueCards(deps, LANDING_VENUE_LIST_API, EAGER_VENUE_CARDS);
      return { answers: [answer], images, firstScreen: venueListFirstScreen(venues.slice(0, FIRST_SCREEN_CARDS)) };
    },
  };
}
