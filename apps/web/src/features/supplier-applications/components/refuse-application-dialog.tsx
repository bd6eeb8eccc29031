import { ReasonDialog } from '@/shared/ui/reason-dialog';

/** Why an application is refused; the applicant sees the reason on the application page and may apply again. */
export function RefuseApplicationDialog({
  companyName,
  onRefuse,
  onClose,
}: {
  companyName: string | null;
  onRefuse: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      title={`拒绝入驻申请（${companyName ?? ''}）`}
      open={companyName !== null}
      placeholder="请填写拒绝原因，如：公司名称与营业执照不符、联系电话无法接通"
      onSubmit={onRefuse}
      onClose={onClose}
    />
  );
}
