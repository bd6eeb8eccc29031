import { describe, expect, it } from 'vitest';
import { UPLOAD_BUCKETS, bucketAccept, extensionAllowed, isUploadBucket, maxBytes, sanitizeFileName, tooLargeMessage, wrongTypeMessage } from './upload-rules';

describe('upload buckets', () => {
  it('carry the spec limits and messages', () => {
    expect(UPLOAD_BUCKETS.voucher).toMatchObject({ maxMegabytes: 3, maxCount: 10, countMessage: '最多上传10张凭证' });
    expect(UPLOAD_BUCKETS.design).toMatchObject({ maxMegabytes: 50, maxCount: 10, countMessage: '最多可上传10张效果图' });
    expect(UPLOAD_BUCKETS.licence).toMatchObject({ maxMegabytes: 8, maxCount: 5, countMessage: '最多可上传五张' });
    expect(UPLOAD_BUCKETS.order).toMatchObject({ maxMegabytes: 3, maxCount: 5, countMessage: '最多可上传五张' });
    expect(UPLOAD_BUCKETS.demand).toMatchObject({ maxCount: 12, countMessage: '最多可上传12张活动照片' });
    expect(UPLOAD_BUCKETS.avatar).toMatchObject({ maxCount: 1, countMessage: '只能上传一个' });
    expect(maxBytes('licence')).toBe(8 * 1024 * 1024);
    expect(tooLargeMessage('voucher')).toBe('上传的文件不能超过3M');
  });

  it('name the extensions a picker offers, jpg also as jpeg', () => {
    expect(bucketAccept('order')).toBe('.jpg,.jpeg,.png');
    expect(wrongTypeMessage('order')).toBe('只能上传jpg、jpeg、png格式的文件');
    expect(extensionAllowed('design', '效果图.PDF')).toBe(true);
    expect(extensionAllowed('voucher', '效果图.pdf')).toBe(false);
    expect(extensionAllowed('voucher', 'no-extension')).toBe(false);
  });

  it('know their names and nothing else', () => {
    expect(isUploadBucket('voucher')).toBe(true);
    expect(isUploadBucket('demo')).toBe(false);
    expect(isUploadBucket('toString')).toBe(false);
    expect(isUploadBucket('__proto__')).toBe(false);
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\张三\\转账凭证.png', '转账凭证.png'],
    ['evil\u202egnp.exe', 'evilgnp.exe'],
    ['a"b<c>d|e*f?g:h.png', 'abcdefgh.png'],
    ['  many   spaces\t\n.png ', 'many spaces.png'],
    ['', 'file'],
    ['/', 'file'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('shortens long names to 100 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'很'.repeat(150)}.pdf`);
    expect([...name]).toHaveLength(100);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
