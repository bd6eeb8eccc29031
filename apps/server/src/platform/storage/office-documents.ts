import { inflateRawSync } from 'node:zlib';
import type { OfficeKind } from '@vm/domain/upload-rules';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The main part's content type in `[Content_Types].xml` of each OOXML document kind (ECMA-376 / ISO 29500). */
const OOXML_MAIN: readonly [OfficeKind, RegExp][] = [
  [
    'docx',
    /application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.(?:document|template)\.main\+xml|application\/vnd\.ms-word\.(?:document|template)\.macroEnabled(?:Template)?\.main\+xml/,
  ],
  [
    'xlsx',
    /application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.(?:sheet|template)\.main\+xml|application\/vnd\.ms-excel\.(?:sheet|template)\.macroEnabled\.main\+xml/,
  ],
  [
    'pptx',
    /application\/vnd\.openxmlformats-officedocument\.presentationml\.(?:presentation|slideshow|template)\.main\+xml|application\/vnd\.ms-powerpoint\.(?:presentation|slideshow|template)\.macroEnabled\.main\+xml/,
  ],
];

/** The largest `[Content_Types].xml` read (real ones are a few kilobytes). */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

/**
 * An OOXML document (docx, xlsx, pptx): a ZIP whose central directory lists `[Content_Types].xml`, and
 * that part names the document's main part type. A ZIP without it (a program or archive renamed .docx)
 * is not a document. Reads the end-of-central-directory record, the central directory and that one entry.
 */
function ooxmlKind(bytes: Buffer): OfficeKind | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  // End of central directory: the last record with its signature, within the 64 KB comment window.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name !== '[Content_Types].xml') continue;
    if (size > MAX_CONTENT_TYPES_BYTES || localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== 0x04034b50) return null;
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    let xml: string;
    try {
      xml = (method === 8 ? inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES }) : method === 0 ? data : Buffer.alloc(0)).toString('utf8');
    } catch {
      return null;
    }
    return OOXML_MAIN.find(([, main]) => main.test(xml))?.[0] ?? null;
  }
  return null;
}

/** UTF-16LE bytes of a compound-file directory entry's name. */
const utf16 = (name: string) => Buffer.from(name, 'utf16le');
const OLE_STREAMS: readonly [OfficeKind, Buffer[]][] = [
  ['doc', [utf16('WordDocument')]],
  ['xls', [utf16('Workbook'), utf16('Book\u0000')]],
  ['ppt', [utf16('PowerPoint Document')]],
];

/**
 * A legacy Office document (doc, xls, ppt): a Compound File (OLE2 signature, a sane header) whose
 * directory holds the application's main stream: WordDocument, Workbook (or Book), PowerPoint Document.
 */
function ole2Kind(bytes: Buffer): OfficeKind | null {
  if (bytes.length < 512 || !OLE2.every((byte, index) => bytes[index] === byte)) return null;
  // Byte order mark 0xFFFE and a sector shift of 9 (512) or 12 (4096), as [MS-CFB] requires.
  const sectorShift = bytes.readUInt16LE(30);
  if (bytes.readUInt16LE(28) !== 0xfffe || (sectorShift !== 9 && sectorShift !== 12)) return null;
  for (const [kind, names] of OLE_STREAMS) if (names.some((name) => bytes.includes(name))) return kind;
  return null;
}

/** What office document the bytes are, by their content alone; null for anything else. */
export function officeKind(bytes: Uint8Array): OfficeKind | null {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return ooxmlKind(buffer) ?? ole2Kind(buffer);
}
