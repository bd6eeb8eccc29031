import { GALLERY_MAIN_SIZES, imageSrcSet } from '@vm/domain/image-variants';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { firstScreen, html } from '../../platform/http/first-screen';
import type { PageDataRoute } from '../../platform/http/page-data';
import { catalogueReads } from '../../platform/deps';
import { getVenueDetail } from './get-venue-detail';

/**
 * /fields/{id} as a visitor sees it, in the page's HTML: the answer of GET /api/fields/{id}, the title
 * and the gallery's first picture, which is the page's largest paint (bench/README.md, decision 0027).
 * Nothing for a venue that does not exist: the page asks and shows its 404 as usual.
 */
/**
 * The venue page's top as a phone draws it (venue-detail-page.tsx, gallery.tsx, venue-summary.tsx): the
 * breadcrumb, the gallery's first photo (the page's largest paint, already preloaded), the name, the
 * place and the labels; the thumbnails and the price box keep their place (decision 0041).
 */
function venueFirstScreen(venue: Awaited<ReturnType<typeof getVenueDetail>>, photo: string | undefined): string {
  const { community } = venue;
  const srcset = photo ? imageSrcSet(photo) : null;
  const image = photo
    ? srcset
      ? html`<img src="${photo}" srcset="${srcset}" sizes="${GALLERY_MAIN_SIZES}" alt="${venue.name} 实景图1" fetchpriority="high">`
      : html`<img src="${photo}" alt="${venue.name} 实景图1" fetchpriority="high">`
    : null;
  const place = [community.district_name, community.trading_area?.name]
    .filter(Boolean)
    .map((part) => ` · ${part}`)
    .join('');
  const labels = community.labels.length > 0 ? html`<ul class="fs-labels">${community.labels.map((label) => html`<li>${label.name}</li>`)}</ul>` : null;
  return firstScreen(
    html`<div class="fs-w fs-venue"><nav class="fs-crumb"><a href="/home/index">首页</a><i>&gt;</i><a href="/fieldslist">找场地</a><i>&gt;</i>${venue.name}</nav><div class="fs-top"><div class="fs-photo">${image}</div><div class="fs-strip"></div><div class="fs-sum"><h1>${venue.name}</h1><p>${community.name}${place}</p>${labels}<div class="fs-price"></div></div></div></div>`,
    { visitorOnly: true },
  );
}

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
          firstScreen: venueFirstScreen(venue, first),
        };
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      }
    },
  };
}
