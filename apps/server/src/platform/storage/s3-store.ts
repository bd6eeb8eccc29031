import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStore, StoredObject } from './file-store';
import { isStorageKey } from './storage-keys';

export interface S3StoreOptions {
  /** `https://s3.cn-north-1.amazonaws.com.cn`, `http://127.0.0.1:9000` (MinIO) … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://cdn.example.com/uploads`: objects are public there; unset: the server proxies `/files/…`. */
  publicUrl?: string;
  /** true: `<endpoint>/<bucket>/<key>`; false: `<bucket>.<endpoint host>/<key>`. */
  pathStyle: boolean;
  /** Per request; a stuck store must not hold an upload forever. */
  timeoutMs?: number;
}

/**
 * An S3-compatible object store (AWS S3, MinIO, COS/OSS S3 endpoints) over plain HTTPS with
 * Signature V4 (aws4fetch signs; Node's fetch sends). The payload hash is sent, so the store
 * verifies the body it received. `fetchImpl` lets a test read the signed requests without a network.
 */
export function createS3Store(options: S3StoreOptions, fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const endpoint = new URL(options.endpoint);
  const base = options.pathStyle
    ? `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}/${options.bucket}`
    : `${endpoint.protocol}//${options.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/$/, '')}`;
  const publicBase = options.publicUrl?.replace(/\/$/, '');

  function objectUrl(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return `${base}/${key}`;
  }

  async function send(method: string, key: string, init: { headers?: Record<string, string>; body?: Buffer } = {}): Promise<Response> {
    const payloadHash = createHash('sha256')
      .update(init.body ?? '')
      .digest('hex');
    const request = await client.sign(objectUrl(key), {
      method,
      headers: { ...init.headers, 'x-amz-content-sha256': payloadHash },
      body: init.body,
    });
    return fetchImpl(request, { signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
  }

  async function failed(what: string, response: Response): Promise<Error> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`S3 ${what} failed with ${response.status}: ${detail}`);
  }

  return {
    kind: 's3',
    async put(key, body, headers) {
      const response = await send('PUT', key, {
        body,
        headers: {
          'content-type': headers.contentType,
          'content-disposition': headers.contentDisposition,
          'cache-control': headers.cacheControl,
        },
      });
      if (!response.ok) throw await failed(`PUT ${key}`, response);
      await response.arrayBuffer().catch(() => undefined);
    },
    async get(key): Promise<StoredObject | null> {
      if (!isStorageKey(key)) return null;
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.arrayBuffer().catch(() => undefined);
        return null;
      }
      if (!response.ok || !response.body) throw await failed(`GET ${key}`, response);
      const size = Number(response.headers.get('content-length') ?? Number.NaN);
      return { body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), size };
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failed(`DELETE ${key}`, response);
      await response.arrayBuffer().catch(() => undefined);
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${key}` : `/files/${key}`),
  };
}
