import type { DemandCard } from '@vm/contracts/demands';
import { demandAcceptErrors } from '@vm/domain/form-validation';
import { LIMITS } from '@vm/domain/validation';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { useAcceptDemand } from '../api/demand-queries';

type Field = 'name' | 'mobile';
type Values = Partial<Record<Field, string>>;

const rule = (field: Field): Rule => ({
  validator: async (_rule, value: unknown) => {
    const message = demandAcceptErrors({ [field]: typeof value === 'string' ? value : '' })[field];
    if (message) throw new Error(message);
  },
});

/**
 * The accept-demand dialog (docs/spec/product-spec.md sections 2 and 4): an input view (name, mobile: 请输入姓名,
 * 请输入手机号, 请输入有效的手机号) that switches to a success view; closing resets it.
 */
export function AcceptDialog({ demand, defaults, onClose }: { demand: DemandCard | null; defaults: { name: string; mobile: string }; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, ['name', 'mobile']);
  const accept = useAcceptDemand();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    setDone(false);
    setFormError(null);
    accept.reset();
    onClose();
  };

  const submit = async () => {
    setFormError(null);
    const values = await form.validateFields().catch(() => null);
    if (!values || !demand) return;
    try {
      await accept.mutateAsync({ id: demand.id, body: { name: (values.name ?? '').trim(), mobile: (values.mobile ?? '').trim() } });
      setDone(true);
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Modal
      open={demand !== null}
      title={done ? null : '承接需求'}
      onCancel={close}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={close}>
            我知道了
          </Button>
        ) : (
          [
            <Button key="cancel" onClick={close}>
              取消
            </Button>,
            <Button key="ok" type="primary" loading={accept.isPending} onClick={() => void submit()}>
              确认承接
            </Button>,
          ]
        )
      }
    >
      {done ? (
        <Result
          status="success"
          title="承接成功"
          subTitle="平台已通知需求方，对方将尽快与您联系；也可在需求大厅继续查看其他需求。"
          data-testid="accept-success"
        />
      ) : (
        <>
          {demand && <p style={{ color: 'var(--ink-3)' }}>您正在承接「{demand.product}」的需求，请留下联系方式，需求方将看到您的姓名和电话。</p>}
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={defaults}
            preserve={false}
            name="accept-demand"
            onValuesChange={(changed: Values) => {
              // Typing again clears that field's message until the next blur or submit.
              const touched = (Object.keys(changed) as Field[]).filter((field) => form.getFieldError(field).length > 0);
              if (touched.length > 0) form.setFields(touched.map((field) => ({ name: field, errors: [] })));
              setFormError(null);
            }}
          >
            <Form.Item label="姓名" name="name" rules={[rule('name')]} validateTrigger="onBlur">
              <Input maxLength={LIMITS.demandName} placeholder="请输入姓名" />
            </Form.Item>
            <Form.Item label="手机号" name="mobile" rules={[rule('mobile')]} validateTrigger="onBlur">
              <Input maxLength={LIMITS.mobile} placeholder="请输入手机号" inputMode="numeric" />
            </Form.Item>
          </Form>
          {formError && <Alert type="error" showIcon title={formError} />}
        </>
      )}
    </Modal>
  );
}
