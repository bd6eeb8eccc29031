import { describe, expect, it } from 'vitest';
import { ole2, ooxml, PROGRAM, ZIPPED_PROGRAM, zipOf } from './office-fixtures';
import { sniffUploadKind } from './sniff-content';

describe('office documents by content', () => {
  it.each(['docx', 'xlsx', 'pptx'] as const)('recognises a %s by its [Content_Types].xml main part', (kind) => {
    expect(sniffUploadKind(ooxml(kind))).toBe(kind);
  });

  it.each([
    ['doc', 'WordDocument'],
    ['xls', 'Workbook'],
    ['ppt', 'PowerPoint Document'],
  ] as const)('recognises a %s compound file by its %s stream', (kind, stream) => {
    expect(sniffUploadKind(ole2(stream))).toBe(kind);
  });

  it('refuses a program, a zipped program, a zip with a foreign content type and a bare compound file', () => {
    expect(sniffUploadKind(PROGRAM)).toBeNull();
    expect(sniffUploadKind(ZIPPED_PROGRAM)).toBeNull();
    expect(sniffUploadKind(zipOf({ '[Content_Types].xml': '<Types><Override PartName="/x" ContentType="application/x-msdownload"/></Types>' }))).toBeNull();
    expect(sniffUploadKind(ole2('Nothing Known'))).toBeNull();
    expect(sniffUploadKind(ooxml('docx').subarray(0, 40))).toBeNull();
  });
});
