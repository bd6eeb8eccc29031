import { ZVenueSearchQuery, type VenueCard } from '@vm/contracts/catalogue-search';
import type { PageAnswer } from '@vm/contracts/page-data';
import { CARD_IMAGE_SIZES, imageSrcSet } from '@vm/domain/image-variants';
import { catalogueReads, type AppDeps } from '../../platform/deps';
import type { PageImage } from '../../platform/http/page-data';
import { searchVenues } from './search-venues';

/**
 * The answer of GET `apiPath` (`/api/fields?city_ids=90&…`, the very path a landing page asks for first),
 * read as the endpoint reads its query, and preloads of its first `eager` cards' pictures with the cards'
 * own `srcset` and `sizes`: for the HTML of the list and of the home page (decision 0030).
 */
export async function landingVenueCards(
  deps: Pick<AppDeps, 'pool' | 'readPool'>,
  apiPath: string,
  eager: number,
): Promise<{ answer: PageAnswer; images: PageImage[]; venues: VenueCard[] }> {
  const query = ZVenueSearchQuery.parse(Object.fromEntries(new URL(apiPath, 'http://landing').searchParams));
  const page = await searchVenues(catalogueReads(deps), query);
  const pictures = page.data
    .slice(0, eager)
    .map((venue) => venue.community_img.pic_url)
    .filter(Boolean);
  return {
    answer: { api: apiPath, data: page },
    images: pictures.map((href) => ({ href, srcset: imageSrcSet(href), sizes: CARD_IMAGE_SIZES })),
    venues: page.data,
  };
}
