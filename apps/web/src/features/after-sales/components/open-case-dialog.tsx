import { AFTER_SALE_MESSAGES, AFTER_SALE_TEXT_MAX, EVIDENCE_MAX_IMAGES } from '@vm/domain/after-sales';
import type { OrderItemView } from '@vm/contracts/orders';
import { formatYuan, tryYuanToFen } from '@vm/domain/money';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/ui/feedback';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { useAfterSalesReasons, useOpenCase } from '../api/after-sales-queries';

interface Values {
  reason_id?: number;
  description: string;
  images: string[];
  amount?: number;
}

export const DESCRIPTION_MAX = AFTER_SALE_TEXT_MAX;

/** The server's 409 when the buyer has no pay password yet (请先开通钱包). */
export function isWalletNotOpened(error: unknown): boolean {
  return error instanceof ApiError && (error.is('PAY_PASSWORD_NOT_SET') || error.message === AFTER_SALE_MESSAGES.walletNotOpened);
}

/**
 * 申请售后 for one sub-order: reason, description, up to 9 photos and the amount in yuan (up to the
 * refundable rent). A buyer without a pay password is sent to set one first.
 */
export function OpenCaseDialog({ item, refundable, open, onClose }: { item: OrderItemView; refundable: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const reasons = useAfterSalesReasons();
  const openCase = useOpenCase();
  const showFieldErrors = useServerFieldErrors(form, { reason_id: 'reason_id', description: 'description', images: 'images', amount: 'amount' });
  const [walletMissing, setWalletMissing] = useState(false);
  const location = useLocation();

  const submit = async (values: Values) => {
    const amount = tryYuanToFen(values.amount ?? '');
    if (amount === null || values.reason_id === undefined) return;
    try {
      await openCase.mutateAsync({
        order_item_id: item.id,
        reason_id: values.reason_id,
        description: values.description.trim(),
        images: values.images ?? [],
        amount,
      });
      void toast.success('售后申请已提交，供应商将在48小时内处理');
      form.resetFields();
      onClose();
    } catch (error) {
      if (isWalletNotOpened(error)) setWalletMissing(true);
      else if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      title={`申请售后 · ${item.field_name}`}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="提交申请"
      confirmLoading={openCase.isPending}
      destroyOnHidden
      width={560}
    >
      {walletMissing ? (
        <div role="alert" style={{ marginBottom: 16, padding: 12, background: '#fff7e8', borderRadius: 6, fontSize: 14 }}>
          请先开通钱包：售后退款将退回钱包，设置支付密码后即可申请。
          <Link to={paths.payPassword({ from: location.pathname })}> 去设置支付密码</Link>
        </div>
      ) : null}
      <Form<Values> form={form} layout="vertical" initialValues={{ description: '', images: [] }} onFinish={(values) => void submit(values)}>
        <Form.Item name="reason_id" label="售后原因" rules={[{ required: true, message: '请选择售后原因' }]}>
          <Select
            placeholder="请选择"
            loading={reasons.isPending}
            options={(reasons.data ?? []).map((reason) => ({ value: reason.id, label: reason.name }))}
            aria-label="售后原因"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="问题描述"
          rules={[
            { required: true, whitespace: true, message: '请描述遇到的问题' },
            { max: DESCRIPTION_MAX, message: `问题描述最多${DESCRIPTION_MAX}字` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={DESCRIPTION_MAX} showCount placeholder="例如：摊位被其他品牌占用一半，无法按预订面积布展" />
        </Form.Item>
        <Form.Item name="images" label="凭证照片（最多9张）">
          <ImageUploadField bucket="evidence" maxCount={EVIDENCE_MAX_IMAGES} addText="上传照片" />
        </Form.Item>
        <Form.Item
          name="amount"
          label={`退款金额（元，最多 ${formatYuan(refundable)}）`}
          rules={[
            { required: true, message: '请填写退款金额' },
            {
              validator: (_rule, value: number | undefined) => {
                if (value === undefined || value === null) return Promise.resolve();
                const fen = tryYuanToFen(value);
                if (fen === null || fen < 1) return Promise.reject(new Error('退款金额至少0.01元'));
                if (fen > refundable) return Promise.reject(new Error(`退款金额不能超过可退租金 ${formatYuan(refundable)}`));
                return Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber<number> min={0.01} precision={2} step={1} prefix="¥" style={{ width: '100%' }} inputMode="decimal" aria-label="退款金额" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
