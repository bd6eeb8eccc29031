import { ReasonDialog } from '@/shared/ui/reason-dialog';

/** Why a proof is refused; the buyer sees it on the payment page and may upload again. */
export function RefuseDialog({
  orderNum,
  onRefuse,
  onClose,
}: {
  orderNum: string | null;
  onRefuse: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={`拒绝转账凭证（订单 ${orderNum ?? ''}）`}
      open={orderNum !== null}
      placeholder="请填写拒绝原因，如：转账金额与订单金额不符、凭证不清晰"
      onSubmit={onRefuse}
      onClose={onClose}
    />
  );
}
