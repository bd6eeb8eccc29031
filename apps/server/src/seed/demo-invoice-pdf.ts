/**
 * A small, valid one-page PDF standing in for an issued invoice in the demo data and the tests (real
 * invoices come from the tax system and are uploaded by an operator). Latin text only: the built-in
 * Helvetica font has no Chinese glyphs, and embedding a CJK font would weigh megabytes.
 */
export function demoInvoicePdf(input: { orderNum: string; amountFen: number; title: string; issuedOn: string }): Buffer {
  const yuan = `${Math.floor(input.amountFen / 100)}.${String(input.amountFen % 100).padStart(2, '0')}`;
  const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const lines = [
    ['20', 'DEMO INVOICE - NOT VALID FOR TAX'],
    ['12', `Order: ${ascii(input.orderNum)}`],
    ['12', `Amount: CNY ${yuan}`],
    ['12', `Title: ${ascii(input.title)}`],
    ['12', `Issued: ${ascii(input.issuedOn)}`],
  ];
  const content = lines.map(([size, text], index) => `BT /F1 ${size} Tf 72 ${720 - index * 28} Td (${text}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
