import type { BigOrderBody } from '@vm/contracts/big-orders';
import { formatYuan } from '@vm/domain/money';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { BoothPicker, EMPTY_BOOTH_CHOICE, type BoothChoice } from '@/shared/booth-picker/booth-picker';
import { OrderInfoFields } from '@/shared/order-info/order-info-fields';
import { toOrderInfoFields, type OrderInfoFormValues } from '@/shared/order-info/order-info-values';
import { toast } from '@/shared/ui/feedback';
import { usePlaceBigOrder, usePreviewBigOrder, type BigOrderPreview } from '../api/big-order-queries';
import styles from './big-order-form.module.css';

interface LineValues {
  booth: BoothChoice;
  dates?: Dayjs[];
  count: number;
}

export interface BigOrderFormValues extends OrderInfoFormValues {
  buyer_mobile?: string;
  lines: LineValues[];
  contact?: string;
  mobile?: string;
  address?: string;
}

const NEW_LINE: LineValues = { booth: EMPTY_BOOTH_CHOICE, count: 1 };
/** The server's 422 fields this form shows under its items. */
const SERVER_FORM_FIELDS: readonly (keyof BigOrderFormValues & string)[] = [
  'buyer_mobile',
  'contact',
  'mobile',
  'address',
  'product',
  'approach_time',
  'exit_time',
  'has_build',
  'build_height',
];

function toBody(values: BigOrderFormValues): BigOrderBody {
  return {
    ...toOrderInfoFields(values),
    buyer_mobile: values.buyer_mobile?.trim() ?? '',
    contact: values.contact?.trim() ?? '',
    mobile: values.mobile?.trim() ?? '',
    address: values.address?.trim() ?? '',
    resources: values.lines.map((line) => ({
      id: line.booth.sellingResourceId ?? 0,
      count: line.count,
      dates: (line.dates ?? []).map((date) => ({ term_type_id: line.booth.leaseTermTypeId ?? 9, date: date.format('YYYY-MM-DD') })),
    })),
  } as BigOrderBody;
}

/** The first problem of a line the server would refuse without a field to show it on. */
function lineProblem(values: BigOrderFormValues): string | null {
  for (const [index, line] of values.lines.entries()) {
    if (!line.booth.sellingResourceId || !line.booth.leaseTermTypeId) return `第${index + 1}个场地：请选择摊位规格和订购周期`;
    if (!line.dates || line.dates.length === 0) return `第${index + 1}个场地：请选择日期`;
  }
  return null;
}

/**
 * 代客户下大订单: the key-account buyer's mobile, several booths (each with its dates and units), the
 * contact and one supplementary info. 试算 shows the server's figures; 提交 places the order, which the
 * buyer then pays from their own order list.
 */
export function BigOrderForm({ onPlaced }: { onPlaced: (orderNum: string) => void }) {
  const [form] = Form.useForm<BigOrderFormValues>();
  const showFieldErrors = useServerFieldErrors(form, SERVER_FORM_FIELDS);
  const preview = usePreviewBigOrder();
  const place = usePlaceBigOrder();
  const [figures, setFigures] = useState<BigOrderPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (submit: boolean) => {
    let values: BigOrderFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const local = lineProblem(values);
    setProblem(local);
    if (local) return;
    const body = toBody(values);
    try {
      const seen = await preview.mutateAsync(body);
      setFigures(seen);
      const first = seen.problems[0];
      if (first) {
        setProblem(first.message);
        return;
      }
      if (!submit) return;
      const placed = await place.mutateAsync({ ...body, total_actual_price: seen.total_actual_price });
      void toast.success('大订单已提交，等待客户支付');
      form.resetFields();
      setFigures(null);
      onPlaced(placed.order_num);
    } catch (error) {
      showFieldErrors(error);
      setProblem(errorMessage(error));
    }
  };

  return (
    <Form<BigOrderFormValues>
      form={form}
      layout="vertical"
      initialValues={{ lines: [NEW_LINE], has_build: 0 }}
      data-testid="big-order-form"
      onValuesChange={() => setFigures(null)}
    >
      <div className={styles.row}>
        <Form.Item name="buyer_mobile" label="客户手机号（大客户账号）" rules={[{ required: true, pattern: /^1\d{10}$/, message: '请输入有效的客户手机号' }]}>
          <Input maxLength={11} placeholder="例如 13800000001" aria-label="客户手机号" />
        </Form.Item>
        <Form.Item name="contact" label="联系人" rules={[{ required: true, message: '请填写联系人' }]}>
          <Input maxLength={24} aria-label="联系人" />
        </Form.Item>
        <Form.Item name="mobile" label="联系电话" rules={[{ required: true, pattern: /^1\d{10}$/, message: '请输入有效的手机号' }]}>
          <Input maxLength={11} aria-label="联系电话" />
        </Form.Item>
      </div>
      <Form.Item name="address" label="地址">
        <Input maxLength={120} aria-label="地址" />
      </Form.Item>

      <h3 className={styles.heading}>预订场地（可跨场地、跨供应商）</h3>
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <div className={styles.lines}>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.line} data-testid="big-order-line">
                <span className={styles.lineNo}>{index + 1}</span>
                <Form.Item name={[field.name, 'booth']} noStyle>
                  <BoothPicker />
                </Form.Item>
                <Form.Item name={[field.name, 'dates']} noStyle>
                  <DatePicker multiple placeholder="日期（周期租选开始日）" style={{ width: 260 }} aria-label={`第${index + 1}个场地日期`} />
                </Form.Item>
                <Form.Item name={[field.name, 'count']} noStyle>
                  <InputNumber<number> min={1} max={999} precision={0} addonAfter="个" style={{ width: 110 }} aria-label={`第${index + 1}个场地数量`} />
                </Form.Item>
                {fields.length > 1 && <Button type="text" icon={<CloseOutlined />} aria-label="移除该场地" onClick={() => remove(field.name)} />}
              </div>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add(NEW_LINE)} disabled={fields.length >= 20}>
              添加场地
            </Button>
          </div>
        )}
      </Form.List>

      <h3 className={styles.heading}>补充信息（整单一份）</h3>
      <OrderInfoFields form={form as never} />

      {problem && <Alert type="error" showIcon message={problem} style={{ margin: '12px 0' }} data-testid="big-order-problem" />}
      {figures && figures.problems.length === 0 && (
        <Descriptions size="small" bordered column={4} style={{ margin: '12px 0' }} data-testid="big-order-figures">
          <Descriptions.Item label="客户">{figures.buyer.name || figures.buyer.mobile}</Descriptions.Item>
          <Descriptions.Item label="场地金额">{formatYuan(figures.total_amount)}</Descriptions.Item>
          <Descriptions.Item label="押金">{formatYuan(figures.total_deposit)}</Descriptions.Item>
          <Descriptions.Item label="应付">
            <strong>{formatYuan(figures.total_actual_price)}</strong>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Space>
        <Button onClick={() => void run(false)} loading={preview.isPending && !place.isPending}>
          试算金额
        </Button>
        <Button type="primary" onClick={() => void run(true)} loading={place.isPending} data-testid="place-big-order">
          提交大订单
        </Button>
      </Space>
    </Form>
  );
}
