import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { homeDemandErrors, type HomeDemandField } from '@vm/domain/demands';
import { LIMITS, isMobile } from '@vm/domain/validation';
import { DEMAND_MESSAGES, HOME_DEMAND_MESSAGES } from '@vm/domain/validation-messages';
import Button from 'antd/es/button';
import Form, { type Rule } from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/auth/session';
import { useCurrentCity } from '../../../shared/city/current-city';
import { CountdownButton } from '../../../shared/ui/countdown-button';
import { toast } from '../../../shared/ui/feedback';
import { useDemandOptions, useSendDemandCode, useSubmitDemand } from '../api/demand-queries';
import styles from './home-quick-demand.module.css';
import { paths } from '../../../app/paths';

interface Values {
  city_id?: number;
  name?: string;
  mobile?: string;
  captcha?: string;
}

const FIELD_OF: Record<string, keyof Values> = { city_ids: 'city_id', name: 'name', mobile: 'mobile', captcha: 'captcha' };

/**
 * The home page's demand drawer (product-spec section 2): folds and unfolds; a short form of city,
 * name, mobile and (for visitors) an SMS code, with the home messages. It creates a demand with
 * `is_home` 1; the code logs a visitor in.
 */
export function HomeQuickDemand() {
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(true);
  const [doneId, setDoneId] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { user, isLoggedIn } = useCurrentUser();
  const city = useCurrentCity();
  const options = useDemandOptions();
  const submit = useSubmitDemand();
  const sendCode = useSendDemandCode();

  const rule = (field: HomeDemandField): Rule => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as Values;
      const message = homeDemandErrors({ ...values, city_ids: values.city_id ? [values.city_id] : [] }, { loggedIn: isLoggedIn })[field];
      if (message) throw new Error(message);
    },
  });

  const onSend = async (): Promise<boolean> => {
    const mobile = ((form.getFieldValue('mobile') as string | undefined) ?? '').trim();
    if (!mobile || !isMobile(mobile)) {
      form.setFields([{ name: 'mobile', errors: [mobile ? HOME_DEMAND_MESSAGES.mobileInvalid : HOME_DEMAND_MESSAGES.mobileEmpty] }]);
      return false;
    }
    try {
      await sendCode.mutateAsync(mobile);
      void toast.success('验证码已发送，请注意查收短信');
      return true;
    } catch (error) {
      form.setFields([{ name: 'mobile', errors: [errorMessage(error)] }]);
      return false;
    }
  };

  const onFinish = async (values: Values) => {
    setFormError(null);
    try {
      const created = await submit.mutateAsync({
        channel: 'pc',
        is_home: 1,
        city_ids: values.city_id ? [values.city_id] : [],
        name: (values.name ?? '').trim(),
        mobile: (values.mobile ?? '').trim(),
        ...(isLoggedIn ? {} : { captcha: (values.captcha ?? '').trim() }),
      });
      setDoneId(created.id);
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([name]) => FIELD_OF[name]) : [];
      if (fields.length > 0) form.setFields(fields.map(([name, message]) => ({ name: FIELD_OF[name]!, errors: [message] })));
      else setFormError(errorMessage(error));
    }
  };

  const cityOptions = (options.data?.cities ?? []).map((item) => ({ value: item.id, label: item.name }));
  return (
    // The slot keeps the open form's height: folding the drawer or its success view does not move the page.
    <div className={styles.slot}>
      <aside className={styles.drawer} data-testid="home-demand">
        <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          <span>
            <strong>免费发布需求</strong>
            <small>专属顾问 24小时内联系您</small>
          </span>
          {open ? <UpOutlined aria-label="收起" /> : <DownOutlined aria-label="展开" />}
        </button>
        {open &&
          (doneId !== null ? (
            <div className={styles.done} role="status">
              <p className={styles.doneTitle}>提交成功</p>
              <p>{DEMAND_MESSAGES.success}</p>
              <div className={styles.doneLinks}>
                <Link to={paths.demandCreate({ city_ids: String(form.getFieldValue('city_id') ?? city.id) })}>完善需求信息</Link>
                <Link to={paths.demandHall()}>逛逛需求大厅</Link>
              </div>
              <Button
                size="small"
                onClick={() => {
                  setDoneId(null);
                  form.resetFields(['captcha']);
                }}
              >
                再提一个需求
              </Button>
            </div>
          ) : (
            <Form<Values>
              key={user?.id ?? 'visitor'}
              form={form}
              name="home-demand"
              className={styles.form}
              initialValues={{ city_id: city.id, name: user?.name ?? '', mobile: user?.mobile ?? '' }}
              validateTrigger="onBlur"
              onFinish={(values) => void onFinish(values)}
              onValuesChange={() => formError && setFormError(null)}
            >
              <Form.Item name="city_id" rules={[rule('city_ids')]} validateTrigger="onChange">
                <Select aria-label="城市" placeholder="请选择城市" options={cityOptions} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
              <Form.Item name="name" rules={[rule('name')]}>
                <Input aria-label="姓名" placeholder="请输入姓名" maxLength={LIMITS.demandName} />
              </Form.Item>
              <Form.Item name="mobile" rules={[rule('mobile')]}>
                <Input aria-label="手机号" placeholder="请输入手机号" maxLength={LIMITS.mobile} inputMode="numeric" />
              </Form.Item>
              {!isLoggedIn && (
                <Form.Item name="captcha" rules={[rule('captcha')]}>
                  <Input
                    aria-label="验证码"
                    placeholder="请输入验证码"
                    maxLength={LIMITS.captcha}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    suffix={<CountdownButton type="link" size="small" className={styles.send} onSend={onSend} />}
                  />
                </Form.Item>
              )}
              {formError && <p className={styles.error} role="alert">{formError}</p>}
              <Button type="primary" htmlType="submit" block loading={submit.isPending}>
                立即提交
              </Button>
            </Form>
          ))}
      </aside>
    </div>
  );
}
