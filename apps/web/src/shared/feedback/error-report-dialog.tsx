import { FEEDBACK_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { FEEDBACK_CONTENT_LIMIT } from './feedback-api';
import { FeedbackThanks } from './feedback-thanks';
import { ResourcePicker, type MatchedResource } from './resource-picker';
import { useFeedbackDialog } from './use-feedback-dialog';

interface ErrorReportValues {
  resource?: MatchedResource;
  content: string;
}

/**
 * The site-navigation error report (信息纠错): choose the matched venue or community, describe the
 * error, send as feedback_type 1; thanks, then it clears and closes.
 */
export function ErrorReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ErrorReportValues>();
  const close = () => {
    form.resetFields();
    state.reset();
    onClose();
  };
  const state = useFeedbackDialog(close);

  const send = ({ resource, content }: ErrorReportValues) => {
    if (!resource) return;
    void state.submit({
      content: content.trim(),
      feedback_type: 1,
      ...(resource.kind === 'community' ? { community_id: resource.id } : { resource_id: resource.id }),
    });
  };

  return (
    <Modal
      open={open}
      title="信息纠错"
      okText="提交纠错"
      cancelText="取消"
      confirmLoading={state.sending}
      footer={state.thanked ? null : undefined}
      onOk={() => form.submit()}
      onCancel={close}
      forceRender
    >
      {state.thanked ? (
        <FeedbackThanks />
      ) : (
        <Form form={form} name="error-report" layout="vertical" onFinish={send}>
          <p style={{ color: 'var(--ink-3)', marginTop: 0 }}>发现场地信息有误（价格、地址、图片、联系方式等）？告诉我们，核实后将尽快更正。</p>
          <Form.Item name="resource" label="纠错资源" rules={[{ required: true, message: FEEDBACK_MESSAGES.resourceRequired }]}>
            <ResourcePicker />
          </Form.Item>
          <Form.Item name="content" label="纠错内容" rules={[{ required: true, whitespace: true, message: FEEDBACK_MESSAGES.navigationContentRequired }]}>
            <Input.TextArea rows={4} maxLength={FEEDBACK_CONTENT_LIMIT} showCount placeholder="请描述错误的信息及正确的内容" />
          </Form.Item>
          {state.error && <Alert type="error" showIcon title={state.error} />}
        </Form>
      )}
    </Modal>
  );
}
