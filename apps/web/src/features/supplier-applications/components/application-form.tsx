import { CONNECT_NAME_LIMIT, SUPPLIER_APPLICATION_TYPE_NAMES, supplierApplicationErrors } from '@vm/domain/supplier-application';
import { LIMITS } from '@vm/domain/validation';
import { SUPPLIER_APPLICATION_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { useApply } from '../api/application-queries';

export type ApplicationType = 1 | 2 | 3;
export const APPLICATION_TYPES: readonly ApplicationType[] = [1, 2, 3];

type Field = 'connect_name' | 'mobile';
interface Values {
  type: ApplicationType;
  connect_name?: string;
  mobile?: string;
}

/** An antd rule reporting the domain's message for one field (请输入公司名称 / 请输入联系电话 / 请输入有效的手机号). */
const rule = (field: Field): Rule => ({
  validator: async (_rule, value: unknown) => {
    const message = supplierApplicationErrors({ [field]: typeof value === 'string' ? value : '' })[field];
    if (message) throw new Error(message);
  },
});

export interface ApplicationFormProps {
  /** The type applied for; with `fixedType` the person cannot change it (the home info page's tab, the register type). */
  type: ApplicationType;
  fixedType?: boolean;
  /** Prefilled phone (the account's mobile). */
  mobile?: string;
  connectName?: string;
  submitText?: string;
  onApplied?: () => void;
}

const APPLICATION_FIELDS = ['connect_name', 'mobile'] as const;

/**
 * The supplier application (入驻申请): type 1 场地供应商 / 2 代理商 / 3 服务商, company name and phone,
 * with the spec's messages; success says 申请成功. The server's field messages land on their fields.
 */
export function ApplicationForm({ type, fixedType = false, mobile = '', connectName = '', submitText = '提交申请', onApplied }: ApplicationFormProps) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, APPLICATION_FIELDS);
  const apply = useApply();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setFormError(null);
    try {
      await apply.mutateAsync({ type: values.type, connect_name: (values.connect_name ?? '').trim(), mobile: (values.mobile ?? '').trim() });
      void toast.success(SUPPLIER_APPLICATION_MESSAGES.success);
      onApplied?.();
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ type, connect_name: connectName, mobile }}
      onFinish={(values) => void submit(values)}
      data-testid="supplier-application-form"
      style={{ maxWidth: 420 }}
    >
      <Form.Item label="申请类型" name="type">
        <Radio.Group disabled={fixedType} options={APPLICATION_TYPES.map((value) => ({ value, label: SUPPLIER_APPLICATION_TYPE_NAMES[value] }))} />
      </Form.Item>
      <Form.Item label="公司名称" name="connect_name" rules={[rule('connect_name')]} validateTrigger="onBlur" required>
        <Input maxLength={CONNECT_NAME_LIMIT} placeholder="请输入公司名称" autoComplete="organization" />
      </Form.Item>
      <Form.Item label="联系电话" name="mobile" rules={[rule('mobile')]} validateTrigger="onBlur" required>
        <Input maxLength={LIMITS.mobile} placeholder="请输入联系电话" inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={apply.isPending} block>
        {submitText}
      </Button>
    </Form>
  );
}
