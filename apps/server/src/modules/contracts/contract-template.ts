import { desc } from 'drizzle-orm';
import { contractTemplateProblems, DEFAULT_CONTRACT_TEMPLATE, type ContractTemplateText } from '@vm/domain/contracts';
import { contractTemplates } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import type { TypedDb } from '../../platform/db/typed';

export interface CurrentTemplate extends ContractTemplateText {
  /** 0: the built-in template (no operator edit yet). */
  id: number;
  updated_at: string | null;
}

/** The newest template version an operator saved, or the built-in one. */
export async function currentTemplate(db: TypedDb | AppDeps['db']): Promise<CurrentTemplate> {
  const [row] = await db.select().from(contractTemplates).orderBy(desc(contractTemplates.id)).limit(1);
  if (!row) return { id: 0, ...DEFAULT_CONTRACT_TEMPLATE, updated_at: null };
  return { id: row.id, title: row.title, body: row.body, terms: row.terms, updated_at: row.createdAt.toISOString() };
}

/**
 * PUT /api/operator/contract_template: a new version. Contracts nobody has signed follow it at their
 * next read; signed ones keep their document (the rule: nothing changes after the first signature).
 */
export async function saveTemplate(deps: AppDeps, operatorId: number, input: ContractTemplateText): Promise<CurrentTemplate> {
  const template = { title: input.title.trim(), body: input.body.replace(/\r\n/g, '\n').trim(), terms: input.terms.replace(/\r\n/g, '\n').trim() };
  const problems = contractTemplateProblems(template);
  const first = Object.values(problems)[0];
  if (first) throw new AppError('VALIDATION', first, problems);
  await deps.db.insert(contractTemplates).values({ ...template, createdBy: operatorId, createdAt: deps.clock.now() });
  return currentTemplate(deps.db);
}
