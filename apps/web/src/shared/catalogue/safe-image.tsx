import { useState, type ImgHTMLAttributes } from 'react';

/** Shown when a picture is missing or fails to load: a soft grey tile with the brand mark outline. */
const PLACEHOLDER =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f2f3f5"/><path d="M80 38c-8 0-14 6-14 13.5C66 61 80 76 80 76s14-15 14-24.5C94 44 88 38 80 38Z" fill="none" stroke="#c9cdd4" stroke-width="3"/></svg>',
  );

/** An image that falls back to a placeholder instead of a broken-image icon; lazy by default. */
export function SafeImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src?: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER;
  return <img loading="lazy" {...rest} src={usable} alt={alt} onError={() => setFailedSrc(src ?? null)} />;
}
