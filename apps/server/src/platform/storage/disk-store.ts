import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileStore, StoredObject } from './file-store';
import { isStorageKey } from './storage-keys';

/**
 * Files on local disk under `<DATA_DIR>/uploads/<key>`, outside the web root. Writes go to a temporary
 * name first and are renamed into place, so a reader never sees half a file.
 */
export function createDiskStore(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'uploads');

  function pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    const file = path.resolve(root, key);
    // The key pattern already excludes '..'; this guards the join itself.
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key escapes the store: ${key}`);
    return file;
  }

  return {
    kind: 'disk',
    async put(key, body) {
      const file = pathOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.part`;
      try {
        await fs.promises.writeFile(temporary, body, { flag: 'wx' });
        await fs.promises.rename(temporary, file);
      } catch (error) {
        await fs.promises.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      if (!isStorageKey(key)) return null;
      const file = pathOf(key);
      try {
        const stat = await fs.promises.stat(file);
        if (!stat.isFile()) return null;
        return { body: fs.createReadStream(file), size: stat.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `/files/${key}`,
  };
}
