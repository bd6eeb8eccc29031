import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { BOOTH_MESSAGES } from '../model/booth-rules';
import { AMENITIES, RES_TYPES, newBooth, type BoothFormValues } from '../model/resource-form-values';
import styles from './booth-editor.module.css';
import { DatedPricesList } from './dated-prices-list';
import { DateToggleCalendar } from './date-toggle-calendar';
import { TermPricesList } from './term-prices-list';

const MAX_BOOTHS = 50;

function BoothTitle({ index }: { index: number }) {
  const booth = Form.useWatch(['booths', index]) as BoothFormValues | undefined;
  return (
    <span className={styles.boothTitle}>
      摊位 {index + 1}
      {booth?.size ? `：${booth.size}` : ''}
      {booth?.id === undefined ? <Tag color="blue">新增</Tag> : booth.is_online === false ? <Tag>已下架</Tag> : <Tag color="green">在售</Tag>}
      {(booth?.live_order_count ?? 0) > 0 && <Tag color="orange">进行中订单 {booth?.live_order_count}</Tag>}
    </span>
  );
}

function ActivityFields({ index }: { index: number }) {
  const resType = Form.useWatch(['booths', index, 'res_type_id']) as number | undefined;
  if (resType !== 3) return null;
  return (
    <div className={styles.inline}>
      <Form.Item label="活动类型" name={[index, 'activity_type_name']} rules={[{ max: 20, message: '活动类型最多20个字' }]}>
        <Input maxLength={20} placeholder="如：市集" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="活动时间" name={[index, 'activity_window']} rules={[{ required: true, message: BOOTH_MESSAGES.activityWindowRequired }]}>
        <DatePicker.RangePicker aria-label="活动时间" />
      </Form.Item>
    </div>
  );
}

/** One booth: size and units, lease-term prices, dated prices, closed dates, booking limits, amenities. */
function BoothCard({ index, onRemove, removable }: { index: number; onRemove: () => void; removable: boolean }) {
  const liveOrders = (Form.useWatch(['booths', index, 'live_order_count']) as number | undefined) ?? 0;
  const removeButton = (
    <Button type="text" danger icon={<DeleteOutlined />} disabled={!removable || liveOrders > 0} onClick={onRemove}>
      删除摊位
    </Button>
  );
  return (
    <Card
      size="small"
      className={styles.booth}
      data-testid="booth-card"
      title={<BoothTitle index={index} />}
      extra={liveOrders > 0 ? <Tooltip title="该摊位有进行中的订单，不能删除">{removeButton}</Tooltip> : removeButton}
    >
      {/* Held facts of a saved booth: the id keeps it the same booth on save (left out = deleted). */}
      <Form.Item name={[index, 'id']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[index, 'live_order_count']} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[index, 'is_online']} hidden valuePropName="checked">
        <Switch />
      </Form.Item>
      <div className={styles.inline}>
        <Form.Item label="摊位尺寸" name={[index, 'size']} rules={[{ required: true, whitespace: true, message: BOOTH_MESSAGES.sizeRequired }]}>
          <Input maxLength={40} placeholder="如：3x3" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="自定义规格" name={[index, 'custom_dimension']}>
          <Input maxLength={60} placeholder="如：3m×3m 含背景板" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="摊位名称" name={[index, 'custom_name']}>
          <Input maxLength={60} placeholder="选填" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="标签" name={[index, 'tag']}>
          <Input maxLength={20} placeholder="选填" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="可售数量" name={[index, 'count']} rules={[{ required: true, message: BOOTH_MESSAGES.countRequired }]}>
          <InputNumber aria-label="可售数量" min={1} max={10_000} precision={0} suffix="个" style={{ width: 110 }} />
        </Form.Item>
      </div>
      <div className={styles.inline}>
        <Form.Item label="最少预订" name={[index, 'minimum_booking_days']} rules={[{ required: true, message: '请输入最少预订天数' }]}>
          <InputNumber aria-label="最少预订天数" min={1} max={365} precision={0} suffix="天" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="提前预订" name={[index, 'days_in_advance']} rules={[{ required: true, message: '请输入提前预订天数' }]}>
          <InputNumber aria-label="提前预订天数" min={0} max={365} precision={0} suffix="天" style={{ width: 110 }} />
        </Form.Item>
        <Form.Item label="仅询价" name={[index, 'is_enquiry']} valuePropName="checked" tooltip="开启后买家需先询价，由您报价后再下单">
          <Switch aria-label="仅询价" />
        </Form.Item>
        <Form.Item label="资源类型" name={[index, 'res_type_id']}>
          <Radio.Group options={RES_TYPES.map((type) => ({ ...type }))} optionType="button" size="small" />
        </Form.Item>
      </div>
      <ActivityFields index={index} />
      <div className={styles.section}>
        <div className={styles.sectionTitle}>周期价格</div>
        <TermPricesList boothIndex={index} />
      </div>
      <div className={styles.split}>
        <div className={styles.section}>
          <div className={styles.sectionTitle}>不可售日期</div>
          <Form.Item name={[index, 'unavailable_dates']}>
            <DateToggleCalendar label={`摊位${index + 1}不可售日期`} />
          </Form.Item>
        </div>
        <div className={styles.section}>
          <div className={styles.sectionTitle}>特价日期</div>
          <DatedPricesList boothIndex={index} name="special_prices" label="特价" />
          <div className={styles.sectionTitle}>涨价日期</div>
          <DatedPricesList boothIndex={index} name="raised_prices" label="涨价" />
        </div>
      </div>
      <Form.Item label="配套设施" name={[index, 'amenities']}>
        <Checkbox.Group options={AMENITIES.map((amenity) => ({ ...amenity }))} />
      </Form.Item>
      <Form.Item
        label="特殊要求"
        name={[index, 'special_requirements']}
        rules={[
          { type: 'array', max: 10, message: '特殊要求最多10个' },
          {
            validator: async (_rule, items?: string[]) => {
              if ((items ?? []).some((item) => item.trim().length > 20)) throw new Error('特殊要求每条最多20个字');
            },
          },
        ]}
      >
        <Select mode="tags" aria-label="特殊要求" placeholder="输入后回车，如：需自带帐篷" open={false} suffixIcon={null} />
      </Form.Item>
    </Card>
  );
}

/** 摊位: every booth of the venue; a booth removed here is deleted on save (refused while it has live orders). */
export function BoothEditor() {
  return (
    <Form.List
      name="booths"
      rules={[
        {
          validator: async (_rule, booths?: unknown[]) => {
            if (!booths || booths.length === 0) throw new Error(BOOTH_MESSAGES.boothsRequired);
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <div className={styles.booths}>
          {fields.map((field) => (
            <BoothCard key={field.key} index={field.name} removable={fields.length > 1} onRemove={() => remove(field.name)} />
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= MAX_BOOTHS} onClick={() => add(newBooth())}>
            添加摊位
          </Button>
        </div>
      )}
    </Form.List>
  );
}
