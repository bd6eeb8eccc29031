import { ZVenueSearchQuery } from '@vm/contracts/catalogue-search';
import { EAGER_VENUE_CARDS, LANDING_VENUE_LIST_API } from '@vm/contracts/page-data';
import { CARD_IMAGE_SIZES, imageSrcSet } from '@vm/domain/image-variants';
import type { AppDeps } from '../../platform/deps';
import { catalogueReads } from '../../platform/deps';
import type { PageDataRoute } from '../../platform/http/page-data';
import { searchVenues } from './search-venues';

/** The landing list's query, read as GET /api/fields reads it (same schema, same defaults). */
const landingQuery = ZVenueSearchQuery.parse(Object.fromEntries(new URL(LANDING_VENUE_LIST_API, 'http://x').searchParams));

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
      const page = await searchVenues(catalogueReads(deps), landingQuery);
      const pictures = page.data.slice(0, EAGER_VENUE_CARDS).map((venue) => venue.community_img.pic_url).filter(Boolean);
      return {
        answers: [{ api: LANDING_VENUE_LIST_API, data: page }],
        images: pictures.map((href) => ({ href, srcset: imageSrcSet(href), sizes: CARD_IMAGE_SIZES })),
      };
    },
  };
}
