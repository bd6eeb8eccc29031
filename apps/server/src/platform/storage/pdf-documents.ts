const tail = (bytes: Uint8Array, length: number) => Buffer.from(bytes.subarray(Math.max(0, bytes.length - length))).toString('latin1');

/**
 * Whether `bytes` is a PDF by its structure, not only its first bytes (docs/spec/api.md "Hardening, second
 * round — fixed"): the file ends with `%%EOF` after a `startxref` (a cross-reference table or stream to
 * find the objects by), and pdf-lib — the library the contracts module signs with — parses it into a
 * document with at least one page. A `%PDF-` stub, a truncated or padded file is not one.
 */
export async function isStructurallyPdf(bytes: Uint8Array): Promise<boolean> {
  const end = tail(bytes, 2048);
  if (!/startxref\s+\d+\s+%%EOF\s*$/.test(end)) return false;
  try {
    // Loaded on the first PDF upload, not at start.
    const { PDFDocument } = await import('pdf-lib');
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
