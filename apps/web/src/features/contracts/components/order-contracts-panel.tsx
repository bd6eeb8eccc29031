import type { ContractSummary } from '@vm/contracts/lease-contracts';
import { useState } from 'react';
import { EmptyBlock, LoadError, RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { useContracts } from '../api/contract-queries';
import { ContractActions } from './contract-actions';
import { ContractSigners, ContractStatusTag } from './contract-status';
import { SignContractDialog } from './sign-contract-dialog';

/**
 * 租赁合同 on the buyer's order page: one contract per approved sub-order, its status and signatures,
 * 去签署 and the (signed) PDF.
 */
export function OrderContractsPanel({ orderId }: { orderId: number }) {
  const contracts = useContracts(orderId, orderId > 0);
  const [signing, setSigning] = useState<ContractSummary | null>(null);
  return (
    <Panel title="租赁合同">
      <div data-testid="order-contracts">
        {contracts.isPending ? (
          <RowsSkeleton rows={1} />
        ) : contracts.isError ? (
          <LoadError error={contracts.error} onRetry={() => void contracts.refetch()} />
        ) : contracts.data.length === 0 ? (
          <EmptyBlock text="子订单审核通过后，平台将生成租赁合同供双方签署" />
        ) : (
          contracts.data.map((contract) => (
            <div
              key={contract.id}
              data-testid={`contract-${contract.id}`}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 12,
                alignItems: 'center',
                justifyContent: 'space-between',
                padding: '12px 0',
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <div style={{ minWidth: 0, flex: '1 1 320px' }}>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 4 }}>
                  <strong>{contract.field_name}</strong>
                  <ContractStatusTag status={contract.status} />
                </div>
                <div style={{ fontSize: 12, color: 'var(--ink-3, #86909c)', marginBottom: 4, wordBreak: 'break-all' }}>
                  合同编号 {contract.contract_num} · 子订单 {contract.order_num} · 出租方 {contract.supplier_name}
                </div>
                <ContractSigners contract={contract} />
              </div>
              <ContractActions contract={contract} onSign={setSigning} />
            </div>
          ))
        )}
      </div>
      <SignContractDialog contract={signing} onClose={() => setSigning(null)} />
    </Panel>
  );
}
