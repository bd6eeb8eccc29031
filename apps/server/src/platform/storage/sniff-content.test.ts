import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sniffUploadKind } from './sniff-content';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } });

describe('sniffUploadKind', () => {
  it.each([
    ['jpg', () => pixel().jpeg().toBuffer()],
    ['png', () => pixel().png().toBuffer()],
    ['gif', () => pixel().gif().toBuffer()],
    ['webp', () => pixel().webp().toBuffer()],
  ] as const)('recognises real %s files made by an encoder', async (kind, make) => {
    expect(sniffUploadKind(await make())).toBe(kind);
  });

  it('recognises a BMP with a BITMAPINFOHEADER and a PDF', () => {
    const bmp = Buffer.alloc(58);
    bmp.write('BM', 0, 'ascii');
    bmp.writeUInt32LE(40, 14);
    expect(sniffUploadKind(bmp)).toBe('bmp');
    expect(sniffUploadKind(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('pdf');
  });

  it.each([
    ['text', Buffer.from('hello, this is not a picture')],
    ['html pretending to be an image', Buffer.from('<svg onload="alert(1)"><script>alert(1)</script></svg>')],
    ['empty', Buffer.alloc(0)],
    ['a cut-off PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['"BM" text without a bitmap header', Buffer.from('BM is a nice pair of letters')],
    ['RIFF that is a WAV, not a WEBP', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['a zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffUploadKind(bytes)).toBeNull();
  });
});
