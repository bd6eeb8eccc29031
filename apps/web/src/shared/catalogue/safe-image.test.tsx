import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeImage } from './safe-image';

afterEach(cleanup);

describe('SafeImage', () => {
  it('asks for the right-sized WebP variant of a platform picture, lazily', () => {
    render(<SafeImage src="/files/demo/venue-01.jpg" alt="中庭" sizes="300px" />);
    const image = screen.getByRole('img', { name: '中庭' });
    expect(image.getAttribute('srcset')).toBe(
      '/files/demo/venue-01-thumb.webp 320w, /files/demo/venue-01-w640.webp 640w, /files/demo/venue-01-w1280.webp 1280w',
    );
    expect(image.getAttribute('sizes')).toBe('300px');
    expect(image.getAttribute('src')).toBe('/files/demo/venue-01.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads a priority picture at once and first', () => {
    render(<SafeImage src="/files/demo/venue-01.jpg" alt="中庭" sizes="600px" priority />);
    const image = screen.getByRole('img', { name: '中庭' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows other pictures as they are', () => {
    render(<SafeImage src="https://example.com/a.jpg" alt="外链" sizes="300px" />);
    const image = screen.getByRole('img', { name: '外链' });
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('src')).toBe('https://example.com/a.jpg');
  });

  it('falls back to the original when a variant fails, then to the placeholder', () => {
    const upload = `/files/licence/2026/11/${'a'.repeat(32)}.png`;
    render(<SafeImage src={upload} alt="执照" sizes="300px" />);
    const image = screen.getByRole('img', { name: '执照' });
    expect(image.getAttribute('srcset')).toContain('-thumb.webp 320w');
    fireEvent.error(image);
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image.getAttribute('src')).toBe(upload);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
