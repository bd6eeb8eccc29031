import type { ContractSummary } from '@vm/contracts/lease-contracts';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { CONTRACT_ROLE_LABELS, CONTRACT_ROLES, CONTRACT_STATUS_LABELS, type ContractStatus } from '@vm/domain/contracts';
import Tag from 'antd/es/tag';

const COLORS: Record<ContractStatus, string> = { awaiting_signatures: 'orange', signed: 'green', void: 'default' };

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  return <Tag color={COLORS[status]}>{CONTRACT_STATUS_LABELS[status]}</Tag>;
}

/** Each party and whether (and when) it signed: 出租方 已签署 2026-11-22 10:05 · 承租方 待签署. */
export function ContractSigners({ contract }: { contract: Pick<ContractSummary, 'signers' | 'status'> }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '4px 12px', fontSize: 13, color: 'var(--ink-2, #4e5969)' }}>
      {[...CONTRACT_ROLES].reverse().map((role) => {
        const signer = contract.signers.find((each) => each.role === role);
        return (
          <span key={role} data-testid={`signer-${role}`}>
            {CONTRACT_ROLE_LABELS[role]}：
            {signer ? (
              <span style={{ color: '#00b42a' }}>已签署 {formatShanghaiTime(signer.signed_at)}</span>
            ) : contract.status === 'void' ? (
              '—'
            ) : (
              <span style={{ color: '#fa8c16' }}>待签署</span>
            )}
          </span>
        );
      })}
    </span>
  );
}
