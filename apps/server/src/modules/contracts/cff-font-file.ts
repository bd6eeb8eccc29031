import { PDFDict, PDFName, PDFRawStream, PDFStream, type PDFDocument, type PDFFont, type PDFRef } from 'pdf-lib';

/**
 * pdf-lib embeds every custom font as a TrueType CID font (`/CIDFontType2`, `/FontFile2`, a CIDToGIDMap) even
 * when the file has CFF outlines, as Noto Sans SC does; poppler then warns "Mismatch between font type and
 * embedded font file" on every page and Acrobat may refuse the font. These two functions make the PDF say what
 * the file is: a CID-keyed CFF font in an OpenType wrapper (`/CIDFontType0`, `/FontFile3 /Subtype /OpenType`).
 */

/**
 * The subset with CID = glyph id: its CFF charset rewritten in place as one range (format 2: CIDs 1 … n−1 for
 * glyphs 1 … n−1). pdf-lib writes glyph ids into the page text; with an identity charset a reader that maps
 * CIDs through the charset (as `/CIDFontType0` asks) finds the same glyphs as one that uses them directly.
 */
export function withIdentityCharset(otf: Buffer): Buffer {
  const font = Buffer.from(otf);
  if (font.toString('latin1', 0, 4) !== 'OTTO') return font;
  const tables = font.readUInt16BE(4);
  let cff = -1;
  for (let i = 0; i < tables; i++) if (font.toString('latin1', 12 + 16 * i, 16 + 16 * i) === 'CFF ') cff = font.readUInt32BE(12 + 16 * i + 8);
  if (cff < 0) return font;
  const top = topDict(font, cff);
  const charset = top.get(15);
  const charStrings = top.get(17);
  if (!top.has(0x0c1e) || charset === undefined || charStrings === undefined || charset < 3) return font; // not CID-keyed: nothing to do
  const glyphs = font.readUInt16BE(cff + charStrings);
  const formatSize = charsetSize(font, cff + charset, glyphs);
  if (glyphs < 2 || formatSize < 5) return font;
  font.writeUInt8(2, cff + charset);
  font.writeUInt16BE(1, cff + charset + 1);
  font.writeUInt16BE(glyphs - 2, cff + charset + 3);
  // The table checksum is not verified by PDF readers; the font's own head.checkSumAdjustment is left as is.
  return font;
}

/** The operators of the CFF's Top DICT that hold integers (two-byte operators as 0x0cXX), by their last operand. */
function topDict(font: Buffer, cff: number): Map<number, number> {
  let p = cff + font.readUInt8(cff + 2);
  p = skipIndex(font, p); // Name INDEX
  const count = font.readUInt16BE(p);
  const offSize = font.readUInt8(p + 2);
  const offset = (i: number) => font.readUIntBE(p + 3 + i * offSize, offSize);
  const base = p + 3 + (count + 1) * offSize - 1;
  const start = base + offset(0);
  const end = base + offset(1);
  const ops = new Map<number, number>();
  let operands: number[] = [];
  for (let i = start; i < end;) {
    const b = font.readUInt8(i);
    if (b <= 21) {
      const op = b === 12 ? 0x0c00 | font.readUInt8(i + 1) : b;
      i += b === 12 ? 2 : 1;
      if (operands.length) ops.set(op, operands[operands.length - 1]!);
      else ops.set(op, 0);
      operands = [];
    } else if (b === 28) {
      operands.push(font.readInt16BE(i + 1));
      i += 3;
    } else if (b === 29) {
      operands.push(font.readInt32BE(i + 1));
      i += 5;
    } else if (b === 30) {
      i += 1;
      while (true) {
        const nibbles = font.readUInt8(i++);
        if ((nibbles & 0x0f) === 0x0f || nibbles >> 4 === 0x0f) break;
      }
      operands.push(0);
    } else if (b >= 32 && b <= 246) {
      operands.push(b - 139);
      i += 1;
    } else if (b >= 247 && b <= 250) {
      operands.push((b - 247) * 256 + font.readUInt8(i + 1) + 108);
      i += 2;
    } else if (b >= 251 && b <= 254) {
      operands.push(-(b - 251) * 256 - font.readUInt8(i + 1) - 108);
      i += 2;
    } else i += 1;
  }
  return ops;
}

function skipIndex(font: Buffer, p: number): number {
  const count = font.readUInt16BE(p);
  if (count === 0) return p + 2;
  const offSize = font.readUInt8(p + 2);
  const last = font.readUIntBE(p + 3 + count * offSize, offSize);
  return p + 3 + (count + 1) * offSize - 1 + last;
}

/** Bytes the charset at `at` occupies (formats 0, 1 and 2), so the identity range is written only where it fits. */
function charsetSize(font: Buffer, at: number, glyphs: number): number {
  const format = font.readUInt8(at);
  if (format === 0) return 1 + 2 * (glyphs - 1);
  const rangeSize = format === 1 ? 3 : 4;
  let covered = 1;
  let p = at + 1;
  while (covered < glyphs) {
    covered += 1 + (format === 1 ? font.readUInt8(p + 2) : font.readUInt16BE(p + 2));
    p += rangeSize;
  }
  return p - at;
}

/** After `doc.flush()`: `font`'s descendant declared as the CFF OpenType CID font it is (see above). */
export function declareCffFont(doc: PDFDocument, font: PDFFont): void {
  const type0 = doc.context.lookup(font.ref, PDFDict);
  const descendants = type0.lookup(PDFName.of('DescendantFonts'));
  const cidFont = (descendants as unknown as { lookup(index: number, type: typeof PDFDict): PDFDict }).lookup(0, PDFDict);
  cidFont.set(PDFName.of('Subtype'), PDFName.of('CIDFontType0'));
  cidFont.delete(PDFName.of('CIDToGIDMap'));
  const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict);
  const fileRef = descriptor.get(PDFName.of('FontFile2')) as PDFRef | undefined;
  if (!fileRef) return;
  descriptor.delete(PDFName.of('FontFile2'));
  descriptor.set(PDFName.of('FontFile3'), fileRef);
  const file = doc.context.lookup(fileRef);
  if (file instanceof PDFRawStream || file instanceof PDFStream) file.dict.set(PDFName.of('Subtype'), PDFName.of('OpenType'));
}
