import { enquiryErrors } from '@vm/domain/form-validation';
import { LIMITS } from '@vm/domain/validation';
import Alert from 'antd/es/alert';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { useCurrentUser } from '@/shared/auth/session';
import { toast } from '@/shared/ui/feedback';
import { useSubmitEnquiry } from './enquiry-api';
import { paths } from '@/shared/paths';

type Field = 'name' | 'mobile';
type Values = Partial<Record<Field, string>>;

/** An antd rule reporting the domain's enquiry message for one field. */
const rule = (field: Field): Rule => ({
  validator: async (_rule, value: unknown) => {
    const message = enquiryErrors({ [field]: typeof value === 'string' ? value : '' })[field];
    if (message) throw new Error(message);
  },
});

/**
 * The enquiry (询价) dialog: name and mobile, prefilled from the account. On success the server makes
 * the account a business one, so the current user is fetched again, and the buyer goes to the
 * enquiry list (docs/spec/product-spec.md section 4 "Enquiry").
 */
export function EnquiryDialog({ sellingResourceId, open, onClose }: { sellingResourceId: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, ['name', 'mobile']);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const submission = useSubmitEnquiry();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submission.mutateAsync({ sid: sellingResourceId, name: (values.name ?? '').trim(), mobile: (values.mobile ?? '').trim() });
      void toast.success('询价提交成功');
      onClose();
      await navigate(paths.enquiries());
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      title="询价"
      okText="提交询价"
      cancelText="取消"
      confirmLoading={submission.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p style={{ color: 'var(--ink-3)' }}>该规格价格需询价，提交后客服人员将尽快与您联系。</p>
      <Form form={form} layout="vertical" initialValues={{ name: user?.name ?? '', mobile: user?.mobile ?? '' }} preserve={false}>
        <Form.Item label="您的姓名" name="name" rules={[rule('name')]} validateTrigger="onBlur">
          <Input maxLength={LIMITS.enquiryName} placeholder="请输入您的姓名" />
        </Form.Item>
        <Form.Item label="手机号" name="mobile" rules={[rule('mobile')]} validateTrigger="onBlur">
          <Input maxLength={LIMITS.mobile} placeholder="请输入您的手机号" inputMode="numeric" />
        </Form.Item>
      </Form>
      {formError && <Alert type="error" showIcon title={formError} />}
    </Modal>
  );
}
