import { describe, expect, it } from 'vitest';
import { hasImageVariants, imageSrcSet, imageVariantUrl } from './image-variants';

const upload = '/files/licence/2026/11/0123456789abcdef0123456789abcdef.png';

describe('image variants', () => {
  it('name the thumbnail and the wider WebP variants beside an upload, on the server or a CDN', () => {
    expect(imageVariantUrl(upload, 320)).toBe('/files/licence/2026/11/0123456789abcdef0123456789abcdef-thumb.webp');
    expect(imageVariantUrl(upload, 640)).toBe('/files/licence/2026/11/0123456789abcdef0123456789abcdef-w640.webp');
    expect(imageVariantUrl(`https://cdn.example.com/licence/2026/11/${'a'.repeat(32)}.jpg`, 1280)).toBe(
      `https://cdn.example.com/licence/2026/11/${'a'.repeat(32)}-w1280.webp`,
    );
  });

  it('name the variants of a demo picture', () => {
    expect(imageSrcSet('/files/demo/venue-01.jpg')).toBe(
      '/files/demo/venue-01-thumb.webp 320w, /files/demo/venue-01-w640.webp 640w, /files/demo/venue-01-w1280.webp 1280w',
    );
  });

  it('leave other pictures alone: variants, pdf, outside pictures, placeholders', () => {
    for (const url of [
      '/files/demo/venue-01-thumb.webp',
      '/files/demo/venue-01-w640.webp',
      `/files/design/2026/11/${'b'.repeat(32)}.pdf`,
      `/files/design/2026/11/${'b'.repeat(32)}-thumb.webp`,
      'https://example.com/picture.jpg',
      '/files/demo/../secret.jpg',
      'data:image/svg+xml;charset=utf-8,x',
    ]) {
      expect(hasImageVariants(url), url).toBe(false);
      expect(imageSrcSet(url), url).toBeNull();
    }
  });
});
