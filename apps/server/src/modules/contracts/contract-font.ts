import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The contract's CJK font: Noto Sans SC (Source Han Sans, SIL OFL) as shipped inside the npm package
 * `@embedpdf/fonts-sc`, so a fresh machine needs no system font. The 8 MB OpenType file is cut down by
 * harfbuzz (hb-subset) to the characters one contract uses (about 80 KB) before pdf-lib embeds it:
 * pdf-lib's own subsetting of CFF-outline fonts produces a font PDF readers reject.
 */
const require = createRequire(import.meta.url);
/** harfbuzz hb-subset (the package ships no types): `font` reduced to the glyphs of `text`. */
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: { targetFormat: 'sfnt' }) => Promise<Buffer>;
export const CONTRACT_FONT_FILE = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts', 'NotoSansHans-Regular.otf');

let fontFile: Promise<Buffer> | undefined;

/** The font reduced to the characters of `text` (plus ASCII digits and punctuation). */
export async function contractFontFor(text: string): Promise<Buffer> {
  fontFile ??= readFile(CONTRACT_FONT_FILE).catch((error: unknown) => {
    fontFile = undefined;
    throw error;
  });
  const ascii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');
  return subsetFont(await fontFile, `${ascii}${text}`, { targetFormat: 'sfnt' });
}
