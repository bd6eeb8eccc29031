import { FEEDBACK_MESSAGES } from '@vm/domain/validation-messages';
import Modal from 'antd/es/modal';
import Input from 'antd/es/input';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useVenueFeedback } from '@/features/venues/api/use-venue-actions';
import styles from './venue-sections.module.css';

/** docs/spec/product-spec.md section 4: after the thanks, the modal clears and closes within 1 to 1.5 s. */
export const FEEDBACK_CLOSE_MS = 1500;
const CONTENT_MAX = 500;

/** 纠错: an error report on this venue (feedback_type 1). Only logged-in people reach it. */
export function FeedbackModal({ topPhysicalId, open, onClose }: { topPhysicalId: number; open: boolean; onClose: () => void }) {
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const feedback = useVenueFeedback(topPhysicalId);

  const reset = () => {
    setContent('');
    setError(null);
    setThanked(false);
    feedback.reset();
  };

  useEffect(() => {
    if (!thanked) return undefined;
    const timer = window.setTimeout(() => {
      reset();
      onClose();
    }, FEEDBACK_CLOSE_MS);
    return () => window.clearTimeout(timer);
    // reset/onClose change identity every render; the timer only depends on the thanks being shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [thanked]);

  const submit = () => {
    const text = content.trim();
    if (!text) {
      setError(FEEDBACK_MESSAGES.contentRequired);
      return;
    }
    setError(null);
    feedback.mutate(text, {
      onSuccess: () => setThanked(true),
      onError: (failure) => setError((failure instanceof ApiError && failure.fieldErrors.content) || errorMessage(failure)),
    });
  };

  return (
    <Modal
      open={open}
      title="场地纠错"
      okText="提交"
      cancelText="取消"
      onOk={submit}
      onCancel={() => {
        reset();
        onClose();
      }}
      confirmLoading={feedback.isPending}
      okButtonProps={{ disabled: thanked }}
      footer={thanked ? null : undefined}
      destroyOnHidden
    >
      {thanked ? (
        <p className={styles.thanks} role="status">
          {FEEDBACK_MESSAGES.thanks}
        </p>
      ) : (
        <>
          <label htmlFor="venue-feedback-content" className={styles.fieldLabel}>
            纠错内容
          </label>
          <Input.TextArea
            id="venue-feedback-content"
            value={content}
            rows={5}
            maxLength={CONTENT_MAX}
            showCount
            placeholder="请描述场地信息中有误的地方，如价格、位置、图片等"
            status={error ? 'error' : undefined}
            onChange={(event) => {
              setContent(event.target.value);
              if (error) setError(null);
            }}
          />
          {error && (
            <p className={styles.fieldError} role="alert">
              {error}
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
