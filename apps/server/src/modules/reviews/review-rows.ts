import type { MyComment, PendingComment } from '@vm/contracts/reviews';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { eq, sql, type SQL } from 'drizzle-orm';
import { comments, couponTemplates, orderItems, orders, userCoupons } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';

/** A finished sub-order as the review pages show it. */
export const ITEM_COLUMNS = {
  field_order_item_id: orderItems.id,
  field_name: orderItems.fieldName,
  price: orderItems.payable,
  pic_url: orderItems.picUrl,
  order_id: orderItems.orderId,
  order_num: orderItems.orderNum,
  top_physical_id: orderItems.topPhysicalId,
  size: orderItems.size,
  lease_term_type_name: orderItems.leaseTermTypeName,
  first_date: orderItems.firstDate,
  last_date: orderItems.lastDate,
  updated_at: orderItems.updatedAt,
  status: orderItems.status,
};

/** Sub-orders (`filter`) of the buyer's orders, with the columns the review pages show. */
export function itemRows(db: Queryable, filter: SQL | undefined) {
  return typed(db).select(ITEM_COLUMNS).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(filter);
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof itemRows>['execute']>>[number];

export const toPendingComment = (row: ItemRow): PendingComment => ({
  field_order_item_id: row.field_order_item_id,
  field_name: row.field_name,
  price: row.price,
  pic_url: row.pic_url,
  order_id: row.order_id,
  order_num: row.order_num,
  top_physical_id: row.top_physical_id,
  size: row.size,
  lease_term_type: row.lease_term_type_name,
  start: row.first_date,
  end: row.last_date,
  finished_at: toShanghaiIsoString(row.updated_at),
});

/** Reviews (`filter`) with their sub-order and the coupon each earned. */
export function commentRows(db: Queryable, filter: SQL | undefined) {
  return typed(db)
    .select({
      id: comments.id,
      order_item_id: sql<number>`${comments.orderItemId}`,
      top_physical_id: comments.topPhysicalId,
      field_name: orderItems.fieldName,
      pic_url: orderItems.picUrl,
      score: comments.score,
      content: comments.content,
      images: comments.images,
      reply: comments.reply,
      created_at: comments.createdAt,
      coupon_user_id: userCoupons.id,
      coupon_id: userCoupons.templateId,
      coupon_text: couponTemplates.text,
      coupon_amount: couponTemplates.amount,
      coupon_end_at: userCoupons.endAt,
    })
    .from(comments)
    .innerJoin(orderItems, eq(orderItems.id, comments.orderItemId))
    .leftJoin(userCoupons, eq(userCoupons.id, comments.userCouponId))
    .leftJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(filter);
}
export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentRows>['execute']>>[number];

export const toMyComment = (row: CommentRow): MyComment => ({
  id: row.id,
  order_item_id: row.order_item_id,
  top_physical_id: row.top_physical_id,
  field_name: row.field_name,
  pic_url: row.pic_url,
  rating: row.score,
  content: row.content,
  images: row.images,
  reply: row.reply,
  created_at: toShanghaiIsoString(row.created_at),
  coupon:
    row.coupon_user_id === null
      ? null
      : {
          id: row.coupon_user_id,
          coupon_id: row.coupon_id!,
          text: row.coupon_text!,
          amount: row.coupon_amount!,
          end_at: toShanghaiIsoString(row.coupon_end_at!),
        },
});
