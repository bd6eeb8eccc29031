import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayInShanghai } from '@vm/domain/business-date';
import { leaseTermInWords, type ContractFacts } from '@vm/domain/contracts';
import { formatYuan } from '@vm/domain/money';
import { maskMobile } from '@vm/domain/mobile-mask';
import { ORDER_NOTICE_RULES } from '@vm/domain/order-notice';
import { companies, contracts, orderItems, orders, users } from '../../db/schema/index';
import type { Queryable } from '../../platform/db/with-transaction';
import { typed } from '../../platform/db/typed';

/** What a contract says, fixed at approval: every placeholder but the platform's name and terms. */
/** What a contract row keeps (`租赁期限` is absent from contracts issued before it existed). */
export type StoredFacts = Omit<ContractFacts, '平台' | '平台条款' | '租赁期限'> & { 租赁期限?: string };

const MAX_LISTED_DATES = 8;

function datesText(dates: unknown): string {
  const list = Array.isArray(dates)
    ? dates.map((entry: { date?: string; endDate?: string }) =>
        entry.endDate && entry.endDate !== entry.date ? `${entry.date}至${entry.endDate}` : String(entry.date),
      )
    : [];
  if (list.length <= MAX_LISTED_DATES) return list.join('、');
  return `${list.slice(0, MAX_LISTED_DATES).join('、')}等，共${list.length}期`;
}

export const contractNumberOf = (orderNum: string) => `HT${orderNum}`;

/**
 * Issues the lease contract of an approved sub-order, inside the approval's transaction: the row with
 * its facts (parties, venue and booth, dates, rent, deposit, the order notice) and no document yet —
 * the PDF is rendered on its first read, outside any transaction. Once per sub-order (a second call
 * changes nothing). Returns the contract's id.
 */
export async function issueContract(client: Queryable, input: { orderItemId: number; now: Date }): Promise<number> {
  const db = typed(client);
  const buyerCompany = alias(companies, 'buyer_company');
  const supplierCompany = alias(companies, 'supplier_company');
  const supplier = alias(users, 'supplier');
  const [row] = await db
    .select({
      item: orderItems,
      orderId: orders.id,
      buyerId: orders.userId,
      contact: orders.contact,
      mobile: orders.mobile,
      buyerCompany: buyerCompany.name,
      supplierCompany: supplierCompany.name,
      supplierName: supplier.name,
      supplierMobile: supplier.mobile,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(supplier, eq(supplier.id, orderItems.supplierId))
    .leftJoin(buyerCompany, eq(buyerCompany.userId, orders.userId))
    .leftJoin(supplierCompany, eq(supplierCompany.userId, orderItems.supplierId))
    .where(eq(orderItems.id, input.orderItemId));
  if (!row) throw new Error(`order item ${input.orderItemId} not found`);
  const { item } = row;
  const contractNum = contractNumberOf(item.orderNum);
  const facts: StoredFacts = {
    合同编号: contractNum,
    子订单号: item.orderNum,
    承租方: row.buyerCompany ?? row.contact,
    承租方联系人: `${row.contact} ${row.mobile}`,
    出租方: row.supplierCompany ?? (row.supplierName || `供应商${maskMobile(row.supplierMobile)}`),
    场地: item.fieldName,
    展位: [item.size, item.customDimension].filter(Boolean).join('，') || '—',
    租期类型: item.leaseTermTypeName,
    租用日期: datesText(item.dates),
    起止日期: `${item.firstDate} 至 ${item.lastDate}`,
    租赁期限: leaseTermInWords({
      leaseTermId: item.leaseTermTypeId,
      leaseTermName: item.leaseTermTypeName,
      units: item.countOfTimeUnit,
      firstDate: item.firstDate,
      lastDate: item.lastDate,
    }),
    数量: `${item.units}个，共${item.countOfTimeUnit}期`,
    租金: formatYuan(item.amount),
    应付租金: formatYuan(item.payable),
    押金: formatYuan(item.deposit),
    下单须知: ORDER_NOTICE_RULES.map((rule, index) => `${index + 1}. ${rule}`).join('\n'),
    签订日期: todayInShanghai(input.now),
  };
  const inserted = await db
    .insert(contracts)
    .values({
      orderItemId: item.id,
      orderId: row.orderId,
      orderNum: item.orderNum,
      contractNum,
      buyerId: row.buyerId,
      supplierId: item.supplierId,
      facts,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: contracts.orderItemId })
    .returning({ id: contracts.id });
  if (inserted[0]) return inserted[0].id;
  const [existing] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.orderItemId, item.id));
  return existing!.id;
}

/**
 * A refused or cancelled sub-order voids its contract while nobody has signed it (docs/spec/business-rules.md
 * "Contracts"); a contract someone signed stays as it is. In the caller's transaction.
 */
export async function voidUnsignedContracts(
  client: Queryable,
  input: { orderItemIds: number[]; reason: 'rejected' | 'cancelled'; now: Date },
): Promise<number> {
  if (input.orderItemIds.length === 0) return 0;
  const db = typed(client);
  const voided = await db
    .update(contracts)
    .set({ status: 'void', voidedAt: input.now, voidReason: input.reason, version: sql`${contracts.version} + 1` })
    .where(
      and(
        inArray(contracts.orderItemId, input.orderItemIds),
        eq(contracts.status, 'awaiting_signatures'),
        sql`not exists (select 1 from contract_signatures s where s.contract_id = ${contracts.id})`,
      ),
    )
    .returning({ id: contracts.id });
  return voided.length;
}
