import { ReasonDialog } from '@/shared/ui/reason-dialog';

/** Why an order item is refused; the buyer sees the reason and gets the line's share back in the wallet. */
export function DenyReasonDialog({
  orderNum,
  onDeny,
  onClose,
}: {
  orderNum: string | null;
  onDeny: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={`拒绝订单（子订单 ${orderNum ?? ''}）`}
      open={orderNum !== null}
      note="拒绝后该子订单的款项将退回买家钱包。"
      rows={3}
      placeholder="请填写拒绝原因，如：该档期已有线下预订、活动内容不符合场地要求"
      onSubmit={onDeny}
      onClose={onClose}
    />
  );
}
