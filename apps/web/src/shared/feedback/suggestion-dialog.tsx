import { FEEDBACK_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { FEEDBACK_CONTENT_LIMIT } from './feedback-api';
import { FeedbackThanks } from './feedback-thanks';
import { useFeedbackDialog } from './use-feedback-dialog';

/** The footer's 意见建议 dialog: a required suggestion (feedback_type 2), thanks, then it closes. */
export function SuggestionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ content: string }>();
  const close = () => {
    form.resetFields();
    state.reset();
    onClose();
  };
  const state = useFeedbackDialog(close);

  return (
    <Modal
      open={open}
      title="意见建议"
      okText="提交建议"
      cancelText="取消"
      confirmLoading={state.sending}
      okButtonProps={{ disabled: state.thanked }}
      footer={state.thanked ? null : undefined}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      {state.thanked ? (
        <FeedbackThanks />
      ) : (
        <Form form={form} name="suggestion" layout="vertical" onFinish={(values) => void state.submit({ content: values.content.trim(), feedback_type: 2 })}>
          <p style={{ color: 'var(--ink-3)', marginTop: 0 }}>您的每一条建议我们都会认真阅读，帮助场地通做得更好。</p>
          <Form.Item name="content" label="您的建议" rules={[{ required: true, whitespace: true, message: FEEDBACK_MESSAGES.suggestionRequired }]}>
            <Input.TextArea rows={5} maxLength={FEEDBACK_CONTENT_LIMIT} showCount placeholder="请描述您遇到的问题或希望改进的地方" />
          </Form.Item>
          {state.error && <Alert type="error" showIcon title={state.error} />}
        </Form>
      )}
    </Modal>
  );
}
