/**
 * The upload buckets: what may be stored where, how big and how many (docs/spec/product-spec.md sections 5 and 9).
 * The server checks every upload against these and the web upload fields show the same limits and
 * messages. Sizes and counts come from `UPLOAD_LIMITS`, messages from `UPLOAD_MESSAGES`.
 */
import { REVIEW_MESSAGES, REVIEW_RULES } from './reviews';
import { UPLOAD_LIMITS } from './validation';
import { CHECKOUT_MESSAGES, DEMAND_MESSAGES, UPLOAD_MESSAGES } from './validation-messages';

/** A kind of content the server can recognise by its first bytes; the file extension it is stored under. */
export type UploadKind = 'jpg' | 'png' | 'gif' | 'webp' | 'bmp' | 'pdf' | OfficeKind;
/** Office documents (docs/spec/product-spec.md: xls, xlsx, doc, docx, ppt, pptx and pdf count as files). */
export type OfficeKind = 'doc' | 'docx' | 'xls' | 'xlsx' | 'ppt' | 'pptx';
export const OFFICE_KINDS: readonly OfficeKind[] = ['xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx'];

export const UPLOAD_KIND_TYPES: Record<UploadKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Kinds the server can decode and make a thumbnail of (sharp reads these; bmp it cannot). */
export const THUMBNAIL_KINDS: readonly UploadKind[] = ['jpg', 'png', 'gif', 'webp'];

const MB = 1024 * 1024;
const IMAGES: readonly UploadKind[] = ['jpg', 'png', 'gif', 'webp'];

export interface UploadBucketRules {
  /** What the files are, for messages and logs. */
  label: string;
  kinds: readonly UploadKind[];
  maxMegabytes: number;
  maxCount: number;
  /** Shown when a field would hold more than `maxCount` files. */
  countMessage: string;
  /**
   * Staff documents (an issued invoice): only operators upload them, `/files` never serves them, and
   * the URL handed out is an opaque reference, not the storage key; the owning endpoint streams the
   * file to whoever may read it.
   */
  private?: boolean;
  /**
   * Personal documents (transfer proofs, licences): linked like other uploads, but `/files` serves them
   * only through a short-lived signed link, which the API hands to those who may see them (the owner,
   * the suppliers concerned, staff), and never lets a shared cache keep them.
   */
  restricted?: boolean;
}

const defaultMegabytes = UPLOAD_LIMITS.default.megabytes;

export const UPLOAD_BUCKETS = {
  /** Offline-transfer proof images (1–10 per order). */
  voucher: {
    label: '转账凭证',
    kinds: IMAGES,
    maxMegabytes: UPLOAD_LIMITS.transferProofs.megabytes,
    maxCount: UPLOAD_LIMITS.transferProofs.count,
    countMessage: UPLOAD_MESSAGES.transferProofs,
    restricted: true,
  },
  /** An order's files: design files and effect images — images, pdf and office documents (xls, xlsx, doc, docx, ppt, pptx). */
  design: {
    label: '设计文件',
    kinds: [...IMAGES, 'bmp', 'pdf', ...OFFICE_KINDS],
    maxMegabytes: UPLOAD_LIMITS.effectImages.megabytes,
    maxCount: UPLOAD_LIMITS.effectImages.count,
    countMessage: UPLOAD_MESSAGES.effectImages,
  },
  /** Licence images of an order. */
  licence: {
    label: '证照图片',
    kinds: IMAGES,
    maxMegabytes: UPLOAD_LIMITS.licenceImages.megabytes,
    maxCount: UPLOAD_LIMITS.licenceImages.count,
    countMessage: CHECKOUT_MESSAGES.tooManyLicenceImages,
    restricted: true,
  },
  /** Order images and brand authorisations: .jpg .jpeg .png only (spec). */
  order: {
    label: '订单图片',
    kinds: ['jpg', 'png'],
    maxMegabytes: defaultMegabytes,
    maxCount: UPLOAD_LIMITS.orderImages.count,
    countMessage: UPLOAD_MESSAGES.orderImages,
  },
  /** Scene photos of a demand. */
  demand: {
    label: '活动照片',
    kinds: IMAGES,
    maxMegabytes: defaultMegabytes,
    maxCount: UPLOAD_LIMITS.demandImages.count,
    countMessage: DEMAND_MESSAGES.tooManyImages,
  },
  /** Photos and case photos of a supplier's venues and communities (cropped 5:4, 1000×800, on the web). */
  venue: {
    label: '场地照片',
    kinds: IMAGES,
    maxMegabytes: 5,
    maxCount: 20,
    countMessage: '最多可上传20张场地照片',
  },
  /** A venue's panorama (one equirectangular image). */
  panorama: {
    label: '全景图',
    kinds: ['jpg', 'png'],
    maxMegabytes: 20,
    maxCount: 1,
    countMessage: UPLOAD_MESSAGES.onlyOne,
  },
  /** Photos of a review (up to 9). */
  comment: {
    label: '评价图片',
    kinds: IMAGES,
    maxMegabytes: defaultMegabytes,
    maxCount: REVIEW_RULES.maxImages,
    countMessage: REVIEW_MESSAGES.tooManyImages,
  },
  /** Photos of after-sales cases, delivery proofs and deposit claims (up to 9 each). */
  evidence: {
    label: '凭证照片',
    kinds: IMAGES,
    maxMegabytes: defaultMegabytes,
    maxCount: 9,
    countMessage: '最多可上传9张图片',
  },
  /** Pictures in articles, activity cases and other operator content. */
  content: {
    label: '内容图片',
    kinds: IMAGES,
    maxMegabytes: 5,
    maxCount: 30,
    countMessage: '最多可上传30张图片',
  },
  /** A user's avatar: the spec's default of one file. */
  avatar: {
    label: '头像',
    kinds: IMAGES,
    maxMegabytes: defaultMegabytes,
    maxCount: UPLOAD_LIMITS.default.count,
    countMessage: UPLOAD_MESSAGES.onlyOne,
  },
  /** An issued invoice (PDF) uploaded by platform staff; the order's buyer downloads it through the invoices API. */
  invoice: {
    label: '发票文件',
    kinds: ['pdf'],
    maxMegabytes: 10,
    maxCount: 1,
    countMessage: UPLOAD_MESSAGES.onlyOne,
    private: true,
  },
} as const satisfies Record<string, UploadBucketRules>;

export type UploadBucket = keyof typeof UPLOAD_BUCKETS;
export const UPLOAD_BUCKET_NAMES = Object.keys(UPLOAD_BUCKETS) as UploadBucket[];

/** How long an upload token lets its user upload into its bucket. */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;

/** Width of generated thumbnails, in pixels (they keep the aspect ratio and are never enlarged). */
export { THUMBNAIL_WIDTH } from './image-variants';

export function isUploadBucket(value: unknown): value is UploadBucket {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_BUCKETS, value);
}

export function bucketRules(bucket: UploadBucket): UploadBucketRules {
  return UPLOAD_BUCKETS[bucket];
}

/** True for a bucket of staff documents (see {@link UploadBucketRules.private}). */
export function isPrivateBucket(bucket: string): boolean {
  return isUploadBucket(bucket) && (UPLOAD_BUCKETS[bucket] as UploadBucketRules).private === true;
}

/** True for a bucket of personal documents served only through signed links (see {@link UploadBucketRules.restricted}). */
export function isRestrictedBucket(bucket: string): boolean {
  return isUploadBucket(bucket) && (UPLOAD_BUCKETS[bucket] as UploadBucketRules).restricted === true;
}

/** The buckets of {@link isRestrictedBucket}. */
export const RESTRICTED_BUCKETS: readonly UploadBucket[] = (Object.keys(UPLOAD_BUCKETS) as UploadBucket[]).filter((bucket) => isRestrictedBucket(bucket));

export function maxBytes(bucket: UploadBucket): number {
  return UPLOAD_BUCKETS[bucket].maxMegabytes * MB;
}

/** The extensions a file picker may offer: jpg also as jpeg. */
export function bucketExtensions(bucket: UploadBucket): string[] {
  return UPLOAD_BUCKETS[bucket].kinds.flatMap((kind) => (kind === 'jpg' ? ['jpg', 'jpeg'] : [kind]));
}

/** The `accept` attribute of a file input for the bucket: `.jpg,.jpeg,.png`. */
export function bucketAccept(bucket: UploadBucket): string {
  return bucketExtensions(bucket)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** 只能上传jpg、jpeg、png格式的文件 */
export function wrongTypeMessage(bucket: UploadBucket): string {
  return UPLOAD_MESSAGES.wrongType(bucketExtensions(bucket));
}

/** 上传的文件不能超过3M */
export function tooLargeMessage(bucket: UploadBucket): string {
  return UPLOAD_MESSAGES.tooLarge(UPLOAD_BUCKETS[bucket].maxMegabytes);
}

/** The extension of a file name, lower-case, without the dot; '' when there is none. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : '';
}

/** A first check before uploading (the server decides by content): does the name's extension fit? */
export function extensionAllowed(bucket: UploadBucket, fileName: string): boolean {
  return bucketExtensions(bucket).includes(extensionOf(fileName));
}

export function isImageKind(kind: UploadKind): boolean {
  return kind !== 'pdf' && !(OFFICE_KINDS as readonly string[]).includes(kind);
}

/**
 * The original file name kept as metadata (never part of a path): the last path segment, without
 * control characters, bidi overrides or characters that break headers, at most 100 characters.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069"<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...cleaned];
  if (chars.length <= 100) return cleaned || 'file';
  const extension = extensionOf(cleaned);
  const keep = extension ? 100 - extension.length - 1 : 100;
  return `${chars.slice(0, keep).join('')}${extension ? `.${extension}` : ''}`;
}
