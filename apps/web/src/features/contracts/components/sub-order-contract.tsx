import type { ContractSummary } from '@vm/contracts/lease-contracts';
import { useState } from 'react';
import { useContracts } from '../api/contract-queries';
import { ContractActions } from './contract-actions';
import { ContractStatusTag } from './contract-status';
import { SignContractDialog } from './sign-contract-dialog';

/**
 * The contract of one sub-order in the supplier's list: its status, 去签署 and the PDF. The supplier's
 * contracts are read once for the whole list (one query, shared by every row).
 */
export function SubOrderContract({ orderItemId }: { orderItemId: number }) {
  const contracts = useContracts();
  const [signing, setSigning] = useState<ContractSummary | null>(null);
  const contract = contracts.data?.find((each) => each.order_item_id === orderItemId);
  if (!contract) return <span style={{ color: '#c9cdd4' }}>—</span>;
  return (
    <div data-testid={`sub-order-contract-${orderItemId}`} style={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <ContractStatusTag status={contract.status} />
      <ContractActions contract={contract} onSign={setSigning} compact />
      <SignContractDialog contract={signing} onClose={() => setSigning(null)} />
    </div>
  );
}
