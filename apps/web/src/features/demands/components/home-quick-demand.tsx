import { DownOutlined } from '@/shared/ui/icons/down-outlined';
import { UpOutlined } from '@/shared/ui/icons/up-outlined';
import { homeDemandErrors, type HomeDemandField } from '@vm/domain/home-demand';
import { LIMITS, isMobile } from '@vm/domain/validation';
import { DEMAND_CONTACT_HOURS, DEMAND_SUCCESS_MESSAGE, HOME_DEMAND_MESSAGES } from '@vm/domain/home-demand-messages';
import { LightButton as Button } from '@/shared/ui/light-button';
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { serverFieldEntries } from '@/shared/forms/use-server-field-errors';
import { useCurrentUser } from '@/shared/auth/session';
import { useCurrentCity } from '@/shared/city/current-city';
import { CountdownButton } from '@/shared/ui/countdown-button';
import { toast } from '@/shared/ui/feedback';
import { useDemandOptions, useSendDemandCode, useSubmitDemand } from '../api/demand-queries';
import { isPhoneScreen } from '@/shared/ui/screen';
import styles from './home-quick-demand.module.css';
import { paths } from '@/shared/paths';

interface Values {
  city_id: string;
  name: string;
  mobile: string;
  captcha: string;
}

type Field = keyof Values;
const FIELD_OF: Record<HomeDemandField, Field> = { city_ids: 'city_id', name: 'name', mobile: 'mobile', captcha: 'captcha' };

/** One line of the form: its control and, under it, its message (read out with the control). */
function FormLine({ error, errorId, children }: { error: string | undefined; errorId: string; children: ReactNode }) {
  return (
    <div className={styles.line}>
      {children}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The home page's demand drawer (docs/spec/product-spec.md section 2): folds and unfolds; a short form of city,
 * name, mobile and (for visitors) an SMS code, with the home messages. It creates a demand with
 * `is_home` 1; the code logs a visitor in. Plain form controls, not antd's Form and Select: the drawer
 * is on the home page, whose first JavaScript they doubled (bench/README.md, first JavaScript).
 */
export function HomeQuickDemand() {
  const { user, isLoggedIn } = useCurrentUser();
  const city = useCurrentCity();
  const initial = (): Values => ({ city_id: String(city.id), name: user?.name ?? '', mobile: user?.mobile ?? '', captcha: '' });
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formFor, setFormFor] = useState(user?.id ?? null);
  // Open beside the banner search on a wide screen; on a phone it would push everything below the fold.
  const [open, setOpen] = useState(() => !isPhoneScreen());
  const [doneId, setDoneId] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const options = useDemandOptions();
  const submit = useSubmitDemand();
  const sendCode = useSendDemandCode();
  const id = useId();

  // Logging in or out (the code logs a visitor in) starts the form again with the account's name and mobile
  // (the city chosen stays).
  if ((user?.id ?? null) !== formFor) {
    setFormFor(user?.id ?? null);
    setValues({ ...initial(), city_id: values.city_id });
    setErrors({});
  }

  const checkAll = (current: Values) => {
    const found = homeDemandErrors({ ...current, city_ids: current.city_id ? [Number(current.city_id)] : [] }, { loggedIn: isLoggedIn });
    return Object.fromEntries(Object.entries(found).map(([field, message]) => [FIELD_OF[field as HomeDemandField], message])) as Partial<Record<Field, string>>;
  };
  const check = (field: Field, current = values) => setErrors((shown) => ({ ...shown, [field]: checkAll(current)[field] }));
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (formError) setFormError(null);
    // A choice is checked at once; typing is checked when the field is left, and an error clears as it is fixed.
    if (field === 'city_id' || (errors[field] && !checkAll(next)[field])) check(field, next);
  };

  const onSend = async (): Promise<boolean> => {
    const mobile = values.mobile.trim();
    if (!mobile || !isMobile(mobile)) {
      setErrors((shown) => ({ ...shown, mobile: mobile ? HOME_DEMAND_MESSAGES.mobileInvalid : HOME_DEMAND_MESSAGES.mobileEmpty }));
      return false;
    }
    try {
      await sendCode.mutateAsync(mobile);
      void toast.success('验证码已发送，请注意查收短信');
      return true;
    } catch (error) {
      setErrors((shown) => ({ ...shown, mobile: errorMessage(error) }));
      return false;
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = checkAll(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || submit.isPending) return;
    try {
      const created = await submit.mutateAsync({
        channel: 'pc',
        is_home: 1,
        city_ids: values.city_id ? [Number(values.city_id)] : [],
        name: values.name.trim(),
        mobile: values.mobile.trim(),
        ...(isLoggedIn ? {} : { captcha: values.captcha.trim() }),
      });
      setDoneId(created.id);
    } catch (error) {
      const fields = serverFieldEntries(error, FIELD_OF);
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map(({ name, errors: [message] }) => [name, message])));
      else setFormError(errorMessage(error));
    }
  };

  const control = (field: Field) => ({
    id: `${id}-${field}`,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
    onBlur: () => check(field),
    className: errors[field] ? `${styles.input} ${styles.invalid}` : styles.input,
  });
  const textInput = (field: Field, label: string, maxLength: number, more: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      {...control(field)}
      aria-label={label}
      placeholder={`请输入${label}`}
      maxLength={maxLength}
      onChange={(event) => change(field, event.target.value)}
      {...more}
    />
  );
  const line = (field: Field, children: ReactNode) => (
    <FormLine error={errors[field]} errorId={`${id}-${field}-error`}>
      {children}
    </FormLine>
  );

  return (
    // The slot keeps the open form's height: folding the drawer or its success view does not move the page.
    <div className={styles.slot}>
      <aside className={styles.drawer} data-testid="home-demand">
        <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          <span>
            <strong>免费发布需求</strong>
            <small>专属顾问 {DEMAND_CONTACT_HOURS}小时内联系您</small>
          </span>
          {open ? <UpOutlined aria-label="收起" /> : <DownOutlined aria-label="展开" />}
        </button>
        {open &&
          (doneId !== null ? (
            <div className={styles.done} role="status">
              <p className={styles.doneTitle}>提交成功</p>
              <p>{DEMAND_SUCCESS_MESSAGE}</p>
              <div className={styles.doneLinks}>
                <Link to={paths.demandCreate({ city_ids: values.city_id || String(city.id) })}>完善需求信息</Link>
                <Link to={paths.demandHall()}>逛逛需求大厅</Link>
              </div>
              <Button
                size="small"
                onClick={() => {
                  setDoneId(null);
                  setValues((current) => ({ ...current, captcha: '' }));
                }}
              >
                再提一个需求
              </Button>
            </div>
          ) : (
            <form name="home-demand" className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
              {line(
                'city_id',
                <select {...control('city_id')} aria-label="城市" onChange={(event) => change('city_id', event.target.value)}>
                  <option value="">请选择城市</option>
                  {(options.data?.cities ?? []).map((item) => (
                    <option key={item.id} value={String(item.id)}>
                      {item.name}
                    </option>
                  ))}
                </select>,
              )}
              {line('name', textInput('name', '姓名', LIMITS.demandName))}
              {line('mobile', textInput('mobile', '手机号', LIMITS.mobile, { inputMode: 'numeric', autoComplete: 'tel' }))}
              {!isLoggedIn &&
                line(
                  'captcha',
                  <div className={styles.codeRow}>
                    {textInput('captcha', '验证码', LIMITS.captcha, { inputMode: 'numeric', autoComplete: 'one-time-code' })}
                    <CountdownButton type="link" size="small" className={styles.send} onSend={onSend} />
                  </div>,
                )}
              {formError && (
                <p className={styles.error} role="alert">
                  {formError}
                </p>
              )}
              <Button type="primary" htmlType="submit" block loading={submit.isPending}>
                立即提交
              </Button>
            </form>
          ))}
      </aside>
    </div>
  );
}
