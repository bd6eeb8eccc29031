import type pg from 'pg';
import type { AppDeps } from '../platform/deps';
import { issueContract, signDemoContract } from '../modules/contracts';

/**
 * Lease contracts of the demo (issue 30). In the seed's transaction: a contract for every sub-order the
 * demo supplier approved (approved, executing, finished), as an approval issues it.
 */
export async function issueDemoContracts(client: pg.PoolClient, now: Date): Promise<void> {
  const items = await client.query<{ id: number }>(`select id from order_items where status in ('approved', 'executing', 'finished') order by id`);
  for (const item of items.rows) await issueContract(client, { orderItemId: item.id, now });
}

/**
 * After the demo is committed (the signatures need the CA in DATA_DIR and render the PDFs): an
 * approved sub-order's contract signed by the supplier only — the demo buyer signs it on the order
 * page — and the executing and finished ones by both parties. Returns the signatures made.
 */
export async function signDemoContracts(deps: AppDeps): Promise<number> {
  const rows = await deps.pool.query<{ id: number; item_status: string }>(
    `select c.id, i.status as item_status from contracts c join order_items i on i.id = c.order_item_id
      where c.status = 'awaiting_signatures' and not exists (select 1 from contract_signatures x where x.contract_id = c.id)
      order by c.id`,
  );
  let signed = 0;
  for (const row of rows.rows) {
    await signDemoContract(deps, row.id, 'supplier');
    signed += 1;
    if (row.item_status === 'approved') continue;
    await signDemoContract(deps, row.id, 'buyer');
    signed += 1;
  }
  return signed;
}
