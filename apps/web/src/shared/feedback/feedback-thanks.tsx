import { CheckCircleFilled } from '@ant-design/icons';
import { FEEDBACK_THANKS } from './feedback-api';

/** The view a feedback dialog switches to after a successful submission. */
export function FeedbackThanks() {
  return (
    <div role="status" style={{ padding: '32px 0', textAlign: 'center' }}>
      <CheckCircleFilled style={{ color: '#52c41a', fontSize: 48 }} />
      <p style={{ margin: '16px 0 0', fontSize: 16 }}>{FEEDBACK_THANKS}</p>
    </div>
  );
}
