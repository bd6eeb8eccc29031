import { CHECKOUT_CONFLICT_CODES } from '@vm/contracts/error-codes';
import type { Contact } from '@vm/contracts/contacts';
import { checkoutInfoErrors, firstError } from '@vm/domain/form-validation';
import { usablePoints } from '@vm/domain/points';
import { COMMON_MESSAGES } from '@vm/domain/validation-messages';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/auth/session';
import { CART_COUNT_KEY } from '../../../shared/cart/cart-count';
import { clearCheckoutSelection, readCheckoutSelection, type CheckoutSelection } from '../../../shared/cart/checkout-selection';
import { markOrderSubmitted } from '../../../shared/cart/order-submit-marker';
import { OrderInfoFields } from '../../../shared/order-info/order-info-fields';
import { clearedFields, infoFieldStates, orderInfoErrors, type OrderInfoFormValues } from '../../../shared/order-info/order-info-values';
import { toast } from '../../../shared/ui/feedback';
import { LoadError, RowsSkeleton } from '../../../shared/ui/load-state';
import { PageFrame, Panel } from '../../../shared/ui/page-frame';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { useContacts } from '../../../shared/contacts/contacts-api';
import { useCheckoutCoupons, useOrderingNoticed, useOrderPreview, useRecordNoticed, useSubmitOrder } from '../api/use-checkout-api';
import { previewBody, submitBody } from '../checkout-payload';
import { ContactSelect } from '../components/contact-select';
import { CouponChoice, mergeCheckoutCoupons } from '../components/coupon-choice';
import { OrderFlowSteps } from '../../../shared/ui/order-flow-steps';
import { OrderLinesTable } from '../components/order-lines-table';
import { OrderNotice } from '../components/order-notice';
import { PointsChoice } from '../components/points-choice';
import { TotalsSummary } from '../components/totals-summary';
import styles from './checkout-page.module.css';
import { paths } from '../../../app/paths';

function contactAddress(contact: Contact): string {
  return [contact.province, contact.city, contact.district, contact.address].filter(Boolean).join('');
}

/** Ids from `?physical_resource_ids=1,2` when the stored selection does not name them. */
function idsFromParam(value: string | null): number[] {
  return (value ?? '').split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
}

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
  const [selection] = useState<CheckoutSelection | null>(() => readCheckoutSelection());
  if (!selection) return <NoSelection />;
  return <CheckoutForm selection={selection} />;
}

function CheckoutForm({ selection }: { selection: CheckoutSelection }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { user } = useCurrentUser();
  const [form] = Form.useForm<OrderInfoFormValues>();
  const [contact, setContact] = useState<Contact | null>(null);
  const [couponId, setCouponId] = useState<number | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [leaveWords, setLeaveWords] = useState<Record<number, string>>({});
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{ contact?: string; notice?: string }>({});
  const [conflict, setConflict] = useState<string | null>(null);

  const contacts = useContacts();
  const noticed = useOrderingNoticed();
  const recordNoticed = useRecordNoticed();
  const submit = useSubmitOrder();
  const physicalIds = selection.physicalResourceIds.length > 0 ? selection.physicalResourceIds : idsFromParam(params.get('physical_resource_ids'));
  const coupons = useCheckoutCoupons(physicalIds);
  const balance = user?.consumption_point ?? 0;

  // The default contact (or the first) is chosen when the list arrives; a buyer who agreed before starts ticked.
  useEffect(() => {
    const list = contacts.data?.data ?? [];
    if (!contact && list.length > 0) setContact(list.find((item) => item.is_default) ?? list[0]!);
  }, [contacts.data, contact]);
  useEffect(() => {
    if (noticed.data?.ordering_noticed) setAgreed(true);
  }, [noticed.data]);

  const [goodsAmount, setGoodsAmount] = useState(0);
  const points = usePoints ? usablePoints(balance, goodsAmount).points : 0;
  const body = useMemo(() => previewBody(selection, { couponId, points }), [selection, couponId, points]);
  const preview = useOrderPreview(body);
  const figures = preview.data;
  useEffect(() => {
    if (figures) setGoodsAmount(figures.total_amount);
  }, [figures]);

  const orderProblems = (figures?.problems ?? []).filter((problem) => problem.index === null);

  const place = async () => {
    const info = form.getFieldsValue(true) as OrderInfoFormValues;
    const all = checkoutInfoErrors({
      agreed_notice: agreed,
      contact: contact?.name,
      mobile: contact?.mobile,
      product: info.product,
      approach_time: info.approach_time,
      exit_time: info.exit_time,
      has_build: info.has_build ?? null,
      build_height: info.build_height ?? null,
      leave_words: Object.values(leaveWords),
      licence_images: info.licence_images ?? [],
    });
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
      const created = await submit.mutateAsync(
        submitBody(selection, { couponId, points, leaveWords }, { name: contact.name, mobile: contact.mobile, address: contactAddress(contact) }, info, total),
      );
      markOrderSubmitted({ orderId: created.id, fromCart: selection.cartItemIds.length > 0 });
      clearCheckoutSelection();
      await queryClient.invalidateQueries({ queryKey: CART_COUNT_KEY });
      await navigate(paths.payment(created.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.errorCode !== null && CHECKOUT_CONFLICT_CODES.has(error.errorCode)) {
        setConflict(error.message);
        void toast.error(error.message);
        void preview.refetch();
        return;
      }
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const infoNames = new Set(['product', 'approach_time', 'exit_time', 'has_build', 'build_height', 'licence_images']);
      const onForm = Object.entries(fieldErrors).filter(([name]) => infoNames.has(name));
      if (onForm.length > 0) form.setFields(onForm.map(([name, message]) => ({ name: name as keyof OrderInfoFormValues, errors: [message] })));
      if (fieldErrors.contact || fieldErrors.mobile) setErrors((current) => ({ ...current, contact: fieldErrors.contact ?? fieldErrors.mobile }));
      void toast.error(errorMessage(error));
    }
  };

  return (
    <PageFrame crumbs={[{ label: '确认订单' }]} testId="checkout-page">
      <OrderFlowSteps current={1} />
      <Panel title="联系人信息">
        <ContactSelect
          selectedId={contact?.id ?? null}
          onSelect={(chosen) => {
            setContact(chosen);
            setErrors((current) => ({ ...current, contact: undefined }));
          }}
          error={errors.contact}
        />
      </Panel>
      <Panel title="补充信息">
        <Form form={form} layout="vertical" onValuesChange={(changed: OrderInfoFormValues) => form.setFields(clearedFields(changed))} className={styles.infoForm} data-testid="order-info-form">
          <OrderInfoFields form={form} />
        </Form>
      </Panel>
      <Panel title="确认订单信息">
        {conflict && <Alert type="error" showIcon className={styles.alert} title={conflict} data-testid="order-conflict" />}
        {orderProblems.map((problem) => (
          <Alert key={`${problem.field}-${problem.message}`} type="warning" showIcon className={styles.alert} title={problem.message} />
        ))}
        {preview.isPending ? (
          <RowsSkeleton rows={1} />
        ) : preview.isError && !figures ? (
          <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <OrderLinesTable
            lines={figures?.lines ?? []}
            problems={figures?.problems ?? []}
            leaveWords={leaveWords}
            onLeaveWords={(index, words) => setLeaveWords((current) => ({ ...current, [index]: words }))}
          />
        )}
      </Panel>
      <Panel title="优惠">
        <div className={styles.discounts}>
          <h3 className={styles.subTitle}>优惠券</h3>
          {coupons.isError ? (
            <Alert type="warning" showIcon title={errorMessage(coupons.error)} />
          ) : (
            <CouponChoice coupons={mergeCheckoutCoupons(coupons.data)} selectedId={couponId} goodsAmount={goodsAmount} pointsBalance={balance} onSelect={setCouponId} />
          )}
          <h3 className={styles.subTitle}>积分</h3>
          <PointsChoice balance={balance} goodsAmount={goodsAmount} checked={usePoints} onChange={(value) => setUsePoints(value > 0)} />
        </div>
      </Panel>
      <Panel>
        <div className={styles.footer}>
          {figures && <TotalsSummary preview={figures} />}
          <OrderNotice
            checked={agreed}
            onChange={(value) => {
              setAgreed(value);
              if (value) setErrors((current) => ({ ...current, notice: undefined }));
            }}
            error={errors.notice}
          />
          <div className={styles.actions}>
            <Link to={paths.cart()}>返回购物车</Link>
            <Button type="primary" size="large" loading={submit.isPending} disabled={preview.isFetching && !figures} onClick={() => void place()} data-testid="submit-order">
              提交订单
            </Button>
          </div>
        </div>
      </Panel>
    </PageFrame>
  );
}
