import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { leaseTermOptions } from '@vm/domain/lease-terms';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { BOOTH_MESSAGES, duplicateTermProblem, subsidyProblem } from '../model/booth-rules';
import type { TermPriceValues } from '../model/resource-form-values';
import { yuanRule } from '@/shared/supplier/yuan-field';
import { YuanInput } from '@/shared/supplier/yuan-input';
import styles from './booth-editor.module.css';

const TERM_OPTIONS = leaseTermOptions();

/**
 * 周期价格: one row per lease term with price, subsidy and deposit. The first row is the booth's main
 * term (shown first to buyers).
 */
export function TermPricesList({ boothIndex }: { boothIndex: number }) {
  const form = Form.useFormInstance();
  const path = ['booths', boothIndex, 'prices'];
  const termsNow = (): (number | undefined)[] => ((form.getFieldValue(path) as TermPriceValues[] | undefined) ?? []).map((row) => row?.lease_term_type_id);

  return (
    <Form.List
      name={[boothIndex, 'prices']}
      rules={[
        { validator: async (_rule, rows?: unknown[]) => (rows && rows.length > 0 ? undefined : Promise.reject(new Error(BOOTH_MESSAGES.pricesRequired))) },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.rows} data-testid="term-prices">
          <div className={`${styles.priceRow} ${styles.rowHead}`}>
            <span>订购周期</span>
            <span>价格</span>
            <span>补贴</span>
            <span>押金</span>
            <span />
          </div>
          {fields.map((field, index) => (
            <div key={field.key} className={styles.priceRow} data-testid="term-price-row">
              <Form.Item
                name={[field.name, 'lease_term_type_id']}
                rules={[
                  { required: true, message: BOOTH_MESSAGES.termRequired },
                  {
                    validator: async () => {
                      const problem = duplicateTermProblem(termsNow(), index);
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
              >
                <Select aria-label="订购周期" placeholder="订购周期" options={TERM_OPTIONS} style={{ width: 120 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'price']} rules={[yuanRule({ label: '价格', required: true })]}>
                <YuanInput aria-label="价格" placeholder="价格" />
              </Form.Item>
              <Form.Item
                name={[field.name, 'subsidy']}
                dependencies={[[...path, field.name, 'price']]}
                rules={[
                  yuanRule({ label: '补贴' }),
                  {
                    validator: async (_rule, subsidy?: string) => {
                      const price = form.getFieldValue([...path, field.name, 'price']) as string | undefined;
                      const problem = subsidyProblem(subsidy, price);
                      if (problem) throw new Error(problem);
                    },
                  },
                ]}
              >
                <YuanInput aria-label="补贴" placeholder="0" />
              </Form.Item>
              <Form.Item name={[field.name, 'deposit']} rules={[yuanRule({ label: '押金' })]}>
                <YuanInput aria-label="押金" placeholder="0" />
              </Form.Item>
              <Button type="text" aria-label="删除订购周期" icon={<DeleteOutlined />} disabled={fields.length <= 1} onClick={() => remove(field.name)} />
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= TERM_OPTIONS.length}>
            添加订购周期
          </Button>
        </div>
      )}
    </Form.List>
  );
}
