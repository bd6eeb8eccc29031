import sharp from 'sharp';
import { THUMBNAIL_WIDTH } from '@vm/domain/upload-rules';

/** Large enough for a 10000×10000 design image, small enough that a decompression bomb is refused. */
const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Decodes an image fully and draws a THUMBNAIL_WIDTH-wide webp of it (first frame of an animation,
 * turned upright by its EXIF orientation, never enlarged). Decoding the whole image is also the check
 * that a file with a picture's signature really is a picture: it throws for anything broken.
 */
export async function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}
