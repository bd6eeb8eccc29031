import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';
import { picture, storedFiles, tokenFor, upload } from './test/upload-fixtures';

/**
 * A local stand-in for an S3 endpoint: keeps PUT bodies by path, answers GET and DELETE, and can be
 * told to fail PUTs. It does not check signatures (s3-store.test.ts covers the signing); it shows the
 * app's use of the store: what is written, served through /files and cleaned up after a failure.
 */
const objects = new Map<string, { body: Buffer; type: string }>();
const log: string[] = [];
let failPutsAfter = Number.POSITIVE_INFINITY;
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const url = request.url ?? '';
    const signed = request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ') ? 'signed' : 'unsigned';
    // S3 refuses a PUT without Content-Length (no chunked uploads without extra signing).
    const length = request.method === 'PUT' ? ` length=${request.headers['content-length']}` : '';
    log.push(`${request.method} ${url} ${signed}${length}`);
    if (request.method === 'PUT') {
      if (failPutsAfter <= 0) {
        response.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
        return;
      }
      failPutsAfter -= 1;
      objects.set(url, { body: Buffer.concat(chunks), type: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(url);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(url);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
});

let t: TestContext;
let dataDir: string;
let buyer: { userId: number; token: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-uploads-s3-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    UPLOAD_STORE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'vm-test',
    S3_ACCESS_KEY_ID: 'AKIDTEST',
    S3_SECRET_ACCESS_KEY: 'secret-for-tests',
  });
  buyer = await loginAs(t, '13800003001');
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  log.length = 0;
  failPutsAfter = Number.POSITIVE_INFINITY;
});

describe('uploads with UPLOAD_STORE=s3', () => {
  it('writes the original and its WebP variants to the bucket, none to disk, and serves them through /files', async () => {
    const png = await picture('png', 640, 480);
    // A public bucket (review photos): transfer proofs are served through signed links (uploads.test.ts).
    const token = await tokenFor(t, buyer.token, 'comment');
    const response = await upload(t, buyer.token, [
      { name: 'token', value: token },
      { name: 'file', filename: 'a.png', data: png },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { url, thumbnail_url: thumbnailUrl } = response.json().result;
    const key = url.replace('/files/', '');
    const variants = ['-thumb.webp', '-w640.webp', '-w1280.webp'].map((suffix) => `/vm-test/${key.replace('.png', suffix)}`);
    expect(log).toEqual([
      `PUT /vm-test/${key} signed length=${png.length}`,
      ...variants.map((variant) => `PUT ${variant} signed length=${objects.get(variant)?.body.length}`),
    ]);
    expect(objects.get(`/vm-test/${key}`)?.body.equals(png)).toBe(true);
    expect(storedFiles(dataDir)).toEqual([]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: thumbnailUrl })).headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{32}/, '0'.repeat(32)) })).statusCode).toBe(404);
  });

  it('answers 503 in Chinese when the store fails, removing what was already written', async () => {
    failPutsAfter = 1;
    const before = objects.size;
    const token = await tokenFor(t, buyer.token, 'voucher');
    const response = await upload(t, buyer.token, [
      { name: 'token', value: token },
      { name: 'file', filename: 'a.png', data: await picture('png') },
    ]);
    expect(response.statusCode).toBe(503);
    expect(response.json().msg).toBe('上传失败，请重试');
    expect(log.map((line) => line.split(' ')[0])).toEqual(['PUT', 'PUT', 'DELETE']);
    expect(objects.size).toBe(before);
    expect((await t.deps.pool.query('select count(*)::int as n from uploaded_files')).rows[0].n).toBe(1);
  });

  it('refuses to start with UPLOAD_STORE=s3 but no bucket or keys', () => {
    expect(() => loadConfig({ UPLOAD_STORE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/UPLOAD_STORE=s3 needs/);
  });
});
