import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { contractFontFor } from './contract-font';

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

/**
 * The contract as an A4 PDF in Chinese: the title, the filled paragraphs, the parties' signature
 * block and a footer with the contract number and page count. Saved with a classic cross-reference
 * table (no object streams), so signatures can be appended as incremental updates.
 */
export async function renderContractPdf(layout: ContractLayout): Promise<Buffer> {
  const signatureLines = [
    `出租方（甲方）：${layout.parties.supplier}`,
    '电子签名：以本文件所附数字签名为准',
    `承租方（乙方）：${layout.parties.buyer}`,
    '电子签名：以本文件所附数字签名为准',
    `平台方（丙方）：${layout.parties.platform}`,
  ];
  const footerSample = `合同编号：${layout.contractNum}\u3000第 0123456789 页 / 共 页`;
  const allText = [layout.title, ...layout.paragraphs, ...signatureLines, footerSample].join('');

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await contractFontFor(allText), { subset: false });
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

  newPageIfNeeded(LINE_HEIGHT * (signatureLines.length + 2));
  y -= LINE_HEIGHT;
  for (const line of signatureLines) {
    page.drawText(line, { x: PAGE.margin, y: y - BODY_SIZE, size: BODY_SIZE, font, color: line.startsWith('电子签名') ? MUTED : INK });
    y -= LINE_HEIGHT;
  }

  const pages = doc.getPages();
  pages.forEach((each, index) => {
    const footer = `合同编号：${layout.contractNum}\u3000第 ${index + 1} 页 / 共 ${pages.length} 页`;
    const width = font.widthOfTextAtSize(footer, FOOTER_SIZE);
    each.drawText(footer, { x: (PAGE.width - width) / 2, y: PAGE.margin / 2, size: FOOTER_SIZE, font, color: MUTED });
  });

  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
