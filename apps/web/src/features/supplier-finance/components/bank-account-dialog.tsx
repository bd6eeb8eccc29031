import { ZBankAccountBody } from '@vm/contracts/settlement';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { toast } from '../../../shared/ui/feedback';
import { useFinanceMutations } from '../api/finance-queries';

interface Fields {
  account_name: string;
  bank_name: string;
  account_number: string;
}

/** Adds a bank account (company name, bank, 8–30 digits), checked by the contract's own schema. */
export function BankAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Fields>();
  const { addAccount } = useFinanceMutations();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const values = await form.validateFields();
    const parsed = ZBankAccountBody.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '请检查填写内容');
      return;
    }
    try {
      await addAccount.mutateAsync(parsed.data);
      void toast.success('银行账户已添加');
      form.resetFields();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Modal title="添加收款账户" open={open} onCancel={onClose} onOk={() => void submit()} okText="保存" cancelText="取消" confirmLoading={addAccount.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" onValuesChange={() => setError(null)}>
        <Form.Item name="account_name" label="开户名称" rules={[{ required: true, whitespace: true, message: '请填写开户名称' }]}>
          <Input maxLength={60} placeholder="与营业执照一致的公司名称" />
        </Form.Item>
        <Form.Item name="bank_name" label="开户银行" rules={[{ required: true, whitespace: true, message: '请填写开户银行' }]}>
          <Input maxLength={60} placeholder="如：招商银行上海分行营业部" />
        </Form.Item>
        <Form.Item name="account_number" label="银行账号" rules={[{ required: true, message: '银行账号应为8-30位数字' }]}>
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
