import type { CouponTemplateBody, OperatorCoupon } from '@vm/contracts/coupon-templates';
import { tryYuanToFen } from '@vm/domain/money';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';

interface FormValues {
  text: string;
  amount: number;
  min_goods_amount: number;
  scope: number;
  target_id?: number | null;
  total_quantity: number;
  per_user_limit: number;
  validity: 'dates' | 'days';
  dates?: [Dayjs, Dayjs] | null;
  valid_days?: number | null;
  consumption_point: number;
  is_default: boolean;
  is_welfare: boolean;
}

const SCOPES = [
  { value: 1, label: '1 全场通用' },
  { value: 2, label: '2 指定场地（社区）' },
  { value: 4, label: '4 指定场地（社区）' },
  { value: 3, label: '3 指定品类' },
  { value: 5, label: '5 指定摊位' },
  { value: 6, label: '6 指定摊位' },
];
const TARGET_LABEL: Record<number, string> = { 2: '社区ID', 4: '社区ID', 3: '品类ID', 5: '摊位ID', 6: '摊位ID' };

const fen = (yuan: number | null | undefined) => tryYuanToFen(String(yuan ?? '')) ?? 0;
const yuan = (value: number) => value / 100;

function toBody(values: FormValues): CouponTemplateBody {
  const byDates = values.validity === 'dates';
  return {
    text: values.text,
    amount: fen(values.amount),
    min_goods_amount: fen(values.min_goods_amount),
    scope: values.scope,
    target_id: values.scope === 1 ? null : (values.target_id ?? null),
    total_quantity: values.total_quantity,
    per_user_limit: values.per_user_limit,
    valid_start_date: byDates && values.dates ? values.dates[0].format('YYYY-MM-DD') : null,
    valid_end_date: byDates && values.dates ? values.dates[1].format('YYYY-MM-DD') : null,
    valid_days: byDates ? null : (values.valid_days ?? null),
    consumption_point: values.consumption_point,
    is_default: values.is_default,
    is_welfare: values.is_welfare,
  };
}

function fromCoupon(coupon: OperatorCoupon | null): FormValues {
  if (!coupon) {
    return {
      text: '',
      amount: 10,
      min_goods_amount: 100,
      scope: 1,
      total_quantity: 100,
      per_user_limit: 1,
      validity: 'days',
      valid_days: 30,
      consumption_point: 0,
      is_default: false,
      is_welfare: false,
    };
  }
  return {
    ...coupon,
    amount: yuan(coupon.amount),
    min_goods_amount: yuan(coupon.min_goods_amount),
    validity: coupon.valid_days ? 'days' : 'dates',
    dates: coupon.valid_start_date && coupon.valid_end_date ? [dayjs(coupon.valid_start_date), dayjs(coupon.valid_end_date)] : null,
  };
}

/** Server field names → form field names. */
const FIELD_OF: Record<string, keyof FormValues> = { valid_start_date: 'dates', valid_end_date: 'dates' };

/** The create / edit dialog of a coupon on offer. Money is typed in yuan and sent in fen. */
export function CouponTemplateForm(props: {
  open: boolean;
  coupon: OperatorCoupon | null;
  onClose: () => void;
  onSubmit: (body: CouponTemplateBody) => Promise<unknown>;
}) {
  const [form] = Form.useForm<FormValues>();
  const showFieldErrors = useServerFieldErrors(form, (name) => FIELD_OF[name] ?? (name as keyof FormValues));
  const scope = Form.useWatch('scope', form);
  const validity = Form.useWatch('validity', form);
  const locked = (props.coupon?.received_count ?? 0) > 0;

  useEffect(() => {
    if (props.open) form.setFieldsValue(fromCoupon(props.coupon));
  }, [props.open, props.coupon, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await props.onSubmit(toBody(values));
      void toast.success('保存成功');
      props.onClose();
    } catch (error) {
      if (!showFieldErrors(error)) void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      title={props.coupon ? '编辑优惠券' : '新建优惠券'}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void submit()}
      okText="保存"
      width={640}
      destroyOnHidden
    >
      <Form form={form} layout="horizontal" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} initialValues={fromCoupon(props.coupon)}>
        {locked && <p style={{ color: '#86909c' }}>已有用户领取：金额、门槛、适用范围、有效期和兑换积分不能再修改。</p>}
        <Form.Item label="名称" name="text" rules={[{ required: true, whitespace: true, message: '请输入优惠券名称' }]}>
          <Input maxLength={40} placeholder="如：全场满200减20" />
        </Form.Item>
        <Form.Item label="优惠金额" name="amount" rules={[{ required: true, message: '请输入优惠金额' }]}>
          <InputNumber min={0.01} precision={2} suffix="元" disabled={locked} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="使用门槛" name="min_goods_amount" extra="0 表示无门槛（优惠金额须低于订单金额）">
          <InputNumber min={0} precision={2} suffix="元" disabled={locked} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="适用范围" name="scope">
          <Select options={SCOPES} disabled={locked} style={{ width: 240 }} />
        </Form.Item>
        {scope !== undefined && scope !== 1 && (
          <Form.Item label={TARGET_LABEL[scope] ?? '适用对象ID'} name="target_id" rules={[{ required: true, message: '请选择适用对象' }]}>
            <InputNumber min={1} precision={0} disabled={locked} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item label="发放总量" name="total_quantity" rules={[{ required: true, message: '请输入发放总量' }]}>
          <InputNumber min={1} max={1_000_000} precision={0} suffix="张" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="每人限领" name="per_user_limit">
          <InputNumber min={1} max={100} precision={0} suffix="张" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="有效期" name="validity">
          <Radio.Group
            disabled={locked}
            options={[
              { value: 'days', label: '领取后N天' },
              { value: 'dates', label: '固定日期' },
            ]}
          />
        </Form.Item>
        {validity === 'dates' ? (
          <Form.Item label="起止日期" name="dates" rules={[{ required: true, message: '请设置有效期' }]}>
            <DatePicker.RangePicker disabled={locked} />
          </Form.Item>
        ) : (
          <Form.Item label="有效天数" name="valid_days" rules={[{ required: true, message: '请设置有效期' }]}>
            <InputNumber min={1} max={3650} precision={0} suffix="天" disabled={locked} style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item label="兑换积分" name="consumption_point" extra="0 表示免费领取；大于 0 为积分兑换券">
          <InputNumber min={0} precision={0} disabled={locked} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="默认券" name="is_default" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="福利券" name="is_welfare" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
