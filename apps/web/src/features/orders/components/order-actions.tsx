import type { OrderView } from '@vm/contracts/orders';
import Button from 'antd/es/button';
import { Link } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { confirmDialog, toast } from '@/shared/ui/feedback';
import { useCancelOrder } from '../api/use-orders';
import { paths } from '@/shared/paths';

/**
 * What the buyer can do with an order in its status: pay (待支付), cancel while the server allows it
 * (can_cancel: unpaid, or paid and not yet reviewed — full refund), provide information, see details.
 */
export function OrderActions({ order, showDetail = true }: { order: OrderView; showDetail?: boolean }) {
  const cancel = useCancelOrder();

  const confirmCancel = async () => {
    const refundNote = order.status === 'paid' ? '已支付的金额将全额退回。' : '';
    // "确定/取消" would be ambiguous in a dialog about cancelling: name both outcomes.
    const sure = await confirmDialog({
      title: '确定取消该订单吗？',
      content: `${refundNote}取消后预订的场地日期将被释放，使用的优惠券和积分将退回。`,
      okText: '确定取消',
      cancelText: '暂不取消',
      okButtonProps: { danger: true },
    });
    if (!sure) return;
    try {
      await cancel.mutateAsync(order.id);
      void toast.success('订单已取消');
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };

  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {order.status === 'submitted' && (
        <Link to={paths.payment(order.id)}>
          <Button type="primary" size="small">
            去支付
          </Button>
        </Link>
      )}
      {order.can_cancel && (
        <Button size="small" danger loading={cancel.isPending} onClick={() => void confirmCancel()}>
          取消订单
        </Button>
      )}
      {order.status !== 'cancelled' && order.status !== 'rejected' && (
        <Link to={paths.orderProvideInfo(order.id)}>
          <Button size="small">补充信息</Button>
        </Link>
      )}
      {showDetail && (
        <Link to={paths.orderView(order.id)}>
          <Button size="small" type="link">
            订单详情
          </Button>
        </Link>
      )}
    </div>
  );
}
