import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFHexString, PDFName, PDFString, rgb, type PDFFont, type PDFPage, type PDFRef } from 'pdf-lib';
import { declareCffFont, withIdentityCharset } from './cff-font-file';
import { contractFontFor } from './contract-font';
import { SEAL_FIELD } from './seal-appearance';

export interface ContractLayout {
  title: string;
  /** Filled paragraphs of the template, one a line (packages/domain fillContractTemplate). */
  paragraphs: string[];
  contractNum: string;
  /** Printed in the signature block. */
  parties: { supplier: string; buyer: string; platform: string };
  /** The document's creation date (its metadata; the clock in tests). */
  createdAt: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const BODY_SIZE = 10.5;
const LINE_HEIGHT = 18;
const TITLE_SIZE = 18;
const FOOTER_SIZE = 8;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.45, 0.45, 0.45);

/** `text` broken into lines no wider than `width` (CJK text breaks anywhere; a Latin word stays whole when it fits). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = text.match(/[A-Za-z0-9.,:;%¥\-/()@_+]+|./gsu) ?? [];
  for (const token of tokens) {
    const candidate = line + token;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A token wider than a line on its own is cut by character.
    for (const char of token) {
      if (font.widthOfTextAtSize(line + char, size) > width && line) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/** The names of the parties' signature fields; each party's seal is drawn into its own when it signs. */
export const SIGNATURE_FIELDS = { supplier: 'supplier_signature', buyer: 'buyer_signature' } as const;

/**
 * The contract as an A4 PDF in Chinese: the title, the filled paragraphs, the parties' signature
 * block and a footer with the contract number and page count. Saved with a classic cross-reference
 * table (no object streams), so signatures can be appended as incremental updates.
 */
export async function renderContractPdf(layout: ContractLayout): Promise<Buffer> {
  const parties = [
    { label: `出租方（甲方）：${layout.parties.supplier}`, field: SIGNATURE_FIELDS.supplier, tooltip: '出租方签章' },
    { label: `承租方（乙方）：${layout.parties.buyer}`, field: SIGNATURE_FIELDS.buyer, tooltip: '承租方签章' },
  ];
  const signatureLines = [...parties.map((party) => party.label), '签章：', `平台方（丙方）：${layout.parties.platform}`];
  const footerSample = `合同编号：${layout.contractNum}\u3000第 0123456789 页 / 共 页`;
  const allText = [layout.title, ...layout.paragraphs, ...signatureLines, footerSample].join('');

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(withIdentityCharset(await contractFontFor(allText)), { subset: false });
  doc.setTitle(`${layout.title} ${layout.contractNum}`);
  doc.setLanguage('zh-CN');
  doc.setCreator('场地通');
  doc.setProducer('场地通 · pdf-lib');
  doc.setCreationDate(layout.createdAt);
  doc.setModificationDate(layout.createdAt);

  const textWidth = PAGE.width - PAGE.margin * 2;
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const newPageIfNeeded = (needed: number) => {
    if (y - needed >= PAGE.margin + 20) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };

  const titleWidth = font.widthOfTextAtSize(layout.title, TITLE_SIZE);
  page.drawText(layout.title, { x: (PAGE.width - titleWidth) / 2, y: y - TITLE_SIZE, size: TITLE_SIZE, font, color: INK });
  y -= TITLE_SIZE + 24;

  for (const paragraph of layout.paragraphs) {
    if (paragraph === '') {
      y -= LINE_HEIGHT / 2;
      continue;
    }
    for (const line of wrapText(paragraph, font, BODY_SIZE, textWidth)) {
      newPageIfNeeded(LINE_HEIGHT);
      page.drawText(line, { x: PAGE.margin, y: y - BODY_SIZE, size: BODY_SIZE, font, color: INK });
      y -= LINE_HEIGHT;
    }
    y -= 4;
  }

  // The signature block: each party's name and, under it, the empty place of its seal — a signature field
  // of real size that the party's signature fills with its seal and signing time (sealed-field-placeholder.ts).
  const columnWidth = textWidth / 2 - 12;
  const nameLines = parties.map((party) => wrapText(party.label, font, BODY_SIZE, columnWidth).slice(0, 3));
  const nameHeight = Math.max(...nameLines.map((lines) => lines.length)) * LINE_HEIGHT;
  newPageIfNeeded(LINE_HEIGHT + nameHeight + LINE_HEIGHT + SEAL_FIELD.height + LINE_HEIGHT * 2);
  y -= LINE_HEIGHT;
  const fields: PDFRef[] = [];
  parties.forEach((party, column) => {
    const x = PAGE.margin + column * (textWidth / 2);
    let lineY = y;
    for (const line of nameLines[column]!) {
      page.drawText(line, { x, y: lineY - BODY_SIZE, size: BODY_SIZE, font, color: INK });
      lineY -= LINE_HEIGHT;
    }
    const top = y - nameHeight;
    page.drawText('签章：', { x, y: top - BODY_SIZE, size: BODY_SIZE, font, color: MUTED });
    const rect = [x, top - LINE_HEIGHT - SEAL_FIELD.height, x + SEAL_FIELD.width, top - LINE_HEIGHT];
    const widget = doc.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      T: PDFString.of(party.field),
      TU: PDFHexString.fromText(party.tooltip),
      Rect: rect,
      F: 4,
      P: page.ref,
    });
    const ref = doc.context.register(widget);
    page.node.addAnnot(ref);
    fields.push(ref);
  });
  y -= nameHeight + LINE_HEIGHT + SEAL_FIELD.height + LINE_HEIGHT / 2;
  page.drawText(`平台方（丙方）：${layout.parties.platform}`, { x: PAGE.margin, y: y - BODY_SIZE, size: BODY_SIZE, font, color: INK });
  y -= LINE_HEIGHT;
  // SigFlags 3: the document has signatures, and is changed by appending only.
  doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: fields, SigFlags: 3 }));

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const footer = `合同编号：${layout.contractNum}\u3000第 ${index + 1} 页 / 共 ${pages.length} 页`;
    const width = font.widthOfTextAtSize(footer, FOOTER_SIZE);
    each.drawText(footer, { x: (PAGE.width - width) / 2, y: PAGE.margin / 2, size: FOOTER_SIZE, font, color: MUTED });
  });

  await doc.flush();
  declareCffFont(doc, font);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
