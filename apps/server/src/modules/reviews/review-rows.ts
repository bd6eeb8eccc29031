import type { MyComment, PendingComment } from '@vm/contracts/reviews';
import { toShanghaiIsoString } from '@vm/domain/business-date';

/** A finished sub-order as the review pages show it: `i` order_items, `o` its order. */
export const ITEM_COLUMNS = `i.id as field_order_item_id, i.field_name, i.payable as price, i.pic_url, i.order_id, i.order_num, i.top_physical_id,
  i.size, i.lease_term_type_name, i.first_date, i.last_date, i.updated_at, i.status`;

export interface ItemRow {
  field_order_item_id: number;
  field_name: string;
  price: number;
  pic_url: string;
  order_id: number;
  order_num: string;
  top_physical_id: number;
  size: string;
  lease_term_type_name: string;
  first_date: string;
  last_date: string;
  updated_at: Date;
  status: string;
}

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

/** A review with its sub-order and coupon: `c` comments, `i` order_items, `uc`/`t` the coupon. */
export const COMMENT_COLUMNS = `c.id, c.order_item_id, c.top_physical_id, i.field_name, i.pic_url, c.score, c.content, c.images, c.reply, c.created_at,
  uc.id as coupon_user_id, uc.template_id as coupon_id, t.text as coupon_text, t.amount as coupon_amount, uc.end_at as coupon_end_at`;

export const COMMENT_FROM = `from comments c join order_items i on i.id = c.order_item_id
  left join user_coupons uc on uc.id = c.user_coupon_id left join coupon_templates t on t.id = uc.template_id`;

export interface CommentRow {
  id: number;
  order_item_id: number;
  top_physical_id: number;
  field_name: string;
  pic_url: string;
  score: number;
  content: string;
  images: string[];
  reply: string | null;
  created_at: Date;
  coupon_user_id: number | null;
  coupon_id: number | null;
  coupon_text: string | null;
  coupon_amount: number | null;
  coupon_end_at: Date | null;
}

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
      : { id: row.coupon_user_id, coupon_id: row.coupon_id!, text: row.coupon_text!, amount: row.coupon_amount!, end_at: toShanghaiIsoString(row.coupon_end_at!) },
});
