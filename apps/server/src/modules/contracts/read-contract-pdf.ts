import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/http/app-error';
import { assertMayRead, type ContractViewer } from './contract-access';
import { contractDocument, readContract } from './contract-document';

/** GET /api/contracts/{id}/pdf: the current document (signed ones with their signatures), parties and staff only. */
export async function readContractPdf(deps: AppDeps, viewer: ContractViewer, id: number): Promise<{ pdf: Buffer; fileName: string; asciiName: string }> {
  const found = await readContract(deps, id);
  if (!found) throw notFound('合同');
  assertMayRead(found.contract, viewer);
  const { contract, pdf } = await contractDocument(deps, id);
  return { pdf, fileName: `租赁合同-${contract.orderNum}.pdf`, asciiName: `contract-${contract.orderNum}.pdf` };
}
