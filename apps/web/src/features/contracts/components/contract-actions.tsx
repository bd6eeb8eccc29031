import type { ContractSummary } from '@vm/contracts/lease-contracts';
import Button from 'antd/es/button';
import { errorMessage } from '@/shared/api/api-error';
import { toast } from '@/shared/ui/feedback';
import { useContractMutations } from '../api/contract-queries';

/** 去签署 (when the caller may sign) and 下载合同 (the current PDF, with the signatures made so far). */
export function ContractActions({
  contract,
  onSign,
  compact = false,
}: {
  contract: ContractSummary;
  onSign: (contract: ContractSummary) => void;
  /** Link-style buttons for a narrow table cell. */ compact?: boolean;
}) {
  const { download } = useContractMutations();
  const save = async () => {
    try {
      await download.mutateAsync(contract);
    } catch (error) {
      void toast.error(errorMessage(error));
    }
  };
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: compact ? 0 : 8 }}>
      {contract.may_sign && (
        <Button
          type={compact ? 'link' : 'primary'}
          size="small"
          style={compact ? { padding: 0, marginRight: 8 } : undefined}
          onClick={() => onSign(contract)}
          data-testid={`sign-contract-${contract.id}`}
        >
          去签署
        </Button>
      )}
      <Button
        type={compact ? 'link' : 'default'}
        size="small"
        style={compact ? { padding: 0 } : undefined}
        loading={download.isPending && download.variables?.id === contract.id}
        onClick={() => void save()}
      >
        {compact ? '下载' : contract.status === 'signed' ? '下载已签署合同' : '下载合同'}
      </Button>
    </span>
  );
}
