import { formatYuan, tryYuanToFen } from '@vm/domain/money';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { useDecide } from '../api/after-sales-queries';
import type { AfterSalesCase } from '../api/after-sales-types';
import styles from './after-sales.module.css';

interface Values {
  amount?: number;
  note: string;
}

/** The operator's decision on a case under 平台介入: an amount from 0 to the asked one, and a note both sides read. */
export function DecideForm({ row }: { row: AfterSalesCase }) {
  const [form] = Form.useForm<Values>();
  const decide = useDecide();
  const showFieldErrors = useServerFieldErrors(form, ['amount', 'note']);

  const submit = async (values: Values) => {
    const amount = tryYuanToFen(values.amount ?? '');
    if (amount === null) return;
    const content = amount > 0 ? `将向买家退款 ${formatYuan(amount)}，并从供应商收入中扣除。` : '不退款，售后关闭。';
    if (!(await confirmDialog({ title: '确认裁决？', content }))) return;
    try {
      await decide.mutateAsync({ id: row.id, amount, note: values.note.trim() });
      void toast.success(amount > 0 ? '已裁决，退款将原路退回买家' : '已裁决，售后关闭');
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ note: '' }} onFinish={(values) => void submit(values)} data-testid="decide-form">
      <Form.Item
        name="amount"
        label={`退款金额（元，0 至 ${formatYuan(row.amount)}）`}
        rules={[
          { required: true, message: '请填写裁决金额' },
          {
            validator: (_rule, value: number | undefined) => {
              if (value === undefined || value === null) return Promise.resolve();
              const fen = tryYuanToFen(value);
              if (fen === null || fen < 0) return Promise.reject(new Error('请填写正确的金额'));
              if (fen > row.amount) return Promise.reject(new Error(`裁决金额不能超过买家申请的 ${formatYuan(row.amount)}`));
              return Promise.resolve();
            },
          },
        ]}
      >
        <InputNumber<number> min={0} precision={2} prefix="¥" style={{ width: '100%' }} inputMode="decimal" aria-label="裁决金额" />
      </Form.Item>
      <Form.Item
        name="note"
        label="裁决说明（买卖双方可见）"
        rules={[
          { required: true, whitespace: true, message: '请填写裁决说明' },
          { max: 500, message: '裁决说明最多500字' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={decide.isPending}>
          提交裁决
        </Button>
      </div>
    </Form>
  );
}
