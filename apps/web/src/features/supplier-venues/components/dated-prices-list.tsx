import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { todayInShanghai } from '@vm/domain/business-date';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { BOOTH_MESSAGES, duplicateDateProblem } from '../model/booth-rules';
import type { DatedPriceValues } from '../model/resource-form-values';
import { yuanRule } from '@/shared/supplier/yuan-field';
import { YuanInput } from '@/shared/supplier/yuan-input';
import styles from './booth-editor.module.css';

/** 特价 or 涨价: dates with their own price (a raised price beats a price rule, which beats a special price). */
export function DatedPricesList({ boothIndex, name, label }: { boothIndex: number; name: 'special_prices' | 'raised_prices'; label: string }) {
  const form = Form.useFormInstance();
  const today = todayInShanghai(new Date());
  const datesNow = () =>
    ((form.getFieldValue(['booths', boothIndex, name]) as DatedPriceValues[] | undefined) ?? []).map((row) => row?.date?.format('YYYY-MM-DD'));
  return (
    <Form.List name={[boothIndex, name]}>
      {(fields, { add, remove }) => (
        <div className={styles.rows} data-testid={name}>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.datedRow}>
              <Form.Item
                name={[field.name, 'date']}
                rules={[
                  { required: true, message: BOOTH_MESSAGES.datedDateRequired },
                  {
                    validator: async () => {
                      const problem = duplicateDateProblem(datesNow(), index);
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
              >
                <DatePicker aria-label={`${label}日期`} disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < today} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} rules={[yuanRule({ label: `${label}价格`, required: true, positive: true })]}>
                <YuanInput aria-label={`${label}价格`} placeholder="价格" />
              </Form.Item>
              <Button type="text" aria-label={`删除${label}`} icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
            </div>
          ))}
          <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({})}>
            添加{label}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
