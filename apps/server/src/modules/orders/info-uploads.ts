import type { OrderInfoFields } from '@vm/contracts/order-payload';
import type { UploadBucket } from '@vm/domain/upload-rules';
import type { Queryable } from '../../platform/db/with-transaction';
import { assertOwnUploads } from '../uploads';

type FileField = 'design_files' | 'licence_images' | 'licence_files' | 'brand_authorizations' | 'images';

/** Where each file field of the supplementary information must have been uploaded (uploads-contract buckets). */
const FILE_FIELDS: readonly { field: FileField; bucket: UploadBucket; urls: (fields: OrderInfoFields) => readonly string[] }[] = [
  { field: 'design_files', bucket: 'design', urls: (fields) => fields.design_files.map((file) => file.url) },
  { field: 'licence_images', bucket: 'licence', urls: (fields) => fields.licence_images },
  { field: 'licence_files', bucket: 'licence', urls: (fields) => fields.licence_files },
  { field: 'brand_authorizations', bucket: 'order', urls: (fields) => fields.brand_authorizations },
  { field: 'images', bucket: 'order', urls: (fields) => fields.images },
];

/**
 * The checkout's and the provide-info form's file fields: every URL must be the buyer's own upload into
 * that field's bucket, so an order cannot show (and hand suppliers) someone else's licence or files
 * from elsewhere. 422 `请上传本人上传的文件` on the field as the client named it.
 */
export async function assertOwnInfoUploads(client: Queryable, userId: number, fields: OrderInfoFields): Promise<void> {
  for (const { field, bucket, urls } of FILE_FIELDS) await assertOwnUploads(client, userId, urls(fields), bucket, field);
}
