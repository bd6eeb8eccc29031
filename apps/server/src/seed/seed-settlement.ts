import { NO_SUBSCRIBERS } from '../platform/events/record-event';
import { addDays, todayInShanghai } from '@vm/domain/business-date';

import { and, asc, eq } from 'drizzle-orm';
import type pg from 'pg';
import { commissionRules, settlementEarnings, supplierBankAccounts, withdrawals } from '../db/schema/index';
import { bucketOf, moveSupplierMoney as move, releaseDueIn, settleItemRefund } from '../modules/settlement';
import { typed } from '../platform/db/typed';
import { refundToOriginalChannel } from '../workflows/refund-to-channel';
import { orderableBooths, payFromWallet, placeDemoOrder, review } from './seed-back-office';

const DAY = 86_400_000;

/**
 * The demo supplier's money (docs/spec/business-rules.md "Settlement"): commission rules (the platform default and a
 * category's), earnings in every state — pending (approved and executing orders, written at their
 * approval by seed-back-office), available (finished orders past the hold), withdrawn (covered by a paid
 * withdrawal), reversed (an order refunded after approval) —, a bank account, a paid withdrawal and one
 * awaiting the operator. Runs after seedBackOffice.
 */
export async function seedSettlement(client: pg.PoolClient, accounts: { supplier: number; operator: number }, now: Date): Promise<void> {
  const db = typed(client);
  const today = todayInShanghai(now);
  const ruleAt = new Date(now.getTime() - 90 * DAY);
  await db.insert(commissionRules).values({ supplierId: null, categoryId: null, rate: 1000, createdBy: accounts.operator, createdAt: ruleAt });
  const category = (await client.query<{ id: number }>(`select id from categories where kind = 'ad' order by sort, id limit 1`)).rows[0];
  if (category)
    await db.insert(commissionRules).values({ supplierId: null, categoryId: category.id, rate: 800, createdBy: accounts.operator, createdAt: ruleAt });

  // A brand's order approved and then refunded after-sales: its earning is reversed.
  const brand = (
    await client.query<{ id: number }>(
      `insert into users (mobile, name, roles) values ('13800000019', '示例品牌方', '{business}') on conflict (mobile) do update set name = excluded.name returning id`,
    )
  ).rows[0]!.id;
  const booths = await orderableBooths(client, accounts.supplier);
  const placedAt = new Date(now.getTime() - 3 * DAY);
  for (const booth of booths.slice(-5)) {
    const orderId = await placeDemoOrder(client, brand, booth, [addDays(today, 33), addDays(today, 34)], placedAt);
    if (orderId === null) continue;
    await payFromWallet(client, brand, orderId, new Date(placedAt.getTime() + 10 * 60_000));
    await review(client, accounts.supplier, orderId, 'approved', new Date(placedAt.getTime() + 3_600_000));
    const item = (
      await client.query<{ id: number; payable: number; order_num: string }>('select id, payable, order_num from order_items where order_id = $1', [orderId])
    ).rows[0]!;
    const refundAt = new Date(now.getTime() - DAY);
    await refundToOriginalChannel(client, NO_SUBSCRIBERS, {
      orderId,
      orderItemId: item.id,
      userId: brand,
      amount: item.payable,
      key: `RA${item.order_num}`,
      reason: `子订单${item.order_num}售后退款`,
      now: refundAt,
    });
    await settleItemRefund(client, { orderItemId: item.id, now: refundAt });
    break;
  }

  await releaseDueIn(client, now);
  const [account] = await db
    .insert(supplierBankAccounts)
    .values({
      supplierId: accounts.supplier,
      accountName: '演示供应商物业管理有限公司',
      bankName: '招商银行上海分行营业部',
      accountNumber: '6214830212345678',
      createdAt: new Date(now.getTime() - 60 * DAY),
    })
    .returning({ id: supplierBankAccounts.id });

  // The oldest available earning is paid out whole (it shows 已提现); part of the rest waits for the operator.
  const [oldest] = await db
    .select({ net: settlementEarnings.net, availableAt: settlementEarnings.availableAt })
    .from(settlementEarnings)
    .where(and(eq(settlementEarnings.supplierId, accounts.supplier), eq(settlementEarnings.status, 'available')))
    .orderBy(asc(settlementEarnings.availableAt), asc(settlementEarnings.id))
    .limit(1);
  if (!oldest || oldest.net <= 0) return;
  const askedAt = new Date(Math.min(now.getTime() - DAY, oldest.availableAt.getTime() + DAY));
  const paidAt = new Date(askedAt.getTime() + 4 * 3_600_000);
  const [paid] = await db
    .insert(withdrawals)
    .values({
      supplierId: accounts.supplier,
      bankAccountId: account!.id,
      amount: oldest.net,
      status: 'paid',
      channel: 'bank',
      reference: `CMB${todayInShanghai(paidAt).replaceAll('-', '')}0001`,
      decidedBy: accounts.operator,
      decidedAt: paidAt,
      createdAt: askedAt,
    })
    .returning({ id: withdrawals.id });
  await move(client, {
    supplierId: accounts.supplier,
    kind: 'reserved',
    amount: oldest.net,
    from: 'available',
    to: 'withdrawing',
    withdrawalId: paid!.id,
    now: askedAt,
  });
  await move(client, {
    supplierId: accounts.supplier,
    kind: 'paid',
    amount: oldest.net,
    from: 'withdrawing',
    to: 'withdrawn',
    withdrawalId: paid!.id,
    now: paidAt,
  });

  const available = await bucketOf(client, accounts.supplier, 'available');
  if (available <= 0) return;
  const amount = Math.min(available, 50_000);
  const askedLater = new Date(now.getTime() - 2 * 3_600_000);
  const [pending] = await db
    .insert(withdrawals)
    .values({ supplierId: accounts.supplier, bankAccountId: account!.id, amount, status: 'pending', createdAt: askedLater })
    .returning({ id: withdrawals.id });
  await move(client, {
    supplierId: accounts.supplier,
    kind: 'reserved',
    amount,
    from: 'available',
    to: 'withdrawing',
    withdrawalId: pending!.id,
    now: askedLater,
  });
}
