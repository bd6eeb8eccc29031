import { UPLOAD_BUCKETS, bucketExtensions, type UploadBucket } from '@vm/domain/upload-rules';

/** 支持jpg、jpeg、png格式，单个文件不超过3M，最多10张 (`unit` 张 for pictures, 个 for files). */
export function uploadHint(bucket: UploadBucket, limit: number, unit: '张' | '个'): string {
  return `支持${bucketExtensions(bucket).join('、')}格式，单个文件不超过${UPLOAD_BUCKETS[bucket].maxMegabytes}M，最多${limit}${unit}`;
}

/**
 * The thumbnail of an upload URL: the server stores a `-thumb.webp` beside every jpg/png/gif/webp
 * upload (ADR 0009); any other URL (demo pictures, pdf) is its own picture or has none, and so is a signed
 * link of a transfer proof or licence (`?exp=…&sig=…`: a thumbnail would need a signature of its own).
 */
export function thumbnailOf(url: string): string {
  return /\/[0-9a-f]{32}\.(?:jpg|png|gif|webp)$/.test(url) ? url.replace(/\.(?:jpg|png|gif|webp)$/, '-thumb.webp') : url;
}
