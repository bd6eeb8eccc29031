import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskStore } from './disk-store';

const key = 'voucher/2026/11/0123456789abcdef0123456789abcdef.png';
const headers = { contentType: 'image/png', contentDisposition: 'inline', cacheControl: 'x' } as const;
let dataDir: string;

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('disk store', () => {
  it('writes under DATA_DIR/uploads/<key>, reads it back and deletes it, leaving no temporary file', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-disk-store-'));
    const store = createDiskStore(dataDir);
    await store.put(key, Buffer.from('bytes'), headers);
    expect(fs.readdirSync(path.join(dataDir, 'uploads/voucher/2026/11'))).toEqual([path.basename(key)]);
    const object = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect([Buffer.concat(chunks).toString(), object!.size]).toEqual(['bytes', 5]);
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(store.publicUrl(key)).toBe(`/files/${key}`);
  });

  it('refuses keys that are not of the generated shape', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-disk-store-'));
    const store = createDiskStore(dataDir);
    for (const bad of [
      '../x.png',
      'voucher/2026/11/../../../../etc/passwd',
      'voucher/2026/11/ABC.png',
      '/etc/passwd',
      'voucher/2026/11/0123456789abcdef0123456789abcdef.svg',
    ]) {
      await expect(store.put(bad, Buffer.from('x'), headers)).rejects.toThrow(/not a storage key/);
      expect(await store.get(bad)).toBeNull();
    }
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
  });
});
