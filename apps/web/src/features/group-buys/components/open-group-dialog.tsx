import type { CreateGroupPurchaseBody } from '@vm/contracts/group-buys';
import { groupDraftErrors } from '@vm/domain/group-buys';
import Alert from 'antd/es/alert';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { BoothPicker, EMPTY_BOOTH_CHOICE, type BoothChoice } from '@/shared/booth-picker/booth-picker';
import { yuanRule, yuanToFenOrNull } from '@/shared/supplier/yuan-field';
import { YuanInput } from '@/shared/supplier/yuan-input';
import { toast } from '@/shared/ui/feedback';

interface FormValues {
  booth: BoothChoice;
  dates: Dayjs[];
  price: string;
  origin_price: string;
  min_members: number;
  max_members: number;
  deadline: Dayjs;
}

/** Server field names → the form's. */
const FIELD_OF: Record<string, keyof FormValues> = { selling_resource_id: 'booth', lease_term_type_id: 'booth' };

function toBody(values: FormValues): CreateGroupPurchaseBody {
  return {
    selling_resource_id: values.booth.sellingResourceId ?? 0,
    lease_term_type_id: values.booth.leaseTermTypeId ?? 0,
    dates: values.dates.map((date) => date.format('YYYY-MM-DD')).sort(),
    price: yuanToFenOrNull(values.price) ?? 0,
    origin_price: yuanToFenOrNull(values.origin_price) ?? 0,
    min_members: values.min_members,
    max_members: values.max_members,
    // The operator's wall-clock time is Shanghai time (the server reads a time without offset so).
    deadline: values.deadline.format('YYYY-MM-DD HH:mm'),
  };
}

/** 发起拼团: booth and lease term, dates, group and original price (yuan), members, deadline. */
export function OpenGroupDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (body: CreateGroupPurchaseBody) => Promise<unknown>;
}) {
  const [form] = Form.useForm<FormValues>();
  const showFieldErrors = useServerFieldErrors(form, (name) => FIELD_OF[name] ?? (name as keyof FormValues));
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) {
      form.resetFields();
      setConflict(null);
    }
  }, [open, form]);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = toBody(values);
    // The domain's rules first (the same the server applies), shown on their fields.
    const errors = groupDraftErrors({ ...body, deadline: values.deadline.toDate() }, Date.now());
    const local = Object.entries(errors).filter(([name]) => name !== 'selling_resource_id' && name !== 'lease_term_type_id');
    if (!values.booth.sellingResourceId || !values.booth.leaseTermTypeId) local.unshift(['booth', '请选择场地、摊位规格和订购周期']);
    if (local.length > 0) {
      form.setFields(local.map(([name, message]) => ({ name: FIELD_OF[name] ?? (name as keyof FormValues), errors: [message] })));
      return;
    }
    setConflict(null);
    setSaving(true);
    try {
      await onSubmit(body);
      void toast.success('拼团已发起');
      onClose();
    } catch (error) {
      if (showFieldErrors(error)) return;
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) setConflict(error.message);
      else void toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="发起拼团"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="发起拼团"
      cancelText="取消"
      confirmLoading={saving}
      width={640}
      destroyOnHidden
    >
      {conflict && <Alert type="error" showIcon message={conflict} style={{ marginBottom: 12 }} />}
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ booth: EMPTY_BOOTH_CHOICE, min_members: 3, max_members: 10 }}
        data-testid="open-group-form"
      >
        <Form.Item name="booth" label="场地与摊位" required>
          <BoothPicker testId="group-booth-picker" />
        </Form.Item>
        <Form.Item name="dates" label="拼团档期（日租选每一天；周期租选每期的开始日期）" rules={[{ required: true, message: '请选择拼团日期' }]}>
          <DatePicker multiple style={{ width: '100%' }} placeholder="选择日期" aria-label="拼团档期" />
        </Form.Item>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <Form.Item name="price" label="拼团价（每天/每期）" rules={[yuanRule({ label: '拼团价', required: true, positive: true })]}>
            <YuanInput aria-label="拼团价" />
          </Form.Item>
          <Form.Item name="origin_price" label="原价（每天/每期）" rules={[yuanRule({ label: '原价', required: true, positive: true })]}>
            <YuanInput aria-label="原价" />
          </Form.Item>
          <Form.Item name="min_members" label="成团人数" rules={[{ required: true, message: '成团人数须为正整数' }]}>
            <InputNumber<number> min={1} max={200} precision={0} aria-label="成团人数" />
          </Form.Item>
          <Form.Item name="max_members" label="最多人数" rules={[{ required: true, message: '成团人数须为正整数' }]}>
            <InputNumber<number> min={1} max={200} precision={0} aria-label="最多人数" />
          </Form.Item>
        </div>
        <Form.Item name="deadline" label="截止时间（北京时间）" rules={[{ required: true, message: '请选择截止时间' }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 240 }} aria-label="截止时间" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
