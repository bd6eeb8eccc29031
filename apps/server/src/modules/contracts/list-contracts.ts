import { and, count, desc, eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { ContractSummary, OperatorContractPage, OperatorContractsQuery } from '@vm/contracts/lease-contracts';
import { contracts } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import type { ContractViewer } from './contract-access';
import { summarise } from './contract-summaries';

const { pdf: _pdf, ...listColumns } = getTableColumns(contracts);

/** Staff see every contract here; the list stops at the newest this many (the operator page pages). */
const STAFF_LIST_LIMIT = 500;

/**
 * GET /api/contracts?order_id=: the caller's contracts — of the orders it bought, of the sub-orders it
 * supplies (as the supplier or its child account), and every contract for staff — newest first.
 */
export async function listContracts(deps: AppDeps, viewer: ContractViewer, orderId?: number): Promise<ContractSummary[]> {
  const mine: SQL[] = [eq(contracts.buyerId, viewer.userId)];
  if (viewer.supplierOwnerId !== null) mine.push(eq(contracts.supplierId, viewer.supplierOwnerId));
  const conditions: (SQL | undefined)[] = [viewer.isOperator ? undefined : or(...mine), orderId === undefined ? undefined : eq(contracts.orderId, orderId)];
  const rows = await deps.db
    .select(listColumns)
    .from(contracts)
    .where(and(...conditions))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(STAFF_LIST_LIMIT);
  return summarise(deps, rows, viewer);
}

/** GET /api/operator/contracts: every contract, by status and sub-order or contract number. */
export async function listContractsForStaff(deps: AppDeps, viewer: ContractViewer, query: OperatorContractsQuery): Promise<OperatorContractPage> {
  const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const where = and(
    query.status ? eq(contracts.status, query.status) : undefined,
    keyword ? or(ilike(contracts.orderNum, keyword), ilike(contracts.contractNum, keyword)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(listColumns)
      .from(contracts)
      .where(where)
      .orderBy(desc(contracts.createdAt), desc(contracts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    deps.db.select({ value: count() }).from(contracts).where(where),
  ]);
  return { data: await summarise(deps, rows, viewer), total: total?.value ?? 0, page: query.page, page_size: query.page_size };
}
