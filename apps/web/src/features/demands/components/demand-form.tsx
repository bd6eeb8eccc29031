import type { DemandOptions } from '@vm/contracts/demands';
import type { DemandField } from '@vm/domain/demand-form';
import { DEMAND_NEEDS } from '@vm/domain/demands';
import { LIMITS, UPLOAD_LIMITS, isMobile } from '@vm/domain/validation';
import { DEMAND_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form, { type Rule } from 'antd/es/form';
import Input, { type InputRef } from 'antd/es/input';
import type { Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { authUrl } from '@/shared/auth/safe-redirect';
import { ImageUploadField } from '@/shared/upload/image-upload-field';
import { CountdownButton } from '@/shared/ui/countdown-button';
import { toast } from '@/shared/ui/feedback';
import { useSendDemandCode, useSubmitDemand } from '../api/demand-queries';
import { cleanOnBlur, endBeforeStart, fieldError, orderedAreas, toDemandBody, type DemandFormValues, type DemandOrigin } from '../model/demand-form-values';
import { CityMultiSelect } from './city-multi-select';
import styles from './demand-form.module.css';

/** Server field names the form shows under their field; anything else goes above the button. */
const FORM_FIELDS = [
  'name',
  'mobile',
  'captcha',
  'product',
  'minimum_area',
  'maximum_area',
  'single_field_budget',
  'start',
  'end',
  'city_ids',
  'community_type_ids',
  'spread_way_ids',
  'industry_ids',
  'ex_description',
  'pic_url',
] as const;

export interface DemandFormProps {
  options: DemandOptions;
  initialValues: DemandFormValues;
  origin: DemandOrigin;
  loggedIn: boolean;
  today: string;
  onSubmitted: (id: number) => void;
}

/**
 * The demand form (需求): the spec's required fields in order with their messages (packages/domain
 * demandErrors, the same the server answers with), blur-clearing of numbers, mobile and code, the area
 * range swap, past dates disabled, an end before the start cleared (结束时间应该大于开始时间), cities
 * where 全国 is exclusive, needs, description ≤ 1000 and up to 12 scene photos. A visitor gets an SMS
 * code (请输入手机号 without a mobile) and is logged in by it on submit.
 */
export function DemandForm({ options, initialValues, origin, loggedIn, today, onSubmitted }: DemandFormProps) {
  const [form] = Form.useForm<DemandFormValues>();
  const showFieldErrors = useServerFieldErrors(form, FORM_FIELDS);
  const submit = useSubmitDemand();
  const sendCode = useSendDemandCode();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const captchaInput = useRef<InputRef>(null);
  const start = Form.useWatch('start', form);

  // An end cleared for being before the start keeps saying so until a new end is chosen (a later
  // whole-form check would otherwise replace it with 请选择结束时间).
  const endCleared = useRef(false);

  const rule = (field: DemandField): Rule => ({
    validator: async () => {
      if (field === 'end' && endCleared.current && !form.getFieldValue('end')) throw new Error(DEMAND_MESSAGES.endBeforeStart);
      const message = fieldError(field, form.getFieldsValue(true) as DemandFormValues, { loggedIn, today });
      if (message) throw new Error(message);
    },
  });

  /** Blur: a value that does not match its pattern is cleared, then checked (its required message shows). */
  const clearInvalid = (name: 'mobile' | 'captcha' | 'minimum_area' | 'maximum_area' | 'single_field_budget', kind: 'number' | 'mobile' | 'captcha') => () => {
    form.setFieldValue(name, cleanOnBlur(kind, form.getFieldValue(name) as string | undefined));
    if (name === 'minimum_area' || name === 'maximum_area') {
      const areas = orderedAreas(form.getFieldValue('minimum_area') as string, form.getFieldValue('maximum_area') as string);
      form.setFieldsValue(areas);
    }
  };

  const onDatesChange = (changed: 'start' | 'end') => (value: Dayjs | null) => {
    const startValue = changed === 'start' ? value : (form.getFieldValue('start') as Dayjs | null);
    const endValue = changed === 'end' ? value : (form.getFieldValue('end') as Dayjs | null);
    if (changed === 'end') endCleared.current = false;
    if (endBeforeStart(startValue, endValue)) {
      endCleared.current = true;
      form.setFieldValue('end', null);
      form.setFields([{ name: 'end', errors: [DEMAND_MESSAGES.endBeforeStart] }]);
    }
  };

  const onSend = async (): Promise<boolean> => {
    const mobile = ((form.getFieldValue('mobile') as string | undefined) ?? '').trim();
    if (!mobile) {
      form.setFields([{ name: 'mobile', errors: [DEMAND_MESSAGES.codeNeedsMobile] }]);
      return false;
    }
    if (!isMobile(mobile)) {
      form.setFields([{ name: 'mobile', errors: ['请输入有效的手机号'] }]);
      return false;
    }
    try {
      await sendCode.mutateAsync(mobile);
    } catch (error) {
      form.setFields([{ name: 'mobile', errors: [errorMessage(error)] }]);
      return false;
    }
    void toast.success('验证码已发送，请注意查收短信');
    captchaInput.current?.focus();
    return true;
  };

  const onFinish = async (values: DemandFormValues) => {
    setFormError(null);
    try {
      const created = await submit.mutateAsync(toDemandBody(values, origin, loggedIn));
      onSubmitted(created.id);
    } catch (error) {
      if (!showFieldErrors(error)) setFormError(errorMessage(error));
    }
  };

  const checkboxes = (list: readonly { id: number; name: string }[]) => list.map((item) => ({ value: item.id, label: item.name }));

  return (
    <Form<DemandFormValues>
      form={form}
      name="demand"
      layout="horizontal"
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: '1' }}
      initialValues={initialValues}
      validateTrigger="onBlur"
      scrollToFirstError
      onFinish={(values) => void onFinish(values)}
      onValuesChange={(changed: Partial<DemandFormValues>) => {
        // Typing again clears that field's message until the next blur or submit.
        const touched = (Object.keys(changed) as (keyof DemandFormValues)[]).filter((name) => form.getFieldError(name).length > 0);
        if (touched.length > 0) form.setFields(touched.map((name) => ({ name, errors: [] })));
        if (formError) setFormError(null);
      }}
      className={styles.form}
      data-testid="demand-form"
    >
      <h2 className={styles.section}>联系信息</h2>
      <Form.Item label="联系人" name="name" rules={[rule('name')]} required>
        <Input maxLength={LIMITS.demandName} placeholder="请输入联系人" autoComplete="name" />
      </Form.Item>
      <Form.Item label="联系电话" name="mobile" rules={[rule('mobile')]} required>
        <Input maxLength={LIMITS.demandMobile} placeholder="请输入联系电话" inputMode="numeric" autoComplete="tel" onBlur={clearInvalid('mobile', 'mobile')} />
      </Form.Item>
      {!loggedIn && (
        <Form.Item label="验证码" required extra="提交后将使用该手机号自动登录（新手机号将自动注册）">
          <div className={styles.codeRow}>
            <Form.Item name="captcha" rules={[rule('captcha')]} noStyle>
              <Input
                ref={captchaInput}
                maxLength={LIMITS.captcha}
                placeholder="请输入验证码"
                inputMode="numeric"
                autoComplete="one-time-code"
                aria-label="验证码"
                onBlur={clearInvalid('captcha', 'captcha')}
              />
            </Form.Item>
            <CountdownButton onSend={onSend} />
          </div>
        </Form.Item>
      )}
      <Form.Item label="产品名称" name="product" rules={[rule('product')]} required>
        <Input maxLength={LIMITS.product} placeholder="请输入产品名称，如：精酿啤酒" />
      </Form.Item>

      <h2 className={styles.section}>活动需求</h2>
      <Form.Item label="需求面积" required>
        <div className={styles.rangeRow}>
          <Form.Item name="minimum_area" rules={[rule('minimum_area')]} noStyle>
            <Input
              maxLength={LIMITS.demandArea}
              placeholder="最小面积"
              suffix="㎡"
              aria-label="最小需求面积"
              inputMode="decimal"
              onBlur={clearInvalid('minimum_area', 'number')}
            />
          </Form.Item>
          <span className={styles.to}>至</span>
          <Form.Item name="maximum_area" rules={[rule('maximum_area')]} noStyle>
            <Input
              maxLength={LIMITS.demandArea}
              placeholder="最大面积"
              suffix="㎡"
              aria-label="最大需求面积"
              inputMode="decimal"
              onBlur={clearInvalid('maximum_area', 'number')}
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item label="单场预算" name="single_field_budget" rules={[rule('single_field_budget')]} required extra="每个场地每天的预算">
        <Input
          maxLength={LIMITS.demandBudget}
          placeholder="请输入活动预算"
          prefix="¥"
          suffix="元/天"
          inputMode="decimal"
          className={styles.budget}
          onBlur={clearInvalid('single_field_budget', 'number')}
        />
      </Form.Item>
      <Form.Item label="活动时间" required>
        <div className={styles.rangeRow}>
          <Form.Item name="start" rules={[rule('start')]} validateTrigger="onChange" noStyle>
            <DatePicker
              placeholder="请选择开始时间"
              aria-label="开始时间"
              disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < today}
              onChange={onDatesChange('start')}
            />
          </Form.Item>
          <span className={styles.to}>至</span>
          <Form.Item name="end" rules={[rule('end')]} validateTrigger="onChange" noStyle>
            <DatePicker
              placeholder="请选择结束时间"
              aria-label="结束时间"
              disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < (start ? start.format('YYYY-MM-DD') : today)}
              onChange={onDatesChange('end')}
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item label="需求城市" name="city_ids">
        <CityMultiSelect cities={options.cities} />
      </Form.Item>
      <Form.Item label="社区类型" name="community_type_ids">
        <Checkbox.Group options={checkboxes(options.community_types)} />
      </Form.Item>
      <Form.Item label="推广形式" name="spread_way_ids">
        <Checkbox.Group options={checkboxes(options.spread_ways)} />
      </Form.Item>
      <Form.Item label="所属行业" name="industry_ids">
        <Checkbox.Group options={checkboxes(options.industries)} />
      </Form.Item>
      <Form.Item label="其他需求" name="needs">
        <Checkbox.Group options={DEMAND_NEEDS.map((need) => ({ value: need.key, label: need.label }))} />
      </Form.Item>
      <Form.Item label="需求描述" name="ex_description" rules={[rule('ex_description')]}>
        <Input.TextArea rows={4} maxLength={LIMITS.demandDescription} showCount placeholder="活动形式、人员、物料、搭建等补充说明" />
      </Form.Item>
      <Form.Item label="活动照片" name="pic_url" rules={[rule('pic_url')]} className={styles.photos}>
        {loggedIn ? (
          <ImageUploadField bucket="demand" maxCount={UPLOAD_LIMITS.demandImages.count} addText="上传照片" />
        ) : (
          <p className={styles.note}>
            <Link to={authUrl(`${location.pathname}${location.search}`)}>登录</Link>后可上传往期活动照片（最多{UPLOAD_LIMITS.demandImages.count}张）
          </p>
        )}
      </Form.Item>
      {formError && <Alert type="error" showIcon title={formError} className={styles.alert} />}
      <Form.Item label=" " colon={false}>
        <Button type="primary" size="large" htmlType="submit" loading={submit.isPending} className={styles.submit}>
          提交需求
        </Button>
      </Form.Item>
    </Form>
  );
}
