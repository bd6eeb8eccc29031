import { AFTER_SALE_TEXT_MAX, EVIDENCE_MAX_IMAGES } from '@vm/domain/after-sales';
import { formatYuan, tryYuanToFen } from '@vm/domain/money';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useRespond } from '../api/after-sales-queries';
import type { AfterSalesCase } from '../api/after-sales-types';
import styles from './after-sales.module.css';

type Action = 'agree' | 'counter' | 'refuse';
interface Values {
  action: Action;
  amount?: number;
  note: string;
  images: string[];
}

const DONE: Record<Action, string> = { agree: '已同意，退款将原路退回买家', counter: '已还价，等待买家确认', refuse: '已拒绝，买家可申请平台介入' };

/** The supplier's answer within 48 hours: 同意 (refund the asked amount), 还价 (a smaller amount) or 拒绝 (a note required). */
export function RespondForm({ row }: { row: AfterSalesCase }) {
  const [form] = Form.useForm<Values>();
  const respond = useRespond();
  const action = Form.useWatch('action', form) ?? 'agree';
  const showFieldErrors = useServerFieldErrors(form, ['amount', 'note', 'images']);

  const submit = async (values: Values) => {
    const amount = values.action === 'counter' ? tryYuanToFen(values.amount ?? '') : null;
    if (values.action === 'counter' && amount === null) return;
    if (
      values.action === 'agree' &&
      !(await confirmDialog({ title: '同意退款？', content: `将向买家退款 ${formatYuan(row.amount)}，并从该子订单收入中扣除。` }))
    )
      return;
    try {
      await respond.mutateAsync({
        id: row.id,
        action: values.action,
        note: values.note.trim(),
        ...(amount !== null ? { amount } : {}),
        images: values.action === 'agree' ? [] : (values.images ?? []),
      });
      void toast.success(DONE[values.action]);
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ action: 'agree', note: '', images: [] }}
      onFinish={(values) => void submit(values)}
      data-testid="respond-form"
    >
      <Form.Item name="action" label="处理方式">
        <Radio.Group
          className={styles.phoneTall}
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'agree', label: '同意' },
            { value: 'counter', label: '还价' },
            { value: 'refuse', label: '拒绝' },
          ]}
        />
      </Form.Item>
      {action === 'counter' && (
        <Form.Item
          name="amount"
          label={`还价金额（元，小于 ${formatYuan(row.amount)}）`}
          rules={[
            { required: true, message: '请填写还价金额' },
            {
              validator: (_rule, value: number | undefined) => {
                if (value === undefined || value === null) return Promise.resolve();
                const fen = tryYuanToFen(value);
                if (fen === null || fen < 1) return Promise.reject(new Error('还价金额至少0.01元'));
                if (fen >= row.amount) return Promise.reject(new Error('还价金额须小于买家申请的金额'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber<number> min={0.01} precision={2} prefix="¥" style={{ width: '100%' }} inputMode="decimal" aria-label="还价金额" />
        </Form.Item>
      )}
      <Form.Item
        name="note"
        label="说明"
        rules={[
          { required: action === 'refuse', whitespace: true, message: '请填写拒绝原因' },
          { max: AFTER_SALE_TEXT_MAX, message: `说明最多${AFTER_SALE_TEXT_MAX}字` },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={AFTER_SALE_TEXT_MAX}
          placeholder={action === 'refuse' ? '请说明拒绝原因，例如：已按预订位置布展，见履约照片' : '选填'}
        />
      </Form.Item>
      {action !== 'agree' && (
        <Form.Item name="images" label="凭证照片（选填，最多9张）">
          <ImageUploadField bucket="evidence" maxCount={EVIDENCE_MAX_IMAGES} addText="上传照片" />
        </Form.Item>
      )}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" danger={action === 'refuse'} loading={respond.isPending}>
          {action === 'agree' ? `同意退款 ${formatYuan(row.amount)}` : action === 'counter' ? '提交还价' : '拒绝'}
        </Button>
      </div>
    </Form>
  );
}
