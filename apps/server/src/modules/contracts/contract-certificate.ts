import type { Certificate } from '@vm/contracts/lease-contracts';
import type { ContractStatus } from '@vm/domain/contracts';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { assertMayRead, type ContractViewer } from './contract-access';
import { readContract } from './contract-document';
import { signersOf } from './contract-summaries';

/** Where the signed PDF is read: absolute when PUBLIC_BASE_URL is set. */
export const contractPdfUrl = (deps: Pick<AppDeps, 'config'>, id: number) => `${deps.config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? ''}/api/contracts/${id}/pdf`;

/**
 * GET /api/contracts/{id}/certificate: the spec's "electronic-signature certificate url and result" —
 * the signed PDF's url, `signed` once both parties have signed (else `pending`), and who signed when.
 */
export async function contractCertificate(deps: AppDeps, viewer: ContractViewer, id: number): Promise<Certificate> {
  const found = await readContract(deps, id);
  if (!found) throw notFound('合同');
  assertMayRead(found.contract, viewer);
  const status = found.contract.status as ContractStatus;
  return {
    url: contractPdfUrl(deps, id),
    result: status === 'signed' ? 'signed' : 'pending',
    signers: signersOf(found.signatures),
    status,
    provider: found.signatures.at(-1)?.provider ?? null,
  };
}
