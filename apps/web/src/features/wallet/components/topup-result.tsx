import { formatYuan } from '@vm/domain/money';
import Alert from 'antd/es/alert';
import { errorMessage } from '@/shared/api/api-error';
import { useTradeStatus } from '../api/wallet-queries';

/** After the gateway brings the buyer back (?recharge=<out_trade_no>): the top-up's outcome. */
export function TopupResult({ outTradeNo }: { outTradeNo: string }) {
  const trade = useTradeStatus(outTradeNo);
  if (trade.isError) return <Alert type="error" showIcon title={errorMessage(trade.error)} style={{ marginBottom: 16 }} />;
  const status = trade.data?.status ?? 'pending';
  const amount = trade.data ? formatYuan(trade.data.amount) : '';
  const view = {
    pending: { type: 'info' as const, title: '正在确认充值结果…', text: '支付平台的到账通知可能有几秒延迟，请稍候。' },
    paid: { type: 'success' as const, title: `充值成功 ${amount}`, text: '余额已到账，可用于支付订单。' },
    closed: { type: 'warning' as const, title: '充值未完成', text: '该笔充值已关闭，如需充值请重新发起。' },
    refunded: { type: 'warning' as const, title: `已退款 ${amount}`, text: '该笔付款已原路退回，请以支付平台的到账为准。' },
  }[status];
  return <Alert type={view.type} showIcon title={view.title} description={view.text} style={{ marginBottom: 16 }} data-testid="topup-result" />;
}
