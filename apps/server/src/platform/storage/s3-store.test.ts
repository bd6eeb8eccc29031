import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { createS3Store } from './s3-store';

const key = 'voucher/2026/11/0123456789abcdef0123456789abcdef.png';
const options = {
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'vm-uploads',
  region: 'cn-east-1',
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  pathStyle: true,
};

/** A store whose "network" records each signed request and answers with `answer`. */
function recording(answer: () => Response, extra: Partial<typeof options & { publicUrl: string }> = {}) {
  const requests: Request[] = [];
  const store = createS3Store({ ...options, ...extra }, async (input) => {
    requests.push(input as Request);
    return answer();
  });
  return { store, requests };
}

describe('S3 store (request shape, no network)', () => {
  it('PUTs the object path-style with a Signature V4 over the real payload hash and the serving headers', async () => {
    const { store, requests } = recording(() => new Response(null, { status: 200 }));
    const body = Buffer.from('fake png bytes');
    await store.put(key, body, { contentType: 'image/png', contentDisposition: 'inline', cacheControl: 'public, max-age=31536000, immutable' });
    const request = requests[0]!;
    expect(request.method).toBe('PUT');
    expect(request.url).toBe(`http://127.0.0.1:9000/vm-uploads/${key}`);
    expect(request.headers.get('content-type')).toBe('image/png');
    expect(request.headers.get('content-disposition')).toBe('inline');
    expect(request.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(request.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(body).digest('hex'));
    expect(request.headers.get('x-amz-date')).toMatch(/^\d{8}T\d{6}Z$/);
    const authorization = request.headers.get('authorization') ?? '';
    expect(authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-east-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect(authorization).toContain('x-amz-content-sha256');
    expect(Buffer.from(await request.arrayBuffer()).equals(body)).toBe(true);
  });

  it('addresses the bucket as a host in virtual-hosted style', async () => {
    const { store, requests } = recording(() => new Response(null, { status: 204 }));
    const virtual = createS3Store({ ...options, endpoint: 'https://s3.example.com', pathStyle: false }, async (input) => {
      requests.push(input as Request);
      return new Response(null, { status: 204 });
    });
    await virtual.delete(key);
    expect(requests[0]!.url).toBe(`https://vm-uploads.s3.example.com/${key}`);
    expect(requests[0]!.method).toBe('DELETE');
    await store.delete(key);
  });

  it('reads an object as a stream, and a missing one as null', async () => {
    const { store } = recording(() => new Response('hello', { status: 200, headers: { 'content-length': '5' } }));
    const object = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect([Buffer.concat(chunks).toString(), object!.size]).toEqual(['hello', 5]);
    const missing = recording(() => new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 }));
    expect(await missing.store.get(key)).toBeNull();
  });

  it('fails loudly on a refused write instead of pretending success', async () => {
    const { store } = recording(() => new Response('<Error><Code>SignatureDoesNotMatch</Code></Error>', { status: 403 }));
    await expect(store.put(key, Buffer.from('x'), { contentType: 'image/png', contentDisposition: 'inline', cacheControl: 'x' })).rejects.toThrow(
      /403.*SignatureDoesNotMatch/,
    );
  });

  it('never signs a request for a key outside the generated shape, and hands out public URLs', async () => {
    const { store, requests } = recording(() => new Response(null, { status: 200 }), { publicUrl: 'https://cdn.example.com/u/' });
    await expect(store.put('../etc/passwd', Buffer.from('x'), { contentType: 'image/png', contentDisposition: 'inline', cacheControl: 'x' })).rejects.toThrow();
    expect(await store.get('../etc/passwd')).toBeNull();
    expect(requests).toHaveLength(0);
    expect(store.publicUrl(key)).toBe(`https://cdn.example.com/u/${key}`);
    expect(recording(() => new Response(null)).store.publicUrl(key)).toBe(`/files/${key}`);
  });

  it('signs with a signer that reproduces the signature of AWS’s published S3 Signature V4 example', async () => {
    // "Example: GET Object" of the S3 API reference (sig-v4-header-based-auth): known inputs, known signature.
    const client = new AwsClient({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
    });
    const request = await client.sign('https://examplebucket.s3.amazonaws.com/test.txt', {
      method: 'GET',
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      aws: { datetime: '20130524T000000Z', allHeaders: true },
    });
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});
