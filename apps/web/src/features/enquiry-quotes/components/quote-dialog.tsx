import type { SupplierEnquiry } from '@vm/contracts/supplier-enquiries';
import { todayInShanghai } from '@vm/domain/business-date';
import { QUOTE_VALID_HOURS, quoteAmount } from '@vm/domain/enquiry-quotes';
import { isLeaseTermId, isPeriodTerm, leaseTermName, leaseTermOptions, periodStarts } from '@vm/domain/lease-terms';
import { fenToYuanString, formatYuan, tryYuanToFen } from '@vm/domain/money';
import Alert from 'antd/es/alert';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { useGiveQuote } from '../api/enquiry-quote-queries';

interface Values {
  lease_term_type_id: number;
  dates: Dayjs[];
  price: string;
  deposit?: string;
  note?: string;
}

const yuanRule = (label: string, required: boolean) => ({
  validator: async (_rule: unknown, value: string | undefined) => {
    const text = (value ?? '').trim();
    if (!text) {
      if (required) throw new Error(`请输入${label}`);
      return;
    }
    const fen = tryYuanToFen(text);
    if (fen === null || fen < 0) throw new Error(`请输入有效的${label}，最多两位小数`);
    if (required && fen === 0) throw new Error(`${label}必须大于0`);
  },
});

/**
 * The quote dialog: the lease term and dates (the buyer's, changeable), a unit price in yuan (sent as
 * fen), an optional deposit and note; the total and the 72-hour validity are shown before sending.
 */
export function QuoteDialog({ enquiry, onClose }: { enquiry: SupplierEnquiry | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const showFieldErrors = useServerFieldErrors(form, ['lease_term_type_id', 'dates', 'price', 'deposit', 'note']);
  const give = useGiveQuote();
  const [formError, setFormError] = useState<string | null>(null);
  const dates = (Form.useWatch('dates', form) ?? []).map((date) => date.format('YYYY-MM-DD'));
  const termId = Form.useWatch('lease_term_type_id', form) ?? 9;
  const units = periodStarts(dates, termId).length;
  const price = tryYuanToFen((Form.useWatch('price', form) ?? '').trim() || 'x');
  const today = todayInShanghai(new Date());
  const previous = enquiry?.quote;
  const initialTerm = previous?.lease_term_type_id ?? enquiry?.lease_term_type_id ?? 9;
  const initialDates = previous?.dates ?? enquiry?.dates ?? [];

  const submit = async () => {
    setFormError(null);
    const values = await form.validateFields().catch(() => null);
    if (!values || !enquiry) return;
    try {
      await give.mutateAsync({
        id: enquiry.id,
        body: {
          lease_term_type_id: values.lease_term_type_id,
          dates: values.dates.map((date) => date.format('YYYY-MM-DD')).sort(),
          price: tryYuanToFen(values.price.trim())!,
          deposit: values.deposit?.trim() ? tryYuanToFen(values.deposit.trim())! : 0,
          note: values.note?.trim() ?? '',
        },
      });
      void toast.success('报价成功，买家可在72小时内按报价下单');
      onClose();
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  return (
    <Modal
      open={enquiry !== null}
      title={enquiry ? `报价：${enquiry.field_name}（${enquiry.size.replaceAll('*', 'x')}）` : '报价'}
      okText="发送报价"
      cancelText="取消"
      confirmLoading={give.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {enquiry && (
        <p style={{ color: 'var(--ink-3)' }}>
          询价人：{enquiry.name} {enquiry.mobile}
          {enquiry.dates.length > 0 ? `，询问日期：${enquiry.dates.join('、')}` : '，未指定日期'}
        </p>
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          lease_term_type_id: isLeaseTermId(initialTerm) ? initialTerm : 9,
          dates: initialDates.map((date) => dayjs(date)),
          price: previous ? fenToYuanString(previous.price) : '',
          deposit: previous && previous.deposit > 0 ? fenToYuanString(previous.deposit) : '',
          note: previous?.note ?? '',
        }}
      >
        <Form.Item label="订购周期" name="lease_term_type_id" rules={[{ required: true, message: '请先选择订购周期' }]}>
          <Select options={leaseTermOptions()} />
        </Form.Item>
        <Form.Item label="日期（周期租用选起始日）" name="dates" rules={[{ required: true, type: 'array', min: 1, message: '请选择日期' }]}>
          <DatePicker
            multiple
            style={{ width: '100%' }}
            placeholder="请选择日期"
            disabledDate={(day) => day.format('YYYY-MM-DD') <= today}
            maxTagCount="responsive"
          />
        </Form.Item>
        <Form.Item label="单价（元/天或元/期）" name="price" rules={[yuanRule('报价', true)]} validateTrigger="onBlur">
          <Input prefix="¥" inputMode="decimal" maxLength={12} placeholder="例如 1500" />
        </Form.Item>
        <Form.Item label="押金（元，可选）" name="deposit" rules={[yuanRule('押金', false)]} validateTrigger="onBlur">
          <Input prefix="¥" inputMode="decimal" maxLength={12} placeholder="0" />
        </Form.Item>
        <Form.Item label="备注（可选）" name="note">
          <Input.TextArea rows={2} maxLength={200} showCount placeholder="如：含电源和桌椅，不含搭建" />
        </Form.Item>
      </Form>
      <div data-testid="quote-total" style={{ marginTop: 8 }}>
        合计：<strong>{price !== null && price > 0 && dates.length > 0 ? formatYuan(quoteAmount(price, dates, termId)) : '—'}</strong>
        <span style={{ color: 'var(--ink-3)', marginLeft: 8 }}>
          {isPeriodTerm(termId) ? `${units} 个${leaseTermName(termId)}周期` : `${dates.length} 个日期`}，报价有效期 {QUOTE_VALID_HOURS} 小时
        </span>
      </div>
      {formError && <Alert type="error" showIcon title={formError} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
