import { CHECKOUT_CONFLICT_CODES } from '@vm/contracts/error-codes';
import type { Contact } from '@vm/contracts/contacts';
import type { PricedLine } from '@vm/contracts/orders';
import { checkoutInfoErrors, firstError } from '@vm/domain/form-validation';
import { COMMON_MESSAGES } from '@vm/domain/validation-messages';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/shared/paths';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { useServerFieldErrors } from '@/shared/forms/use-server-field-errors';
import { useCurrentUser } from '@/shared/auth/session';
import type { CheckoutSelection } from '@/shared/cart/checkout-selection';
import { useContacts } from '@/shared/contacts/contacts-api';
import { OrderInfoFields } from '@/shared/order-info/order-info-fields';
import { clearedFields, infoFieldStates, orderInfoErrors, type OrderInfoFormValues } from '@/shared/order-info/order-info-values';
import { toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { OrderFlowSteps } from '@/shared/ui/order-flow-steps';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { QueryState } from '@/shared/ui/query-state';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCheckoutCoupons, useOrderingNoticed, useRecordNoticed } from '../api/use-checkout-api';
import { useCheckoutFigures } from '../api/use-checkout-figures';
import { idsFromParam, useCheckoutSelection } from '../api/use-checkout-selection';
import { usePlaceOrder } from '../api/use-place-order';
import { ContactSelect } from '../components/contact-select';
import { CouponChoice, mergeCheckoutCoupons } from '../components/coupon-choice';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderNotice } from '../components/order-notice';
import { PointsChoice } from '../components/points-choice';
import { TotalsSummary } from '../components/totals-summary';
import styles from './checkout-page.module.css';

/** The contact a buyer starts with: the default one, else the first. */
function defaultContact(list: readonly Contact[] | undefined): Contact | null {
  return list?.find((item) => item.is_default) ?? list?.[0] ?? null;
}

/** Fields of the supplementary-information form the server may name in a 422. */
const INFO_FIELDS = new Set(['product', 'approach_time', 'exit_time', 'has_build', 'build_height', 'licence_images']);

type FormErrors = { contact?: string; notice?: string };

function NoSelection() {
  return (
    <PageFrame crumbs={[{ label: '确认订单' }]} testId="checkout-empty">
      <OrderFlowSteps current={1} />
      <Result
        status="info"
        title="没有待结算的场地"
        subTitle="您选择的场地已提交或已失效，请重新选择场地后下单。"
        extra={[
          <Link key="venues" to={paths.venueList()}>
            <Button type="primary">去选场地</Button>
          </Link>,
          <Link key="cart" to={paths.cart()}>
            <Button>查看购物车</Button>
          </Link>,
        ]}
      />
    </PageFrame>
  );
}

/** /orders/confirm?physical_resource_ids=…: the order submit page (login required). */
export function CheckoutPage() {
  usePageTitle('确认订单');
  const state = useCheckoutSelection();
  if (state.status === 'loading') {
    return (
      <PageFrame crumbs={[{ label: '确认订单' }]} testId="checkout-loading">
        <OrderFlowSteps current={1} />
        <Panel>
          <RowsSkeleton rows={3} />
        </Panel>
      </PageFrame>
    );
  }
  if (state.status === 'none') return <NoSelection />;
  return <CheckoutForm selection={state.selection} />;
}

/** Everything checkout checks before sending, in the spec's words (packages/domain checkoutInfoErrors). */
function checkoutErrors(input: { agreed: boolean; contact: Contact | null; info: OrderInfoFormValues; leaveWords: Record<number, string> }) {
  const { info } = input;
  return checkoutInfoErrors({
    agreed_notice: input.agreed,
    contact: input.contact?.name,
    mobile: input.contact?.mobile,
    product: info.product,
    approach_time: info.approach_time,
    exit_time: info.exit_time,
    has_build: info.has_build ?? null,
    build_height: info.build_height ?? null,
    leave_words: Object.values(input.leaveWords),
    licence_images: info.licence_images ?? [],
  });
}

/** A refused submission: a conflict (409) is shown above the lines; field errors go under their fields. */
function showSubmitError(error: unknown, showFieldErrors: (error: unknown) => boolean, setErrors: (update: (current: FormErrors) => FormErrors) => void) {
  showFieldErrors(error);
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  if (fieldErrors.contact || fieldErrors.mobile) setErrors((current) => ({ ...current, contact: fieldErrors.contact ?? fieldErrors.mobile }));
  void toast.error(errorMessage(error));
}

/** 优惠: the coupons that fit the previewed lines (evaluateCoupon) and the points the goods amount allows. */
function DiscountsPanel(props: {
  physicalIds: number[];
  pricedLines: PricedLine[];
  goodsAmount: number;
  pointsBalance: number;
  couponId: number | null;
  onCoupon: (couponId: number | null) => void;
  usePoints: boolean;
  onUsePoints: (use: boolean) => void;
}) {
  const coupons = useCheckoutCoupons(props.physicalIds);
  return (
    <Panel title="优惠">
      <div className={styles.discounts}>
        <h3 className={styles.subTitle}>优惠券</h3>
        {coupons.isError ? (
          <Alert type="warning" showIcon title={errorMessage(coupons.error)} />
        ) : (
          <CouponChoice
            coupons={mergeCheckoutCoupons(coupons.data)}
            selectedId={props.couponId}
            lines={props.pricedLines}
            pointsBalance={props.pointsBalance}
            onSelect={props.onCoupon}
          />
        )}
        <h3 className={styles.subTitle}>积分</h3>
        <PointsChoice
          balance={props.pointsBalance}
          goodsAmount={props.goodsAmount}
          checked={props.usePoints}
          onChange={(value) => props.onUsePoints(value > 0)}
        />
      </div>
    </Panel>
  );
}

function CheckoutForm({ selection }: { selection: CheckoutSelection }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<OrderInfoFormValues>();
  const showFieldErrors = useServerFieldErrors(form, (name) => (INFO_FIELDS.has(name) ? (name as keyof OrderInfoFormValues) : undefined));
  const contacts = useContacts();
  const noticed = useOrderingNoticed();
  const recordNoticed = useRecordNoticed();
  const placeOrder = usePlaceOrder(selection);

  // What the buyer chose; until then the default contact and the earlier agreement apply (derived, not copied by effects).
  const [chosenContact, setChosenContact] = useState<Contact | null>(null);
  const [agreedChoice, setAgreedChoice] = useState<boolean | null>(null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [leaveWords, setLeaveWords] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [conflict, setConflict] = useState<string | null>(null);
  const contact = chosenContact ?? defaultContact(contacts.data?.data);
  const agreed = agreedChoice ?? Boolean(noticed.data?.ordering_noticed);

  const physicalIds = selection.physicalResourceIds.length > 0 ? selection.physicalResourceIds : idsFromParam(params.get('physical_resource_ids'));
  const balance = user?.consumption_point ?? 0;
  const { preview, figures, goodsAmount, points, pricedLines } = useCheckoutFigures(selection, { couponId, usePoints, pointsBalance: balance });
  const orderProblems = (figures?.problems ?? []).filter((problem) => problem.index === null);

  const place = async () => {
    const info = form.getFieldsValue(true) as OrderInfoFormValues;
    const all = checkoutErrors({ agreed, contact, info, leaveWords });
    form.setFields(infoFieldStates(orderInfoErrors(info)));
    setErrors({ contact: all.contact, notice: all.agreed_notice });
    const first = firstError(all);
    if (first) {
      void toast.error(first);
      return;
    }
    const total = figures?.total_actual_price;
    if (!figures || typeof total !== 'number' || !Number.isFinite(total) || total <= 0) {
      void toast.error(COMMON_MESSAGES.unknownError);
      return;
    }
    if (!contact) return;
    // What the preview already says is wrong (a date taken, a coupon that does not apply…) would be refused.
    const blocking = figures.problems[0];
    if (blocking) {
      void toast.error(blocking.message);
      return;
    }
    setConflict(null);
    if (!noticed.data?.ordering_noticed) recordNoticed.mutate();
    try {
      const created = await placeOrder.mutateAsync({ choices: { couponId, points, leaveWords }, contact, info, totalActualPrice: total });
      await navigate(paths.payment(created.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode !== null && CHECKOUT_CONFLICT_CODES.has(error.errorCode)) {
        setConflict(error.message);
        void toast.error(error.message);
        void preview.refetch();
        return;
      }
      showSubmitError(error, showFieldErrors, setErrors);
    }
  };

  return (
    <PageFrame crumbs={[{ label: '确认订单' }]} testId="checkout-page">
      <OrderFlowSteps current={1} />
      <Panel title="联系人信息">
        <ContactSelect
          selectedId={contact?.id ?? null}
          onSelect={(chosen) => {
            setChosenContact(chosen);
            setErrors((current) => ({ ...current, contact: undefined }));
          }}
          error={errors.contact}
        />
      </Panel>
      <Panel title="补充信息">
        <Form
          form={form}
          layout="vertical"
          onValuesChange={(changed: OrderInfoFormValues) => form.setFields(clearedFields(changed))}
          className={styles.infoForm}
          data-testid="order-info-form"
        >
          <OrderInfoFields form={form} />
        </Form>
      </Panel>
      <Panel title="确认订单信息">
        {conflict && <Alert type="error" showIcon className={styles.alert} title={conflict} data-testid="order-conflict" />}
        {orderProblems.map((problem) => (
          <Alert key={`${problem.field}-${problem.message}`} type="warning" showIcon className={styles.alert} title={problem.message} />
        ))}
        {/* A failed refresh keeps the last figures (the preview keeps its previous data), so only a first failure is one. */}
        <QueryState
          query={{ isPending: preview.isPending, isError: preview.isError && !figures, error: preview.error, data: figures, refetch: preview.refetch }}
          loading={<RowsSkeleton rows={1} />}
        >
          {(shown) => (
            <OrderLinesTable
              lines={shown.lines}
              problems={shown.problems}
              leaveWords={leaveWords}
              onLeaveWords={(index, words) => setLeaveWords((current) => ({ ...current, [index]: words }))}
            />
          )}
        </QueryState>
      </Panel>
      <DiscountsPanel
        physicalIds={physicalIds}
        pricedLines={pricedLines}
        goodsAmount={goodsAmount}
        pointsBalance={balance}
        couponId={couponId}
        onCoupon={setCouponId}
        usePoints={usePoints}
        onUsePoints={setUsePoints}
      />
      <Panel>
        <div className={styles.footer}>
          {figures && <TotalsSummary preview={figures} />}
          <OrderNotice
            checked={agreed}
            onChange={(value) => {
              setAgreedChoice(value);
              if (value) setErrors((current) => ({ ...current, notice: undefined }));
            }}
            error={errors.notice}
          />
          <div className={styles.actions} data-keep-clear="">
            <Link to={paths.cart()}>返回购物车</Link>
            <Button
              type="primary"
              size="large"
              loading={placeOrder.isPending}
              disabled={preview.isFetching && !figures}
              onClick={() => void place()}
              data-testid="submit-order"
            >
              提交订单
            </Button>
          </div>
        </div>
      </Panel>
    </PageFrame>
  );
}
