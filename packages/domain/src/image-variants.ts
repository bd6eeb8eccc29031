/** Width of an upload's thumbnail (ADR 0009), the smallest variant. No imports here: pages load this file. */
export const THUMBNAIL_WIDTH = 320;

/**
 * The WebP variants drawn of every picture the platform serves (uploads and the demo pictures), for
 * `<img srcset>`: a 320 px thumbnail (ADR 0009's `-thumb.webp`), 640 and 1280 px. They keep the aspect
 * ratio and are never enlarged (a narrower original gives a variant of its own width).
 */
export const IMAGE_VARIANT_WIDTHS = [THUMBNAIL_WIDTH, 640, 1280] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** What replaces the extension of the original's name: `-thumb.webp`, `-w640.webp`, `-w1280.webp`. */
export function imageVariantSuffix(width: ImageVariantWidth): string {
  return width === THUMBNAIL_WIDTH ? '-thumb.webp' : `-w${width}.webp`;
}

/** An upload's original picture, on any host (the server's /files or an S3 public URL): 128-bit hex name. */
const UPLOAD_PICTURE = /\/[0-9a-f]{32}\.(?:jpg|png|gif|webp)$/;
/** A demo picture's original (`/files/demo/venue-01.jpg`), not one of its variants. */
const DEMO_PICTURE = /^\/files\/demo\/(?![a-z0-9_-]*-(?:thumb|w\d+)\.)[a-z0-9][a-z0-9_-]{0,60}\.(?:jpg|jpeg|png|webp)$/;

/** Whether the platform draws variants of this picture URL (anything else is shown as it is). */
export function hasImageVariants(url: string): boolean {
  return UPLOAD_PICTURE.test(url) || DEMO_PICTURE.test(url);
}

/** The URL of a picture's variant at a width, or null for a URL without variants. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  return hasImageVariants(url) ? url.replace(/\.[a-z]+$/, imageVariantSuffix(width)) : null;
}

/** `srcset` of a picture's variants (`… 320w, … 640w, … 1280w`), or null for a URL without variants. */
export function imageSrcSet(url: string): string | null {
  if (!hasImageVariants(url)) return null;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}

/**
 * The width the gallery draws its main picture at (the `<img>`'s `sizes`). The venue page's HTML
 * preloads that picture with the same value, so the browser picks the same variant for both.
 */
export const GALLERY_MAIN_SIZES = '600px';

/**
 * The width venue cards draw their picture at: at most 300 px wide (four to a 1200 px row, or a side
 * column), so the 320 px variant, 640 on 2x screens. The list page's HTML preloads the first cards'
 * pictures with the same value.
 */
export const CARD_IMAGE_SIZES = '300px';
