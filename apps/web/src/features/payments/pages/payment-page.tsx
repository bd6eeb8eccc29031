import { isOrderStatus } from '@vm/domain/order-status';
import { choiceOpen, defaultChoice, paymentOptions, type PaymentChoice, type RadioMode } from '@vm/domain/payment-options';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { useGroup } from '@/shared/group-buys/group-api';
import { GroupRules } from '@/shared/group-buys/group-rules';
import { toast } from '@/shared/ui/feedback';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { PageFrame, Panel } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useOrderStatusPolling, usePaymentOrder, usePayWithBalance } from '../api/payment-queries';
import { useWalletStatus } from '@/shared/wallet/wallet-status';
import { OrderFlowSteps } from '@/shared/ui/order-flow-steps';
import { PaymentMethods } from '../components/payment-methods';
import { PaymentSummary } from '../components/payment-summary';
import { paths } from '@/shared/paths';

/** A group-buy whose group flag is 2 has ended (docs/spec/product-spec.md section 4). */
const GROUP_ENDED = 2;
const GROUP_ENDED_REDIRECT_MS = 2000;

/**
 * /orders/payment/{id}: the submitted order, its amount and deadline, and the ways to pay. The order
 * status is polled every 2 s; once paid by any route (balance, gateway, scan-code, confirmed transfer)
 * the buyer goes to the paid page.
 */
export function PaymentPage() {
  usePageTitle('订单支付');
  const orderId = Number(useParams().id);
  const navigate = useNavigate();
  const order = usePaymentOrder(orderId);
  const wallet = useWalletStatus();
  const pay = usePayWithBalance(orderId);
  const [picked, setPicked] = useState<PaymentChoice | undefined>();
  const [now] = useState(() => Date.now());
  const left = useRef(false);

  const data = order.data;
  const submitted = data?.status === 'submitted';
  // A group order not paid in time (unpaid when the group filled or ended, or cancelled by the deadline sweep).
  const groupEnded = data?.group_status === GROUP_ENDED && (data.status === 'submitted' || data.status === 'cancelled');
  const group = useGroup(data?.group_purchase_id ?? null);
  const status = useOrderStatusPolling(orderId, submitted && !groupEnded);

  // Opened for an order that is no longer awaiting payment (paid, cancelled…): 订单已支付！ and back to the list.
  useEffect(() => {
    if (!data || data.status === 'submitted' || groupEnded || left.current) return;
    left.current = true;
    void toast.warning('订单已支付！');
    void navigate(paths.orders(), { replace: true });
  }, [data, groupEnded, navigate]);

  useEffect(() => {
    if (!groupEnded) return;
    const timer = setTimeout(() => void navigate(paths.groups(), { replace: true }), GROUP_ENDED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [groupEnded, navigate]);

  // Paid while the page was open (gateway in another tab, phone scan, operator confirmed the transfer).
  const polled = status.data?.status;
  useEffect(() => {
    if (!polled || polled === 'submitted' || polled === 'cancelled' || !isOrderStatus(polled) || left.current) return;
    left.current = true;
    void navigate(paths.paid(orderId), { replace: true });
  }, [polled, navigate, orderId]);

  const frame = (body: ReactNode) => (
    <PageFrame crumbs={[{ label: '我的订单', to: paths.orders() }, { label: '订单支付' }]} testId="payment-page">
      <OrderFlowSteps current={2} />
      {body}
    </PageFrame>
  );

  if (order.isPending) return frame(<RowsSkeleton rows={2} />);
  if (order.isError) return frame(<LoadError error={order.error} onRetry={() => void order.refetch()} />);
  if (groupEnded) return frame(<Result status="warning" title="来晚一步呦，此团已结束！" subTitle="2秒后返回我的拼团" />);
  if (polled === 'cancelled') {
    return frame(
      <Result
        status="info"
        title="订单已取消"
        subTitle="该订单超时未支付或已被取消，已占用的场地档期已释放。"
        extra={
          <Link to={paths.orders()}>
            <Button type="primary">返回我的订单</Button>
          </Link>
        }
      />,
    );
  }
  if (!submitted) return frame(<RowsSkeleton rows={2} />);

  const rules = paymentOptions(
    { status: data.status, actualFee: data.actual_fee, offlineStatus: data.offline_status, expiresAt: data.expires_at, groupStatus: data.group_status },
    wallet.data && { balance: wallet.data.balance_sum, hasPayPassword: wallet.data.has_pay_password, lockedUntil: wallet.data.pay_password_locked_until },
    now,
  );
  const fallback = defaultChoice({ ...rules, balance: { enabled: false } }, data.offline_status) as RadioMode | undefined;
  const choice = picked && choiceOpen(rules, picked) ? picked : defaultChoice(rules, data.offline_status);

  const payWithBalance = async (password: string) => {
    try {
      await pay.mutateAsync(password);
    } catch (error) {
      // The group ended meanwhile (full, past its deadline): read the order again — the page then shows it and leaves.
      if (error instanceof ApiError && error.is('GROUP_ENDED')) void order.refetch();
      throw error;
    }
    left.current = true;
    void toast.success('余额支付成功！');
    void navigate(paths.paid(orderId), { replace: true });
  };

  return frame(
    <>
      <PaymentSummary order={data} />
      {group.data && (
        <Panel title={`拼团规则 · 已拼 ${group.data.number_of_group_purchase_now}/${group.data.max_members} 人`}>
          <GroupRules group={group.data} />
        </Panel>
      )}
      {/* Back goes to the group or order list with status submitted (docs/spec/product-spec.md section 4). */}
      <Panel
        title="选择支付方式"
        extra={<Link to={data.group_purchase_id ? paths.groups('status=submitted') : paths.orders('status=submitted')}>返回待支付订单</Link>}
      >
        <PaymentMethods
          order={data}
          wallet={wallet.data}
          rules={rules}
          choice={choice}
          fallback={fallback}
          onChoice={setPicked}
          onPayWithBalance={payWithBalance}
        />
      </Panel>
    </>,
  );
}
