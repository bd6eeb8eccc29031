import type pg from 'pg';
import { NO_SUBSCRIBERS, recordEvent } from '../platform/events/record-event';
import { writeReview } from '../modules/reviews';
import { demoImageUrl } from './demo-images';

/**
 * The demo buyer's account life (issue 13): the review coupon the operator configured, reviews of the
 * older finished order (the newest one waits for its review), favourite venues, and 站内信 — written by
 * recordEvent from the demo orders' history, as the workflows would have, the newest few unread.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many of the demo buyer's messages are left unread (the header badge). */
export const DEMO_UNREAD_MESSAGES = 3;
export const DEMO_FAVORITES = 6;
export const DEMO_REVIEW_COUPON = { text: '评价有礼·满300减30', amount: 3000, min: 30000, total: 100_000, days: 30 } as const;

const REVIEW_TEXTS = [
  '商场人流量很大，周末活动期间咨询的顾客络绎不绝，物业配合也很到位，下次还会再来。',
  '位置显眼，进场布置很顺利，工作人员提前帮忙确认了电源，整体体验不错。',
  '这次做的是饮品试喝，中午写字楼下来的人很多，两天送出一千多杯，加了不少企业微信。',
  '场地和照片一致，供应商审核很快，当天就确认了档期，物料提前一晚就能进场。',
  '社区里带孩子的家长多，亲子互动区一直有人排队，就是下午有点晒，建议带遮阳棚。',
];

async function seedReviewCoupon(client: pg.PoolClient, operatorId: number, now: Date): Promise<void> {
  const template = await client.query<{ id: number }>(
    `insert into coupon_templates (text, amount, min_goods_amount, scope, total_quantity, valid_days, created_by, created_at, updated_at)
     values ($1, $2, $3, 1, $4, $5, $6, $7, $7) returning id`,
    [DEMO_REVIEW_COUPON.text, DEMO_REVIEW_COUPON.amount, DEMO_REVIEW_COUPON.min, DEMO_REVIEW_COUPON.total, DEMO_REVIEW_COUPON.days, operatorId, now],
  );
  await client.query(`insert into coupon_rewards (purpose, template_id, updated_by, updated_at) values ('review', $1, $2, $3)`, [
    template.rows[0]!.id,
    operatorId,
    now,
  ]);
}

interface DemoOrder {
  id: number;
  status: string;
  cancel_reason: string | null;
  payment_mode: number | null;
  paid_amount: number | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
}

/** The events the demo orders' history would have recorded (placing, paying, the supplier's review, refunds): their messages come with them. */
async function seedOrderEvents(client: pg.PoolClient, buyerId: number): Promise<void> {
  const orders = await client.query<DemoOrder>(
    'select id, status, cancel_reason, payment_mode, paid_amount, paid_at, cancelled_at, created_at from orders where user_id = $1 order by created_at, id',
    [buyerId],
  );
  for (const order of orders.rows) {
    await recordEvent(client, { type: 'order.placed', orderId: order.id, actorId: buyerId, now: order.created_at }, NO_SUBSCRIBERS);
    if (order.paid_at) {
      await recordEvent(
        client,
        {
          type: 'order.paid',
          orderId: order.id,
          actorId: buyerId,
          payload: { payment_mode: order.payment_mode, amount: order.paid_amount },
          now: order.paid_at,
        },
        NO_SUBSCRIBERS,
      );
    }
    const items = await client.query<{
      id: number;
      order_num: string;
      status: string;
      reject_reason: string | null;
      reviewed_at: Date | null;
      payable: number;
    }>(
      // Reviews made through the supplier-review workflow (seed-back-office) recorded their events then.
      `select id, order_num, status, reject_reason, reviewed_at, payable from order_items i where order_id = $1 and reviewed_at is not null
          and not exists (select 1 from domain_events e where e.type in ('order_item.approved', 'order_item.rejected') and (e.payload->>'order_item_id')::bigint = i.id)
        order by position`,
      [order.id],
    );
    for (const item of items.rows) {
      if (item.status === 'rejected') {
        await recordEvent(
          client,
          {
            type: 'order_item.rejected',
            orderId: order.id,
            payload: { order_item_id: item.id, order_num: item.order_num, reason: item.reject_reason, refunded: item.payable },
            now: item.reviewed_at!,
          },
          NO_SUBSCRIBERS,
        );
        await recordEvent(
          client,
          {
            type: 'refund.completed',
            orderId: order.id,
            subjectUserId: buyerId,
            payload: { amount: order.paid_amount, channel: 'wallet' },
            now: item.reviewed_at!,
          },
          NO_SUBSCRIBERS,
        );
      } else {
        await recordEvent(
          client,
          {
            type: 'order_item.approved',
            orderId: order.id,
            payload: { order_item_id: item.id, order_num: item.order_num },
            now: item.reviewed_at!,
          },
          NO_SUBSCRIBERS,
        );
      }
    }
    if (order.status === 'cancelled' && order.cancelled_at) {
      await recordEvent(
        client,
        {
          type: 'order.cancelled',
          orderId: order.id,
          actorId: buyerId,
          payload: { reason: order.cancel_reason ?? 'buyer' },
          now: order.cancelled_at,
        },
        NO_SUBSCRIBERS,
      );
    }
  }
}

/** Reviews of every finished order but the newest, which waits for the buyer's review (the success page's prompt and /admin/comments). */
async function seedReviews(client: pg.PoolClient, buyerId: number, now: Date): Promise<void> {
  const items = await client.query<{ id: number; order_id: number }>(
    `select i.id, i.order_id from order_items i join orders o on o.id = i.order_id
      where o.user_id = $1 and i.status = 'finished'
        and o.id <> (select o2.id from orders o2 join order_items i2 on i2.order_id = o2.id where o2.user_id = $1 and o2.status = 'finished'
                      order by i2.last_date desc, o2.id desc limit 1)
      order by i.id`,
    [buyerId],
  );
  for (const [index, item] of items.rows.entries()) {
    await writeReview(client, buyerId, {
      orderItemId: item.id,
      rating: 5 - (index % 2),
      content: REVIEW_TEXTS[index % REVIEW_TEXTS.length]!,
      images: [demoImageUrl('venue', index * 3 + 1), demoImageUrl('venue', index * 3 + 2)],
      now: new Date(now.getTime() - (10 - index) * DAY),
    });
  }
}

/** Favourite venues of the demo city, a day apart, their counters kept with the rows. */
async function seedFavorites(client: pg.PoolClient, buyerId: number, now: Date): Promise<void> {
  const venues = await client.query<{ id: number }>(
    `select p.id from physical_resources p join communities c on c.id = p.community_id
      where p.parent_id is null and c.city_id = 90 and exists (select 1 from selling_resources s where s.top_physical_id = p.id and s.is_online)
      order by p.id limit $1`,
    [DEMO_FAVORITES],
  );
  for (const [index, venue] of venues.rows.entries()) {
    const inserted = await client.query('insert into favorites (user_id, physical_resource_id, created_at) values ($1, $2, $3) on conflict do nothing', [
      buyerId,
      venue.id,
      new Date(now.getTime() - (index + 1) * DAY),
    ]);
    if (inserted.rowCount) await client.query('update physical_resources set favorite_count = favorite_count + 1 where id = $1', [venue.id]);
  }
}

/**
 * All but the newest few of the demo buyer's messages are read, so the header badge shows a few. Run last,
 * after every part of the demo that writes messages (seed-demo.ts).
 */
export async function readOlderMessages(client: pg.PoolClient, buyerId: number, now: Date): Promise<void> {
  await client.query(
    `update user_messages set read_at = greatest(created_at, $3::timestamptz - interval '1 hour') where user_id = $1 and id not in (
       select id from user_messages where user_id = $1 order by created_at desc, id desc limit $2)`,
    [buyerId, DEMO_UNREAD_MESSAGES, now],
  );
}

export async function seedAccountLife(client: pg.PoolClient, accounts: { buyer: number; operator: number }, now: Date): Promise<void> {
  await seedReviewCoupon(client, accounts.operator, now);
  await seedOrderEvents(client, accounts.buyer);
  await seedReviews(client, accounts.buyer, now);
  await seedFavorites(client, accounts.buyer, now);
}
