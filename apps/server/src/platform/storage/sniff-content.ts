import type { UploadKind } from '@vm/domain/upload-rules';
import { officeKind } from './office-documents';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

const readUint32LE = (bytes: Uint8Array, offset: number): number =>
  (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16) | (bytes[offset + 3]! << 24)) >>> 0;

/** BITMAPINFOHEADER and its relatives: the header sizes a real BMP carries at offset 14. */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * What a file is, judged by its first bytes only (the name and the declared type are never trusted).
 * Recognises the kinds uploads accept; anything else is null. The checks are the formats' own
 * signatures: JPEG SOI + marker, PNG's 8-byte signature, GIF87a/89a, RIFF….WEBP, BM + a known DIB
 * header size, %PDF-; office documents by their structure (office-documents.ts).
 */
export function sniffUploadKind(bytes: Uint8Array): UploadKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18 && BMP_DIB_HEADER_SIZES.has(readUint32LE(bytes, 14))) return 'bmp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return officeKind(bytes);
}
