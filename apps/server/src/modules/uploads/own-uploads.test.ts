import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error';
import { withTransaction } from '../../platform/db/with-transaction';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { assertOwnUploads, findForeignUploads } from './own-uploads';
import { picture, tokenFor, upload } from './test/upload-fixtures';

let t: TestContext;
let dataDir: string;
let buyer: { userId: number; token: string };
let other: { userId: number; token: string };

async function uploaded(session: { token: string }, bucket: string): Promise<string> {
  const token = await tokenFor(t, session.token, bucket);
  const response = await upload(t, session.token, [
    { name: 'token', value: token },
    { name: 'file', filename: 'a.png', data: await picture('png', 30, 30) },
  ]);
  // Transfer proofs and licences come back as signed links; the stored URL is the path.
  return (response.json().result.url as string).split('?')[0]!;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-own-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  buyer = await loginAs(t, '13800002001');
  other = await loginAs(t, '13800002002');
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('assertOwnUploads', () => {
  it('accepts the user’s own uploads of the bucket, also inside a transaction and with repeats', async () => {
    const urls = [await uploaded(buyer, 'voucher'), await uploaded(buyer, 'voucher')];
    await expect(assertOwnUploads(t.deps.pool, buyer.userId, [...urls, urls[0]!], 'voucher', 'voucher_image_url')).resolves.toBeUndefined();
    await withTransaction(t.deps.pool, (client) => assertOwnUploads(client, buyer.userId, urls, 'voucher', 'voucher_image_url'));
    await expect(assertOwnUploads(t.deps.pool, buyer.userId, [], 'voucher', 'voucher_image_url')).resolves.toBeUndefined();
  });

  it('refuses someone else’s upload, another bucket’s, a thumbnail and foreign URLs with 422 on the field', async () => {
    const mine = await uploaded(buyer, 'voucher');
    const theirs = await uploaded(other, 'voucher');
    const licence = await uploaded(buyer, 'licence');
    const thumbnail = mine.replace('.png', '-thumb.webp');
    for (const url of [theirs, licence, thumbnail, 'https://evil.example.com/a.png', '/files/demo/venue-01.jpg']) {
      const error = await refusal(assertOwnUploads(t.deps.pool, buyer.userId, [mine, url], 'voucher', 'voucher_image_url'));
      expect([error.status, error.userMessage, error.fieldErrors]).toEqual([422, '请上传本人上传的文件', { voucher_image_url: '请上传本人上传的文件' }]);
    }
    expect(await findForeignUploads(t.deps.pool, buyer.userId, [mine, theirs, licence], 'voucher')).toEqual([theirs, licence]);
  });

  it('refuses more files than the bucket allows with its count message', async () => {
    const url = await uploaded(buyer, 'order');
    const error = await refusal(
      assertOwnUploads(
        t.deps.pool,
        buyer.userId,
        Array.from({ length: 6 }, () => url),
        'order',
        'images',
      ),
    );
    expect([error.status, error.fieldErrors]).toEqual([422, { images: '最多可上传五张' }]);
  });
});
