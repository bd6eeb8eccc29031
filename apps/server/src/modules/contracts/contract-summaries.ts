import { inArray } from 'drizzle-orm';
import type { ContractSummary } from '@vm/contracts/lease-contracts';
import { signRefusal, type ContractRole, type ContractStatus } from '@vm/domain/contracts';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { contractSignatures } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { roleOf, signingRole, type ContractViewer } from './contract-access';
import type { ContractRow, SignatureRow } from './contract-document';
import type { StoredFacts } from './issue-contract';

export type ContractListRow = Omit<ContractRow, 'pdf'>;

export const signersOf = (signatures: SignatureRow[]) =>
  signatures.map((signature) => ({ role: signature.role as ContractRole, name: signature.signerName, signed_at: toShanghaiIsoString(signature.signedAt) }));

/** The list entries of `rows` as `viewer` sees them (their signatures read in one query). */
export async function summarise(deps: Pick<AppDeps, 'db'>, rows: ContractListRow[], viewer: ContractViewer | null): Promise<ContractSummary[]> {
  const ids = rows.map((row) => row.id);
  const signatures = ids.length
    ? await deps.db
        .select()
        .from(contractSignatures)
        .where(inArray(contractSignatures.contractId, ids))
        .orderBy(contractSignatures.signedAt, contractSignatures.id)
    : [];
  return rows.map((row) => {
    const own = signatures.filter((signature) => signature.contractId === row.id);
    const signedBy = own.map((signature) => signature.role as ContractRole);
    const facts = row.facts as StoredFacts;
    const signer = viewer ? signingRole(row, viewer) : null;
    return {
      id: row.id,
      order_item_id: row.orderItemId,
      order_id: row.orderId,
      order_num: row.orderNum,
      contract_num: row.contractNum,
      status: row.status as ContractStatus,
      signed_by: signedBy,
      signers: signersOf(own),
      my_role: viewer ? roleOf(row, viewer) : null,
      may_sign: signer !== null && signRefusal(row.status as ContractStatus, signer, signedBy) === null,
      field_name: facts.场地,
      buyer_name: facts.承租方,
      supplier_name: facts.出租方,
      created_at: toShanghaiIsoString(row.createdAt),
    };
  });
}
