import { charLength } from './validation';

/**
 * Reviews of finished order items (docs/spec/business-rules.md "Reviews, messages, favourites…"): 1–5 stars, text
 * of at most 500 characters, up to 9 photos; a text of at least 15 characters earns the review coupon
 * the operator configured (once per item). One rule for the server that accepts a review and the form
 * that counts characters.
 */
export const REVIEW_RULES = {
  minRating: 1,
  maxRating: 5,
  maxContent: 500,
  maxImages: 9,
  /** Characters (code points, surrounding blanks not counted) a text needs to earn the review coupon. */
  couponMinChars: 15,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: '请选择评分',
  ratingRange: '评分为1至5星',
  contentRequired: '请填写评价内容',
  contentTooLong: `评价内容最多${REVIEW_RULES.maxContent}个字`,
  tooManyImages: `最多可上传${REVIEW_RULES.maxImages}张图片`,
  notFinished: '订单完成后才能评价',
  alreadyReviewed: '该订单已评价，不能重复评价',
  couponHint: `评价内容满${REVIEW_RULES.couponMinChars}个字即可获得优惠券`,
} as const;

/** Characters of a review text as it counts (surrounding blanks not counted; a Chinese character or an emoji is one). */
export function reviewLength(content: string): number {
  return charLength(content.trim());
}

/** True when a review with this text earns the review coupon. */
export function earnsReviewCoupon(content: string): boolean {
  return reviewLength(content) >= REVIEW_RULES.couponMinChars;
}

/** The form's problems with a review, by field, in Chinese (none: an empty object). */
export function reviewErrors(input: {
  rating?: number | null;
  content?: string | null;
  images?: readonly string[] | null;
}): Partial<Record<'rating' | 'content' | 'images', string>> {
  const errors: Partial<Record<'rating' | 'content' | 'images', string>> = {};
  if (input.rating === null || input.rating === undefined || input.rating === 0) errors.rating = REVIEW_MESSAGES.ratingRequired;
  else if (!Number.isInteger(input.rating) || input.rating < REVIEW_RULES.minRating || input.rating > REVIEW_RULES.maxRating)
    errors.rating = REVIEW_MESSAGES.ratingRange;
  const length = reviewLength(input.content ?? '');
  if (length === 0) errors.content = REVIEW_MESSAGES.contentRequired;
  else if (length > REVIEW_RULES.maxContent) errors.content = REVIEW_MESSAGES.contentTooLong;
  if ((input.images?.length ?? 0) > REVIEW_RULES.maxImages) errors.images = REVIEW_MESSAGES.tooManyImages;
  return errors;
}
