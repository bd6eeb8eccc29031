import type { PriceRuleBody } from '@vm/contracts/supplier-price-rules';
import type { ManagedResource } from '@vm/contracts/supplier-resources';
import { todayInShanghai } from '@vm/domain/business-date';
import { leaseTermOptions } from '@vm/domain/lease-terms';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { yuanRule } from '@/shared/supplier/yuan-field';
import { YuanInput } from '@/shared/supplier/yuan-input';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { toast } from '@/shared/ui/feedback';
import { PRICE_RULE_MESSAGES, WEEKDAYS, newPriceRule, toPriceRuleBody, type PriceRuleFormValues } from '../model/price-rule-form-values';

/** Server field names → form field names. */
const FIELD_OF: Record<string, keyof PriceRuleFormValues> = { start: 'range', end: 'range' };
const formFieldOf = (name: string): keyof PriceRuleFormValues => FIELD_OF[name] ?? (name as keyof PriceRuleFormValues);
const TERM_OPTIONS = leaseTermOptions();

/** Booths grouped by venue for the multi-select: 「一楼中庭 · 3x3（3m×3m）」. */
export function boothOptions(resources: readonly ManagedResource[]) {
  return resources
    .filter((resource) => resource.booths.length > 0)
    .map((resource) => ({
      label: `${resource.name}（${resource.community_name}）`,
      title: resource.name,
      options: resource.booths.map((booth) => ({
        value: booth.id,
        label: `${resource.name} · ${booth.size}${booth.custom_dimension ? `（${booth.custom_dimension}）` : ''}`,
      })),
    }));
}

interface PriceRuleFormProps {
  open: boolean;
  /** Editing: the rule's current values (the title says 修改, and 下一步 leads to the calendar preview). */
  initial?: PriceRuleFormValues;
  title?: string;
  okText?: string;
  resources: readonly ManagedResource[];
  onClose: () => void;
  onSubmit: (body: PriceRuleBody) => Promise<unknown>;
}

/** 新建价格规则: booths, lease term, date range, weekdays, and a fixed price (yuan) or a percentage raise. */
export function PriceRuleForm({ open, initial, title = '新建价格规则', okText = '保存', resources, onClose, onSubmit }: PriceRuleFormProps) {
  const [form] = Form.useForm<PriceRuleFormValues>();
  const showFieldErrors = useServerFieldErrors(form, formFieldOf);
  const mode = Form.useWatch('mode', form);
  const [conflict, setConflict] = useState<string | null>(null);
  const today = todayInShanghai(new Date());

  useEffect(() => {
    if (open) {
      form.resetFields();
      if (initial) form.setFieldsValue(initial);
      setConflict(null);
    }
  }, [open, form, initial]);

  const submit = async () => {
    let values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    setConflict(null);
    try {
      await onSubmit(toPriceRuleBody(values));
      if (!initial) void toast.success('保存成功');
      onClose();
    } catch (error) {
      if (showFieldErrors(error)) return;
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      else void toast.error(errorMessage(error));
    }
  };

  return (
    <Modal title={title} open={open} onCancel={onClose} onOk={() => void submit()} okText={okText} cancelText="取消" width={680} destroyOnHidden forceRender>
      {conflict && <Alert type="error" showIcon title="与已有规则重叠" description={conflict} style={{ marginBottom: 16 }} data-testid="rule-conflict" />}
      <Form form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 19 }} initialValues={newPriceRule()} name="price-rule">
        <Form.Item label="规则名称" name="name" rules={[{ required: true, whitespace: true, message: PRICE_RULE_MESSAGES.nameRequired }]}>
          <Input maxLength={30} showCount placeholder="如：国庆黄金周" />
        </Form.Item>
        <Form.Item
          label="适用摊位"
          name="selling_resource_ids"
          rules={[{ required: true, type: 'array', min: 1, message: PRICE_RULE_MESSAGES.boothsRequired }]}
        >
          <Select
            mode="multiple"
            aria-label="适用摊位"
            placeholder="请选择摊位"
            options={boothOptions(resources)}
            showSearch={{ optionFilterProp: 'label' }}
            maxTagCount="responsive"
          />
        </Form.Item>
        <Form.Item label="订购周期" name="lease_term_type_id" rules={[{ required: true, message: PRICE_RULE_MESSAGES.termRequired }]}>
          <Select aria-label="订购周期" options={TERM_OPTIONS} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="日期范围" name="range" rules={[{ required: true, message: PRICE_RULE_MESSAGES.rangeRequired }]}>
          <DatePicker.RangePicker aria-label="日期范围" disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < today} />
        </Form.Item>
        <Form.Item label="适用星期" name="weekdays" rules={[{ required: true, type: 'array', min: 1, message: PRICE_RULE_MESSAGES.weekdaysRequired }]}>
          <Checkbox.Group options={WEEKDAYS.map((day) => ({ ...day }))} />
        </Form.Item>
        <Form.Item label="定价方式" name="mode">
          <Radio.Group
            options={[
              { value: 'price', label: '固定价格' },
              { value: 'raise', label: '按比例涨价' },
            ]}
          />
        </Form.Item>
        {mode === 'raise' ? (
          <Form.Item
            label="涨价比例"
            name="raise_percent"
            rules={[
              { required: true, message: PRICE_RULE_MESSAGES.percentRequired },
              { type: 'integer', min: 1, max: 1000, message: PRICE_RULE_MESSAGES.percentRange },
            ]}
            extra="在特价或周期价格的基础上上涨"
          >
            <InputNumber aria-label="涨价比例" min={1} max={1000} precision={0} suffix="%" style={{ width: 160 }} />
          </Form.Item>
        ) : (
          <Form.Item label="价格" name="price" required rules={[yuanRule({ label: '价格', required: true, positive: true })]} extra="每个订购周期单位的价格">
            <YuanInput aria-label="价格" placeholder="价格" width={200} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
