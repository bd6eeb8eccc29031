import type { PDFNumber } from 'pdf-lib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFString, PDFHexString } from 'pdf-lib';
import { PDFObject, SUBFILTER_ADOBE_PKCS7_DETACHED, DEFAULT_BYTE_RANGE_PLACEHOLDER, removeTrailingNewLine } from '@signpdf/utils';

/**
 * The signature placeholder of one party, put into the empty signature field the contract was rendered with
 * (`/T (supplier_signature)`, `/T (buyer_signature)` on the last page, render-contract-pdf.ts), as an
 * incremental update: a new signature dictionary (`/V`) with its ByteRange and Contents placeholders for
 * @signpdf/signpdf to fill, a new appearance stream (`/AP /N`) that shows the party's seal, and the field's
 * widget written again with both. Nothing before the update changes, so an earlier signature stays valid.
 */

export interface SealedPlaceholderInput {
  pdf: Buffer;
  fieldName: string;
  reason: string;
  name: string;
  location: string;
  signingTime: Date;
  signatureLength: number;
  appName: string;
  /** Content stream of the appearance, drawn in the field's own box (0 0 width height). */
  appearance: string;
}

/** The widget of the signature field named `fieldName`, or null (a contract rendered before fields existed). */
async function findField(pdf: Buffer, fieldName: string): Promise<{ doc: PDFDocument; ref: PDFRef; dict: PDFDict; rect: number[] } | null> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fields = acroForm?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  if (!fields) return null;
  for (let i = 0; i < fields.size(); i += 1) {
    const ref = fields.get(i);
    if (!(ref instanceof PDFRef)) continue;
    const dict = doc.context.lookup(ref, PDFDict);
    const title = dict.get(PDFName.of('T'));
    const text = title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : '';
    if (text !== fieldName || dict.has(PDFName.of('V'))) continue;
    const rect = dict
      .lookup(PDFName.of('Rect'), PDFArray)
      .asArray()
      .map((value) => (value as PDFNumber).asNumber());
    return { doc, ref, dict, rect };
  }
  return null;
}

const offsetLine = (offset: number) => `${String(offset).padStart(10, '0')} 00000 n \n`;

/** `pdf` with the field filled with a signature placeholder and its visible appearance; null when the field is absent. */
export async function addSealedPlaceholder(input: SealedPlaceholderInput): Promise<Buffer | null> {
  const field = await findField(input.pdf, input.fieldName);
  if (!field) return null;
  const { doc, ref, dict, rect } = field;
  const source = removeTrailingNewLine(input.pdf);
  const prevXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(source.toString('latin1').slice(-64))?.[1]);
  if (!Number.isFinite(prevXref)) throw new Error('contract PDF without a startxref');
  let next = doc.context.largestObjectNumber + 1;
  const signatureNumber = next++;
  const appearanceNumber = next++;
  const width = Math.abs(rect[2]! - rect[0]!);
  const height = Math.abs(rect[3]! - rect[1]!);

  const signature = PDFObject.convert({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    ByteRange: [0, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.from(String.fromCharCode(0).repeat(input.signatureLength)),
    Reason: new String(input.reason),
    M: input.signingTime,
    ContactInfo: new String(''),
    Name: new String(input.name),
    Location: new String(input.location),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: input.appName } },
  });
  const content = Buffer.from(input.appearance, 'latin1');
  const appearance = `<< /Type /XObject /Subtype /Form /BBox [0 0 ${width} ${height}] /Resources << >> /Length ${content.length} >>\nstream\n`;

  dict.set(PDFName.of('V'), PDFRef.of(signatureNumber));
  dict.set(PDFName.of('AP'), doc.context.obj({ N: PDFRef.of(appearanceNumber) }));

  const parts: Buffer[] = [source];
  let length = source.length;
  const offsets = new Map<number, number>();
  const append = (objectNumber: number, body: Buffer) => {
    const head = Buffer.from(`\n${objectNumber} 0 obj\n`, 'latin1');
    offsets.set(objectNumber, length + 1);
    parts.push(head, body, Buffer.from('\nendobj\n', 'latin1'));
    length += head.length + body.length + 8;
  };
  append(signatureNumber, Buffer.from(signature, 'latin1'));
  append(appearanceNumber, Buffer.concat([Buffer.from(appearance, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]));
  append(ref.objectNumber, Buffer.from(dict.toString(), 'latin1'));

  const xrefAt = length + 1;
  const sections = [...offsets.entries()].sort(([a], [b]) => a - b).map(([number, offset]) => `${number} 1\n${offsetLine(offset)}`);
  const trailer = doc.context.trailerInfo;
  if (!trailer.Root) throw new Error('contract PDF without a /Root');
  const trailerEntries = [
    `/Size ${next}`,
    `/Root ${trailer.Root.toString()}`,
    trailer.Info ? `/Info ${trailer.Info.toString()}` : '',
    trailer.ID ? `/ID ${trailer.ID.toString()}` : '',
    `/Prev ${prevXref}`,
  ].filter(Boolean);
  parts.push(Buffer.from(`\nxref\n${sections.join('')}trailer\n<<\n${trailerEntries.join('\n')}\n>>\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
