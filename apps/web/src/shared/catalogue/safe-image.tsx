import { imageSrcSet } from '@vm/domain/image-variants';
import { useState, type ImgHTMLAttributes } from 'react';

/** Shown when a picture is missing or fails to load: a soft grey tile with the brand mark outline. */
const PLACEHOLDER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f2f3f5"/><path d="M80 38c-8 0-14 6-14 13.5C66 61 80 76 80 76s14-15 14-24.5C94 44 88 38 80 38Z" fill="none" stroke="#c9cdd4" stroke-width="3"/></svg>',
  );

type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src?: string | null;
  alt: string;
  /**
   * The width the picture is drawn at (`sizes`, e.g. `285px`): the browser then picks the smallest
   * WebP variant of a platform picture that covers it (@vm/domain/image-variants). Omitted: the original.
   */
  sizes?: string;
  /** A picture above the fold that may be the page's largest paint: loaded at once and first. */
  priority?: boolean;
};

/**
 * An image that falls back to a placeholder instead of a broken-image icon; lazy unless `priority`.
 * A platform picture with `sizes` is fetched as its right-sized WebP variant; if the variant fails,
 * the original is tried before the placeholder.
 */
export function SafeImage({ src, alt, sizes, priority = false, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState<{ src: string | null; variants: boolean } | null>(null);
  const failedHere = failed !== null && failed.src === (src ?? null);
  const srcSet = src && sizes && !failedHere ? imageSrcSet(src) : null;
  const usable = src && !(failedHere && !failed.variants) ? src : PLACEHOLDER;
  return (
    <img
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
      src={usable}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={() => setFailed({ src: src ?? null, variants: srcSet !== null })}
    />
  );
}
