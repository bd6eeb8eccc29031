import type { InvoiceableOrder, InvoiceTitle } from '@vm/contracts/invoices';
import { formatYuan } from '@vm/domain/money';
import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useInvoiceMutations } from '../api/invoice-queries';

const titleLabel = (title: InvoiceTitle) => `${title.title}（${title.type_name}${title.tax_code ? ` · ${title.tax_code}` : ''}）`;

/** Asks for the invoice of one order with one of the caller's titles (the default preselected). */
export function RequestInvoiceDialog({
  order,
  titles,
  onAddTitle,
  onClose,
}: {
  order: InvoiceableOrder | null;
  titles: InvoiceTitle[];
  onAddTitle: () => void;
  onClose: () => void;
}) {
  const { request } = useInvoiceMutations();
  const [chosen, setChosen] = useState<number | null>(null);
  const titleId = chosen ?? titles.find((title) => title.is_default)?.id ?? titles[0]?.id ?? null;
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!order) return;
    if (titleId === null) {
      setError('请选择发票抬头');
      return;
    }
    try {
      await request.mutateAsync({ order_id: order.order_id, invoice_title_id: titleId });
      void toast.success(INVOICE_MESSAGES.requested);
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Modal
      title="申请开票"
      open={order !== null}
      onCancel={close}
      onOk={() => void submit()}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={request.isPending}
      destroyOnHidden
      width={560}
    >
      {order && (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="订单号">{order.order_num}</Descriptions.Item>
          <Descriptions.Item label="场地">{order.field_names.join('、')}</Descriptions.Item>
          <Descriptions.Item label="开票金额">
            <strong data-testid="request-amount">{formatYuan(order.amount)}</strong>
            <span style={{ color: 'var(--ink-3)', marginLeft: 8 }}>（实付金额扣除退款与押金）</span>
          </Descriptions.Item>
        </Descriptions>
      )}
      {titles.length === 0 ? (
        <Alert
          type="info"
          showIcon
          title="您还没有发票抬头"
          action={
            <Button size="small" type="primary" onClick={onAddTitle}>
              新增抬头
            </Button>
          }
        />
      ) : (
        <>
          <div style={{ marginBottom: 6, color: 'var(--ink-2)' }}>发票抬头</div>
          <Select
            aria-label="发票抬头"
            style={{ width: '100%' }}
            value={titleId ?? undefined}
            options={titles.map((title) => ({ value: title.id, label: titleLabel(title) }))}
            onChange={(id: number) => {
              setChosen(id);
              setError(null);
            }}
          />
        </>
      )}
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Modal>
  );
}
