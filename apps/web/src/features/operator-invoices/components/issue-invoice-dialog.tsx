import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import type { OperatorInvoice } from '@vm/contracts/invoices';
import { formatYuan } from '@vm/domain/money';
import { INVOICE_NUMBER_PATTERN } from '@vm/domain/invoices';
import { bucketAccept } from '@vm/domain/upload-rules';
import { INVOICE_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { precheckFile, uploadFile } from '@/shared/upload/upload-api';
import { useOperatorInvoiceMutations } from '../api/operator-invoice-queries';

/**
 * Issue one invoice: the invoice PDF (uploaded into the private `invoice` bucket: never linked, only its
 * buyer downloads it) and optionally its number (8 or 20 digits).
 */
export function IssueInvoiceDialog({ invoice, onClose }: { invoice: OperatorInvoice | null; onClose: () => void }) {
  const { issue } = useOperatorInvoiceMutations();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; url: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [invoiceNo, setInvoiceNo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setInvoiceNo('');
    setError(null);
    onClose();
  };

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    setError(null);
    const problem = precheckFile('invoice', picked);
    if (problem) {
      setError(problem);
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadFile('invoice', picked, picked.name);
      setFile({ name: stored.name, url: stored.url });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const submit = async () => {
    if (!invoice) return;
    if (!file) {
      setError(INVOICE_MESSAGES.fileRequired);
      return;
    }
    const number = invoiceNo.trim();
    if (number && !INVOICE_NUMBER_PATTERN.test(number)) {
      setError(INVOICE_MESSAGES.numberInvalid);
      return;
    }
    try {
      await issue.mutateAsync({ id: invoice.id, body: { file_url: file.url, invoice_no: number || null } });
      void toast.success(INVOICE_MESSAGES.issued);
      close();
    } catch (failure) {
      setError(failure instanceof ApiError ? (Object.values(failure.fieldErrors)[0] ?? failure.message) : errorMessage(failure));
    }
  };

  return (
    <Modal
      title="开具发票"
      open={invoice !== null}
      onCancel={close}
      onOk={() => void submit()}
      okText="确认开具"
      cancelText="取消"
      confirmLoading={issue.isPending}
      destroyOnHidden
      width={560}
    >
      {invoice && (
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }} data-testid="issue-invoice-facts">
          <Descriptions.Item label="订单号">{invoice.order_num}</Descriptions.Item>
          <Descriptions.Item label="开票金额">{formatYuan(invoice.amount)}</Descriptions.Item>
          <Descriptions.Item label="发票类型">{invoice.title.type_name}</Descriptions.Item>
          <Descriptions.Item label="抬头">{invoice.title.title}</Descriptions.Item>
          {invoice.title.tax_code && <Descriptions.Item label="纳税人识别号">{invoice.title.tax_code}</Descriptions.Item>}
          {invoice.title.bank && (
            <Descriptions.Item label="地址电话">
              {invoice.title.address} {invoice.title.phone}
            </Descriptions.Item>
          )}
          {invoice.title.bank && (
            <Descriptions.Item label="开户行及账号">
              {invoice.title.bank} {invoice.title.account}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        <input ref={input} type="file" accept={bucketAccept('invoice')} hidden aria-label="发票文件" onChange={(event) => void pick(event.target.files?.[0])} />
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          {file ? '重新上传' : '上传发票PDF'}
        </Button>
        {file ? (
          <span data-testid="issue-file">
            <FilePdfOutlined style={{ color: '#e5484d', marginRight: 6 }} />
            {file.name}
          </span>
        ) : (
          <span style={{ color: 'var(--ink-3)', fontSize: 12 }}>仅支持pdf格式，不超过10M</span>
        )}
      </div>
      <div style={{ marginBottom: 6, color: 'var(--ink-2)' }}>发票号码（选填）</div>
      <Input
        placeholder="8位或20位数字"
        value={invoiceNo}
        maxLength={20}
        inputMode="numeric"
        aria-label="发票号码"
        onChange={(event) => setInvoiceNo(event.target.value.replace(/\D/g, ''))}
      />
      {error && <Alert style={{ marginTop: 12 }} type="error" showIcon title={error} />}
    </Modal>
  );
}
