import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from './catalogue-fixture';

let t: TestContext;
let f: CatalogueFixture;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'https://venues.example.com' });
  const supplier = await loginAs(t, '13900000001', ['property']);
  f = await seedTestCatalogue(t.deps.pool, supplier.userId);
});
afterAll(async () => t.close());

describe('GET /api/fields/{id}/applet_qrcode', () => {
  it('answers a PNG QR code of the venue’s mobile page', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/fields/${f.venues.P1}/applet_qrcode` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(240);
    const expected = await QRCode.toBuffer(`https://venues.example.com/fields/${f.venues.P1}?from=qrcode`, {
      type: 'png',
      width: 240,
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    expect(png.equals(expected)).toBe(true);
  });

  it('404s an unknown venue and a child venue, 422s a malformed id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/fields/99999999/applet_qrcode' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('场地不存在');
    expect((await t.app.inject({ method: 'GET', url: `/api/fields/${f.venues.P1a}/applet_qrcode` })).statusCode).toBe(404);
    expect([404, 422]).toContain((await t.app.inject({ method: 'GET', url: '/api/fields/abc/applet_qrcode' })).statusCode);
  });
});
