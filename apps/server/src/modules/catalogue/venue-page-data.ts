import { GALLERY_MAIN_SIZES, imageSrcSet } from '@vm/domain/image-variants';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import type { PageDataRoute } from '../../platform/http/page-data';
import { catalogueReads } from '../../platform/deps';
import { getVenueDetail } from './get-venue-detail';

/**
 * /fields/{id} as a visitor sees it, in the page's HTML: the answer of GET /api/fields/{id}, the title
 * and the gallery's first picture, which is the page's largest paint (bench/README.md, decision 0027).
 * Nothing for a venue that does not exist: the page asks and shows its 404 as usual.
 */
export function venuePageData(deps: Pick<AppDeps, 'pool' | 'readPool' | 'clock'>): PageDataRoute {
  return {
    pattern: /^\/fields\/(\d{1,10})$/,
    async load(match) {
      const id = Number(match[1]);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      try {
        const venue = await getVenueDetail(catalogueReads(deps), id, null);
        const first = venue.physical_resource_imgs[0]?.pic_url ?? venue.case_imgs[0]?.pic_url;
        return {
          answers: [{ api: `/api/fields/${id}`, data: venue }],
          title: venue.name,
          images: first ? [{ href: first, srcset: imageSrcSet(first), sizes: GALLERY_MAIN_SIZES }] : [],
        };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
