import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageVariantSuffix, type ImageVariantWidth } from '@vm/domain/image-variants';
import { Prng } from './prng';

/**
 * A small pool of distinct demo pictures drawn locally (SVG rendered by sharp, no downloads, no text):
 * gradients with buildings, stalls and shapes. Written once into `<DATA_DIR>/uploads/demo/` with their
 * WebP variants and served under `/files/demo/<name>`; missing files are drawn again at start, so a wiped
 * folder heals itself.
 */
export const DEMO_IMAGE_POOLS = { venue: 16, case: 8, community: 8, logo: 6, panorama: 2 } as const;
export type DemoImageKind = keyof typeof DEMO_IMAGE_POOLS;

export function demoImageName(kind: DemoImageKind, index: number): string {
  const count = DEMO_IMAGE_POOLS[kind];
  return `${kind}-${String((index % count) + 1).padStart(2, '0')}.jpg`;
}

export function demoImageUrl(kind: DemoImageKind, index: number): string {
  return `/files/demo/${demoImageName(kind, index)}`;
}

export function demoImagesDir(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'demo');
}

const PALETTES = [
  ['#ff7e5f', '#feb47b'],
  ['#6a11cb', '#2575fc'],
  ['#43cea2', '#185a9d'],
  ['#f7971e', '#ffd200'],
  ['#ee0979', '#ff6a00'],
  ['#00c6ff', '#0072ff'],
  ['#56ab2f', '#a8e063'],
  ['#c33764', '#1d2671'],
  ['#e65c00', '#f9d423'],
  ['#1d976c', '#93f9b9'],
  ['#cb2d3e', '#ef473a'],
  ['#3a7bd5', '#00d2ff'],
] as const;

function svgFor(kind: DemoImageKind, index: number, width: number, height: number): string {
  const rng = new Prng(index * 7919 + kind.length * 104729);
  const [from, to] = PALETTES[(index + kind.length) % PALETTES.length]!;
  const shapes: string[] = [];
  if (kind === 'logo') {
    shapes.push(`<circle cx="${width / 2}" cy="${height / 2}" r="${width / 3}" fill="#ffffff" fill-opacity="0.85"/>`);
    shapes.push(
      `<rect x="${width / 2 - 40}" y="${height / 2 - 40}" width="80" height="80" rx="16" fill="${from}" transform="rotate(${rng.int(0, 45)} ${width / 2} ${height / 2})"/>`,
    );
  } else {
    const ground = Math.round(height * (kind === 'panorama' ? 0.6 : 0.72));
    for (let i = 0; i < 9; i += 1) {
      const w = rng.int(50, 140);
      const h = rng.int(120, ground - 40);
      const x = rng.int(0, width - w);
      shapes.push(`<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="#ffffff" fill-opacity="${(0.15 + rng.next() * 0.3).toFixed(2)}"/>`);
    }
    shapes.push(`<rect x="0" y="${ground}" width="${width}" height="${height - ground}" fill="#2f3542" fill-opacity="0.55"/>`);
    for (let i = 0; i < (kind === 'case' ? 7 : 4); i += 1) {
      const x = rng.int(20, width - 140);
      const y = ground - rng.int(30, 90);
      const color = PALETTES[rng.int(0, PALETTES.length - 1)]![0];
      shapes.push(`<polygon points="${x},${y + 20} ${x + 60},${y - 20} ${x + 120},${y + 20}" fill="${color}"/>`);
      shapes.push(`<rect x="${x + 10}" y="${y + 20}" width="100" height="60" fill="#ffffff" fill-opacity="0.9"/>`);
    }
    shapes.push(`<circle cx="${rng.int(60, width - 60)}" cy="${rng.int(40, 120)}" r="${rng.int(25, 45)}" fill="#fff7d6" fill-opacity="0.9"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`;
}

const SIZES: Record<DemoImageKind, [number, number]> = {
  venue: [1000, 800],
  case: [1000, 800],
  community: [1000, 800],
  logo: [240, 240],
  panorama: [2048, 1024],
};

/** `venue-01.jpg` → `venue-01-thumb.webp`, `venue-01-w640.webp`, … (the names @vm/domain/image-variants gives the web). */
export function demoImageVariantName(name: string, width: ImageVariantWidth): string {
  return name.replace(/\.[a-z]+$/, imageVariantSuffix(width));
}

async function writeAtomically(file: string, draw: (temporary: string) => Promise<unknown>): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await draw(temporary);
  fs.renameSync(temporary, file);
}

/**
 * Draws every pool picture that is not on disk yet, and its WebP variants (the pages ask for the
 * 320/640/1280 px variant that fits, through `srcset`); returns how many files were written.
 */
export async function ensureDemoImages(dataDir: string): Promise<number> {
  const dir = demoImagesDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const jobs: Promise<unknown>[] = [];
  let written = 0;
  // Only when a picture is missing (the first start): a restart finds them all and never loads sharp.
  const loadSharp = () => import('sharp').then((loaded) => loaded.default);
  let sharpModule: ReturnType<typeof loadSharp> | undefined;
  for (const kind of Object.keys(DEMO_IMAGE_POOLS) as DemoImageKind[]) {
    for (let index = 0; index < DEMO_IMAGE_POOLS[kind]; index += 1) {
      const name = demoImageName(kind, index);
      const file = path.join(dir, name);
      const missingVariants = IMAGE_VARIANT_WIDTHS.filter((width) => !fs.existsSync(path.join(dir, demoImageVariantName(name, width))));
      if (fs.existsSync(file) && missingVariants.length === 0) continue;
      const [width, height] = SIZES[kind];
      jobs.push(
        (async () => {
          const sharp = await (sharpModule ??= loadSharp());
          if (!fs.existsSync(file)) {
            await writeAtomically(file, (temporary) =>
              sharp(Buffer.from(svgFor(kind, index, width, height)))
                .jpeg({ quality: 80 })
                .toFile(temporary),
            );
            written += 1;
          }
          for (const variantWidth of missingVariants) {
            await writeAtomically(path.join(dir, demoImageVariantName(name, variantWidth)), (temporary) =>
              sharp(file).resize({ width: variantWidth, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toFile(temporary),
            );
            written += 1;
          }
        })(),
      );
    }
  }
  await Promise.all(jobs);
  return written;
}
