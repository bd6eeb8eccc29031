import { addDays, todayInShanghai, type BusinessDate } from '@vm/domain/business-date';
import { respondBy } from '@vm/domain/after-sales';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterSalesCases, afterSalesSteps, deliveryProofs, depositHolds } from '../db/schema/index';
import { ensureHold, settleHold } from '../modules/after-sales';
import { advanceOrderByDate, lockOrder } from '../modules/orders';
import { recordCaseRefund } from '../modules/settlement';
import { typed } from '../platform/db/typed';
import { NO_SUBSCRIBERS } from '../platform/events/record-event';
import { refundToOriginalChannel } from '../workflows/refund-to-channel';
import { demoImageUrl } from './demo-images';
import { payFromWallet, placeDemoOrder, review, type Booth } from './seed-back-office';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type CaseState = 'awaiting_supplier' | 'countered' | 'refused' | 'arbitration' | 'refunded' | 'closed' | 'cancelled';
type ClaimState = 'held' | 'claimed' | 'disputed' | 'accepted' | 'decided' | 'released';

interface Plan {
  /** First booked date, days from today; the order runs `days` days. */
  from: number;
  days: number;
  cases: CaseState[];
  deposit?: ClaimState;
  proof?: boolean;
}

/**
 * After-sales and delivery demo data (decision 0045) for the demo buyer 13800000001 and supplier
 * 13900000001: delivery proofs, a case in every state and deposits in every state, each with its
 * timeline, refunds and settlement entries written by the real functions so the books balance. Runs
 * after seedSettlement (the commission rules exist) and before the deposits of older orders are released.
 */
const PLANS: readonly Plan[] = [
  { from: -1, days: 3, cases: ['awaiting_supplier'], proof: true },
  { from: -2, days: 4, cases: ['cancelled', 'arbitration'], proof: true },
  { from: -3, days: 2, cases: ['countered'], deposit: 'held', proof: true },
  { from: -4, days: 2, cases: ['refused'], deposit: 'claimed', proof: true },
  { from: -6, days: 2, cases: ['refunded', 'closed'], deposit: 'accepted', proof: true },
  { from: -5, days: 1, cases: [], deposit: 'disputed', proof: true },
  { from: -9, days: 2, cases: [], deposit: 'decided', proof: true },
];

const REASONS: Record<CaseState, { reason: number; text: string; amount: number }> = {
  awaiting_supplier: { reason: 4, text: '展位现场被另一品牌占用了约一半面积，无法按方案布置。', amount: 20_000 },
  cancelled: { reason: 5, text: '开场时间比约定晚了两小时。', amount: 5_000 },
  arbitration: { reason: 2, text: '实际位置在商场侧门，与预订的中庭位置不符。', amount: 30_000 },
  countered: { reason: 3, text: '实际可用面积约4×2米，小于预订的6×3米。', amount: 25_000 },
  refused: { reason: 1, text: '第一天到场时展位未清场，无法进场布置。', amount: 15_000 },
  refunded: { reason: 5, text: '商场临时活动，第二天下午提前清场。', amount: 10_000 },
  closed: { reason: 6, text: '现场电源不稳定。', amount: 8_000 },
};

async function depositBooths(client: pg.PoolClient, supplierId: number): Promise<Booth[]> {
  const rows = await client.query<Booth>(
    `select s.id, s.top_physical_id from selling_resources s
      join selling_resource_prices sp on sp.selling_resource_id = s.id and sp.lease_term_type_id = 9 and sp.price between 20000 and 200000 and sp.deposit > 0
     where s.supplier_id = $1 and s.is_online and not s.is_enquiry and s.res_type_id = 1 and s.count >= 2 and s.minimum_booking_days = 1
       and s.days_in_advance <= 7
     order by s.id desc limit 20`,
    [supplierId],
  );
  return rows.rows;
}

export async function seedAfterSales(client: pg.PoolClient, accounts: { buyer: number; supplier: number; operator: number }, now: Date): Promise<void> {
  const db = typed(client);
  const booths = await depositBooths(client, accounts.supplier);
  if (booths.length === 0) return;
  const today = todayInShanghai(now);
  await client.query(`insert into pay_passwords (user_id, password_hash, updated_at) values ($1, 'demo-no-password', $2) on conflict do nothing`, [
    accounts.buyer,
    now,
  ]);
  let image = 0;
  const photos = (n: number) => Array.from({ length: n }, () => demoImageUrl('case', (image += 1)));

  for (const [i, plan] of PLANS.entries()) {
    const first = addDays(today, plan.from);
    const dates: BusinessDate[] = Array.from({ length: plan.days }, (_, d) => addDays(first, d));
    const placedAt = new Date(now.getTime() - (12 - plan.from) * DAY);
    let orderId: number | null = null;
    for (let k = 0; k < booths.length && orderId === null; k += 1)
      orderId = await placeDemoOrder(client, accounts.buyer, booths[(i * 3 + k) % booths.length]!, dates, placedAt);
    if (orderId === null) continue;
    await payFromWallet(client, accounts.buyer, orderId, new Date(placedAt.getTime() + 10 * 60_000));
    await review(client, accounts.supplier, orderId, 'approved', new Date(placedAt.getTime() + 2 * HOUR));
    await advanceOrderByDate(client, NO_SUBSCRIBERS, (await lockOrder(client, orderId))!, today, now);
    const item = (
      await client.query<{ id: number; order_num: string; payable: number; last_date: string }>(
        'select id, order_num, payable, last_date::text from order_items where order_id = $1 order by position limit 1',
        [orderId],
      )
    ).rows[0]!;
    const startedAt = new Date(new Date(`${first}T09:00:00+08:00`).getTime());
    if (plan.proof) {
      await db.insert(deliveryProofs).values({
        orderItemId: item.id,
        createdBy: accounts.supplier,
        images: photos(3),
        note: '展位已按方案搭建完成，电源与桌椅已就位。',
        createdAt: startedAt,
      });
    }

    let openedAt = new Date(Math.min(now.getTime() - 6 * HOUR, startedAt.getTime() + 6 * HOUR));
    for (const state of plan.cases) {
      const facts = REASONS[state];
      const amount = Math.min(facts.amount, Math.max(1, Math.floor(item.payable / 2)));
      const open = state === 'awaiting_supplier' || state === 'countered' || state === 'refused' || state === 'arbitration';
      const answeredAt = new Date(openedAt.getTime() + 5 * HOUR);
      const [row] = await db
        .insert(afterSalesCases)
        .values({
          orderId,
          orderItemId: item.id,
          buyerId: accounts.buyer,
          supplierId: accounts.supplier,
          reasonId: facts.reason,
          description: facts.text,
          images: photos(2),
          amount,
          status: state,
          agreedAmount: state === 'countered' ? Math.floor(amount / 2) : state === 'refunded' ? amount : state === 'closed' ? 0 : null,
          respondBy: state === 'awaiting_supplier' ? respondBy(openedAt) : state === 'countered' || state === 'refused' ? respondBy(answeredAt) : null,
          escalatedAt: state === 'arbitration' || state === 'closed' ? new Date(answeredAt.getTime() + HOUR) : null,
          decidedBy: state === 'closed' ? accounts.operator : null,
          decisionNote: state === 'closed' ? '现场照片显示电源正常，证据不足，不予退款。' : null,
          refundedAmount: state === 'refunded' ? amount : 0,
          closedAt: open ? null : new Date(answeredAt.getTime() + 2 * HOUR),
          createdAt: openedAt,
          updatedAt: answeredAt,
        })
        .returning();
      const steps: (typeof afterSalesSteps.$inferInsert)[] = [
        { caseId: row!.id, actor: 'buyer', actorId: accounts.buyer, action: 'opened', amount, note: facts.text, images: row!.images, createdAt: openedAt },
      ];
      const step = (s: Omit<typeof afterSalesSteps.$inferInsert, 'caseId'>) => steps.push({ caseId: row!.id, ...s });
      if (state === 'countered')
        step({ actor: 'supplier', actorId: accounts.supplier, action: 'counter', amount: Math.floor(amount / 2), note: '可退一半', createdAt: answeredAt });
      if (state === 'refused')
        step({ actor: 'supplier', actorId: accounts.supplier, action: 'refuse', note: '到场时已清场，见履约照片。', images: photos(1), createdAt: answeredAt });
      if (state === 'cancelled') step({ actor: 'buyer', actorId: accounts.buyer, action: 'cancel', createdAt: answeredAt });
      if (state === 'arbitration' || state === 'closed') {
        step({ actor: 'supplier', actorId: accounts.supplier, action: 'refuse', note: '位置与合同一致。', createdAt: answeredAt });
        step({ actor: 'buyer', actorId: accounts.buyer, action: 'escalate', createdAt: new Date(answeredAt.getTime() + HOUR) });
      }
      if (state === 'closed')
        step({ actor: 'operator', actorId: accounts.operator, action: 'decide', amount: 0, note: row!.decisionNote, createdAt: row!.closedAt! });
      if (state === 'refunded') {
        step({ actor: 'supplier', actorId: accounts.supplier, action: 'agree', amount, note: '同意退款', createdAt: answeredAt });
        step({ actor: 'system', actorId: null, action: 'refunded', amount, note: '供应商收入相应扣减', createdAt: answeredAt });
        await refundToOriginalChannel(client, NO_SUBSCRIBERS, {
          orderId,
          orderItemId: item.id,
          userId: accounts.buyer,
          amount,
          key: `AS${row!.id}`,
          reason: `子订单${item.order_num}售后退款`,
          now: answeredAt,
          repeatable: true,
        });
        await recordCaseRefund(client, { orderItemId: item.id, caseId: row!.id, amount, now: answeredAt });
      }
      await db.insert(afterSalesSteps).values(steps);
      openedAt = new Date(answeredAt.getTime() + 3 * HOUR);
    }

    if (!plan.deposit) continue;
    const hold = await ensureHold(client, orderId, now);
    if (!hold || plan.deposit === 'held') continue;
    const claimedAt = new Date(Math.min(now.getTime() - HOUR, hold.releaseAt.getTime() - 2 * DAY));
    const claimAmount = Math.min(hold.amount, Math.max(1, Math.round(hold.amount * 0.3)));
    await db
      .update(depositHolds)
      .set({
        status: 'claimed',
        claimStatus: plan.deposit === 'disputed' || plan.deposit === 'decided' ? 'disputed' : 'claimed',
        claimAmount,
        claimReason: '撤场后地面有胶痕与污渍，需专业清洁。',
        claimImages: photos(2),
        claimedBy: accounts.supplier,
        claimedAt,
        updatedAt: claimedAt,
      })
      .where(eq(depositHolds.id, hold.id));
    if (plan.deposit === 'accepted')
      await settleHold(client, NO_SUBSCRIBERS, { id: hold.id, deducted: claimAmount, claimStatus: 'accepted', now: new Date(claimedAt.getTime() + 3 * HOUR) });
    if (plan.deposit === 'decided')
      await settleHold(client, NO_SUBSCRIBERS, {
        id: hold.id,
        deducted: Math.floor(claimAmount / 2),
        claimStatus: 'decided',
        decidedBy: accounts.operator,
        decisionNote: '污渍属实，清洁费用按一半承担。',
        now: new Date(claimedAt.getTime() + 20 * HOUR),
      });
  }

  // The deposits of the older finished orders: held, then released whole (3 days passed, nothing claimed).
  const older = await client.query<{ id: number }>(
    `select o.id from orders o where o.user_id = $1 and o.status = 'finished' and o.total_deposit > 0
       and not exists (select 1 from deposit_holds h where h.order_id = o.id)`,
    [accounts.buyer],
  );
  for (const { id } of older.rows) {
    const hold = await ensureHold(client, id, now);
    if (hold && hold.status === 'held' && hold.releaseAt <= now) await settleHold(client, NO_SUBSCRIBERS, { id: hold.id, deducted: 0, now: hold.releaseAt });
  }
}
