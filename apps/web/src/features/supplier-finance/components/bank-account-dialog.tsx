import { ZBankAccountBody } from '@vm/contracts/settlement';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { useFinanceMutations } from '../api/finance-queries';

interface Fields {
  account_name: string;
  bank_name: string;
  account_number: string;
}
const FIELDS: readonly (keyof Fields)[] = ['account_name', 'bank_name', 'account_number'];
const isField = (name: unknown): name is keyof Fields => FIELDS.includes(name as keyof Fields);

/**
 * Adds a bank account (company name, bank, 8–30 digits), checked by the contract's own schema: its
 * messages (and a 422's `errors` from the server) show under their fields.
 */
export function BankAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const { addAccount } = useFinanceMutations();
  const [error, setError] = useState<string | null>(null);
  const showFieldErrors = (errors: [keyof Fields, string][]) => form.setFields(errors.map(([name, message]) => ({ name, errors: [message] })));
  const showServerFieldErrors = useServerFieldErrors(form, FIELDS);
  const submit = async () => {
    const values = form.getFieldsValue();
    const parsed = ZBankAccountBody.safeParse({
      account_name: values.account_name ?? '',
      bank_name: values.bank_name ?? '',
      account_number: values.account_number ?? '',
    });
    if (!parsed.success) {
      const seen = new Map<keyof Fields, string>();
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (isField(name) && !seen.has(name)) seen.set(name, issue.message);
      }
      showFieldErrors([...seen]);
      return;
    }
    try {
      await addAccount.mutateAsync(parsed.data);
      void toast.success('银行账户已添加');
      form.resetFields();
      onClose();
    } catch (failure) {
      if (!showServerFieldErrors(failure)) setError(errorMessage(failure));
    }
  };
  return (
    <Modal
      title="添加收款账户"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={addAccount.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: Partial<Fields>) => {
          setError(null);
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Fields, errors: [] })));
        }}
      >
        <Form.Item name="account_name" label="开户名称" required>
          <Input maxLength={60} placeholder="与营业执照一致的公司名称" />
        </Form.Item>
        <Form.Item name="bank_name" label="开户银行" required>
          <Input maxLength={60} placeholder="如：招商银行上海分行营业部" />
        </Form.Item>
        <Form.Item name="account_number" label="银行账号" required>
          <Input maxLength={36} inputMode="numeric" placeholder="8-30位数字" />
        </Form.Item>
      </Form>
      {error && (
        <div role="alert" style={{ color: '#ff4d4f' }}>
          {error}
        </div>
      )}
    </Modal>
  );
}
