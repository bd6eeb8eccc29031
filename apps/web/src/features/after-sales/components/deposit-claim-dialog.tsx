import { EVIDENCE_MAX_IMAGES } from '@vm/domain/after-sales';
import { formatYuan, tryYuanToFen } from '@vm/domain/money';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useClaimDeposit } from '../api/after-sales-queries';

interface Values {
  amount?: number;
  reason: string;
  images: string[];
}

/** 扣押金: the supplier claims part of a sub-order's deposit (damage, cleaning, overtime) with photos, within 3 days after it finished. */
export function DepositClaimDialog({
  orderItemId,
  orderNum,
  deposit,
  open,
  onClose,
}: {
  orderItemId: number;
  orderNum: string;
  deposit: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const claim = useClaimDeposit();
  const showFieldErrors = useServerFieldErrors(form, ['amount', 'reason', 'images']);

  const submit = async (values: Values) => {
    const amount = tryYuanToFen(values.amount ?? '');
    if (amount === null) return;
    try {
      await claim.mutateAsync({ orderItemId, amount, reason: values.reason.trim(), images: values.images ?? [] });
      void toast.success('已提交扣押金申请，等待买家确认');
      onClose();
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      title={`扣押金 · ${orderNum}`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="提交"
      confirmLoading={claim.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={{ reason: '', images: [] }} onFinish={(values) => void submit(values)}>
        <Form.Item
          name="amount"
          label={`扣除金额（元，最多 ${formatYuan(deposit)}）`}
          rules={[
            { required: true, message: '请填写扣除金额' },
            {
              validator: (_rule, value: number | undefined) => {
                if (value === undefined || value === null) return Promise.resolve();
                const fen = tryYuanToFen(value);
                if (fen === null || fen < 1) return Promise.reject(new Error('扣除金额至少0.01元'));
                if (fen > deposit) return Promise.reject(new Error(`扣除金额不能超过押金 ${formatYuan(deposit)}`));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber<number> min={0.01} precision={2} prefix="¥" style={{ width: '100%' }} inputMode="decimal" aria-label="扣除金额" />
        </Form.Item>
        <Form.Item
          name="reason"
          label="扣除原因"
          rules={[
            { required: true, whitespace: true, message: '请填写扣除原因' },
            { max: 200, message: '扣除原因最多200字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} placeholder="例如：撤展后地面需清洁、物料损坏、超时占用" />
        </Form.Item>
        <Form.Item name="images" label="凭证照片" rules={[{ required: true, type: 'array', min: 1, message: '请上传凭证照片' }]}>
          <ImageUploadField bucket="evidence" maxCount={EVIDENCE_MAX_IMAGES} addText="上传照片" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
