import { eq } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';

/** The name a stored file was uploaded with (its download name), or null for an unknown key. */
export function originalNameReader(deps: Pick<AppDeps, 'db'>) {
  return async (storageKey: string): Promise<string | null> => {
    const [row] = await deps.db.select({ name: uploadedFiles.originalName }).from(uploadedFiles).where(eq(uploadedFiles.storageKey, storageKey));
    return row?.name ?? null;
  };
}
