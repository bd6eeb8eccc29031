import { and, eq, sql } from 'drizzle-orm';
import { fillContractTemplate } from '@vm/domain/contracts';
import { contracts, contractSignatures } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { currentTemplate } from './contract-template';
import type { StoredFacts } from './issue-contract';

export type ContractRow = typeof contracts.$inferSelect;
export type SignatureRow = typeof contractSignatures.$inferSelect;

export async function readContract(deps: Pick<AppDeps, 'db'>, id: number): Promise<{ contract: ContractRow; signatures: SignatureRow[] } | null> {
  const [contract] = await deps.db.select().from(contracts).where(eq(contracts.id, id));
  if (!contract) return null;
  const signatures = await deps.db
    .select()
    .from(contractSignatures)
    .where(eq(contractSignatures.contractId, id))
    .orderBy(contractSignatures.signedAt, contractSignatures.id);
  return { contract, signatures };
}

/** The platform as the contract names it: the company that holds the platform's account. */
export const platformName = (deps: Pick<AppDeps, 'config'>) => deps.config.BENEFICIARY_ACCOUNT_HOLDER;

/**
 * The contract's current document. Nobody has signed yet: rendered from the current template when it
 * has no document or one from an older template version (stored with a compare-and-set on `version`,
 * the rendering itself outside any transaction). Someone has signed: the stored document, whatever
 * the template says now.
 */
export async function contractDocument(deps: AppDeps, id: number): Promise<{ contract: ContractRow; signatures: SignatureRow[]; pdf: Buffer }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const found = await readContract(deps, id);
    if (!found) throw new Error(`contract ${id} vanished`);
    const { contract, signatures } = found;
    if (contract.pdf && (signatures.length > 0 || contract.status === 'void')) return { ...found, pdf: contract.pdf };
    const template = await currentTemplate(deps.db);
    if (contract.pdf && contract.templateId === template.id) return { ...found, pdf: contract.pdf };
    const facts = contract.facts as StoredFacts;
    // pdf-lib and fontkit load on the first contract drawn, not at start (scripts/build-server.mjs splits them off).
    const { renderContractPdf } = await import('./render-contract-pdf');
    const pdf = await renderContractPdf({
      title: template.title,
      paragraphs: fillContractTemplate(template, { ...facts, 平台: platformName(deps) }),
      contractNum: contract.contractNum,
      parties: { supplier: facts.出租方, buyer: facts.承租方, platform: platformName(deps) },
      createdAt: contract.createdAt,
    });
    const stored = await deps.db
      .update(contracts)
      .set({ pdf, templateId: template.id, version: sql`${contracts.version} + 1` })
      .where(and(eq(contracts.id, id), eq(contracts.version, contract.version)))
      .returning({ version: contracts.version });
    if (stored[0]) return { contract: { ...contract, pdf, templateId: template.id, version: stored[0].version }, signatures, pdf };
  }
  throw new Error(`contract ${id}: its document kept changing while it was rendered`);
}
