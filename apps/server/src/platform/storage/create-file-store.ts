import type { Config } from '../../config';
import { createDiskStore } from './disk-store';
import type { FileStore } from './file-store';
import { createS3Store } from './s3-store';

const stores = new WeakMap<Config, FileStore>();

/**
 * The upload store the configuration asks for, one per loaded configuration, so the uploads routes
 * and the files route share it without threading it through every dependency list.
 */
export function fileStoreFor(config: Config): FileStore {
  let store = stores.get(config);
  if (!store) {
    store =
      config.UPLOAD_STORE === 's3'
        ? createS3Store({
            endpoint: config.S3_ENDPOINT!,
            bucket: config.S3_BUCKET!,
            region: config.S3_REGION,
            accessKeyId: config.S3_ACCESS_KEY_ID!,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
            publicUrl: config.S3_PUBLIC_URL,
            pathStyle: !config.S3_VIRTUAL_HOSTED,
          })
        : createDiskStore(config.dataDir);
    stores.set(config, store);
  }
  return store;
}
