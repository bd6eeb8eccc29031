import { describe, expect, it } from 'vitest';
import { earnsReviewCoupon, REVIEW_MESSAGES, reviewErrors, reviewLength } from './reviews';

describe('review texts', () => {
  it('count characters, not bytes, without the surrounding blanks', () => {
    expect(reviewLength('  场地很好  ')).toBe(4);
    expect(reviewLength('👍👍')).toBe(2);
  });

  it('earn the review coupon from 15 characters', () => {
    expect(earnsReviewCoupon('场地位置很好，人流量大，物业配合')).toBe(true);
    expect(earnsReviewCoupon('一二三四五六七八九十一二三四')).toBe(false);
    expect(earnsReviewCoupon('一二三四五六七八九十一二三四五')).toBe(true);
    expect(earnsReviewCoupon(`   ${'好'.repeat(14)}    `)).toBe(false);
  });
});

describe('review form', () => {
  it('needs stars between 1 and 5 and some text of at most 500 characters', () => {
    expect(reviewErrors({ rating: 5, content: '很好', images: [] })).toEqual({});
    expect(reviewErrors({ rating: 0, content: ' ' })).toEqual({ rating: REVIEW_MESSAGES.ratingRequired, content: REVIEW_MESSAGES.contentRequired });
    expect(reviewErrors({ rating: 6, content: '好'.repeat(501) })).toEqual({ rating: REVIEW_MESSAGES.ratingRange, content: REVIEW_MESSAGES.contentTooLong });
    expect(reviewErrors({ rating: 2.5, content: '好'.repeat(500) })).toEqual({ rating: REVIEW_MESSAGES.ratingRange });
  });

  it('takes at most 9 photos', () => {
    expect(reviewErrors({ rating: 4, content: '好', images: Array.from({ length: 10 }, (_, i) => `/files/${i}.jpg`) })).toEqual({
      images: '最多可上传9张图片',
    });
  });
});
