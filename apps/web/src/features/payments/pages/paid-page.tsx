import type { OrderStatus } from '@vm/domain/order-status';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { PageFrame } from '@/shared/ui/page-frame';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useOrderStatusPolling, usePaymentOrder } from '../api/payment-queries';
import { OrderFlowSteps } from '@/shared/ui/order-flow-steps';
import { OrderSuccess } from '../components/order-success';
import { SupplementaryInfo } from '../components/supplementary-info';
import { paths } from '@/shared/paths';

const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'approved', 'executing', 'finished'];

/**
 * /orders/paid/{orderId}: where the gateway (and a balance payment) brings the buyer. The gateway's
 * notify may arrive a moment after the browser, so the status is polled every 2 s until the order
 * shows paid; then the order success page.
 */
export function PaidPage() {
  usePageTitle('支付结果');
  const orderId = Number(useParams().orderId);
  const status = useOrderStatusPolling(orderId, true);
  const current = status.data?.status;
  const paid = current !== undefined && PAID_STATUSES.includes(current);
  const order = usePaymentOrder(orderId);
  const refetchOrder = order.refetch;

  // The payment view was perhaps read before the notify landed: read it again once paid.
  useEffect(() => {
    if (paid) void refetchOrder();
  }, [paid, refetchOrder]);

  const frame = (step: number, body: ReactNode) => (
    <PageFrame crumbs={[{ label: '我的订单', to: paths.orders() }, { label: '支付结果' }]} testId="paid-page">
      <OrderFlowSteps current={step} />
      {body}
    </PageFrame>
  );

  if (status.isError) return frame(2, <LoadError error={status.error} onRetry={() => void status.refetch()} />);
  if (order.isError) return frame(2, <LoadError error={order.error} onRetry={() => void order.refetch()} />);
  if (!current || order.isPending) return frame(2, <RowsSkeleton rows={2} />);

  if (current === 'submitted') {
    return frame(
      2,
      <Result
        icon={<Spin size="large" />}
        title="正在确认支付结果…"
        subTitle="支付平台的到账通知可能有几秒延迟，本页面会自动刷新。如您尚未完成付款，请返回支付页面。"
        extra={
          <Link to={paths.payment(orderId)}>
            <Button>返回支付页面</Button>
          </Link>
        }
        data-testid="paid-waiting"
      />,
    );
  }
  if (!paid) {
    return frame(
      2,
      <Result
        status="warning"
        title={current === 'cancelled' ? '订单已取消' : '订单未通过审核'}
        subTitle="该订单当前不可支付，请在我的订单中查看详情。"
        extra={
          <Link to={paths.orders()}>
            <Button type="primary">查看我的订单</Button>
          </Link>
        }
      />,
    );
  }
  return frame(3, <OrderSuccess order={order.data} infoForm={<SupplementaryInfo orderId={orderId} />} />);
}
