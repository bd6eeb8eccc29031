import type { CommentSubject, MyComment } from '@vm/contracts/reviews';
import { earnsReviewCoupon, REVIEW_MESSAGES, REVIEW_RULES, reviewErrors, reviewLength } from '@vm/domain/reviews';
import { GiftOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Rate from 'antd/es/rate';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { couponYuan } from '@/shared/coupons/coupon-text';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useWriteReview } from '../api/use-reviews';
import styles from './reviews.module.css';

type Field = 'rating' | 'content' | 'images';
interface Values {
  rating?: number;
  content?: string;
  images?: string[];
}

const RATING_TEXT = ['', '很差', '较差', '一般', '满意', '非常满意'];

/** An antd rule reporting the domain's message for one field (请选择评分, 请填写评价内容, …). */
const rule = (field: Field): Rule => ({
  validator: async (_rule, value: unknown) => {
    const message = reviewErrors({ rating: 5, content: '好', images: [], [field]: value ?? (field === 'content' ? '' : null) })[field];
    if (message) throw new Error(message);
  },
});

/**
 * The review of one finished sub-order: stars, text (up to 500 characters, counted as the server
 * counts them), up to 9 photos through the shared upload field. Shows how many characters earn the
 * operator's review coupon, and the server's field messages on their fields.
 */
const REVIEW_FIELDS = ['rating', 'content', 'images'] as const;

export function ReviewForm({ subject, onWritten }: { subject: CommentSubject; onWritten: (review: MyComment) => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, REVIEW_FIELDS);
  const write = useWriteReview();
  const [formError, setFormError] = useState<string | null>(null);
  const rating = Form.useWatch('rating', form) ?? 0;
  const content = Form.useWatch('content', form) ?? '';
  const length = reviewLength(content);
  const reward = subject.reward;

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      const review = await write.mutateAsync({
        order_item_id: subject.item.field_order_item_id,
        rating: values.rating ?? 0,
        content: (values.content ?? '').trim(),
        images: values.images ?? [],
      });
      onWritten(review);
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => void submit(values)} data-testid="review-form" className={styles.form}>
      <Form.Item label="评分" name="rating" rules={[rule('rating')]} required>
        <Rate allowClear={false} aria-label="评分" data-testid="review-rating" />
      </Form.Item>
      {rating > 0 && <p className={styles.ratingText}>{RATING_TEXT[rating]}</p>}
      <Form.Item label="评价内容" name="content" rules={[rule('content')]} required extra={`${length}/${REVIEW_RULES.maxContent}`}>
        <Input.TextArea rows={5} placeholder="说说场地位置、人流、物业配合和活动效果，帮助其他商家选择" aria-label="评价内容" />
      </Form.Item>
      {reward && (
        <p className={earnsReviewCoupon(content) ? `${styles.rewardHint} ${styles.rewardReady}` : styles.rewardHint} data-testid="review-reward-hint">
          <GiftOutlined />{' '}
          {earnsReviewCoupon(content)
            ? `提交后即可获得优惠券「${reward.text}」${couponYuan(reward.amount)}`
            : `${REVIEW_MESSAGES.couponHint}「${reward.text}」${couponYuan(reward.amount)}，还差${reward.min_chars - length}个字`}
        </p>
      )}
      <Form.Item label="上传图片" name="images" rules={[rule('images')]}>
        <ImageUploadField bucket="comment" maxCount={REVIEW_RULES.maxImages} addText="添加图片" />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={write.isPending} size="large">
        提交评价
      </Button>
    </Form>
  );
}
