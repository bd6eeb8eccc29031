import { GROUP_LIMITS, GROUP_MESSAGES, GROUP_STATUSES } from '@vm/domain/group-buys';
import { z } from 'zod';
import { MAX_ID, zNumeric, zPage, zPageOf, zPageSize, zQueryInt } from './common';
import { ZOrderView, zOrderStatus } from './orders';

/**
 * Group buys (拼团), docs/spec/api.md "Group buys — fixed": the operator opens one
 * (`POST /api/operator/group_purchases`), anyone reads it (`GET /api/groups/{id}`, `flag` 1 open,
 * 2 ended), a buyer joins with `POST /api/orders` carrying `group_purchase_id` on the line. Money in fen.
 */

const zInt = (message: string, max = MAX_ID) =>
  zNumeric(z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message }));

export const zGroupStatus = z.enum(GROUP_STATUSES, { error: '拼团状态不正确' });

/** POST /api/operator/group_purchases. The rules (price below the original, min ≤ max, deadline…) are domain groupDraftErrors. */
export const ZCreateGroupPurchaseBody = z.object({
  selling_resource_id: zInt(GROUP_MESSAGES.boothRequired),
  lease_term_type_id: zInt(GROUP_MESSAGES.termRequired, 15),
  dates: z
    .array(z.string({ error: GROUP_MESSAGES.datesInvalid }).max(10, { error: GROUP_MESSAGES.datesInvalid }), { error: GROUP_MESSAGES.datesRequired })
    .min(1, { error: GROUP_MESSAGES.datesRequired })
    .max(GROUP_LIMITS.maxDates, { error: GROUP_MESSAGES.tooManyDates }),
  price: zInt(GROUP_MESSAGES.priceRequired, 100_000_000_00),
  origin_price: zInt(GROUP_MESSAGES.originPriceRequired, 100_000_000_00),
  min_members: zInt(GROUP_MESSAGES.membersInvalid, GROUP_LIMITS.maxMembers),
  max_members: zInt(GROUP_MESSAGES.membersInvalid, GROUP_LIMITS.maxMembers),
  /** An instant: ISO-8601 (with offset; without one it is read as Shanghai time) or `YYYY-MM-DD HH:mm`. */
  deadline: z
    .string({ error: GROUP_MESSAGES.deadlineRequired })
    .min(1, { error: GROUP_MESSAGES.deadlineRequired })
    .max(40, { error: GROUP_MESSAGES.deadlineRequired }),
});
export type CreateGroupPurchaseBody = z.infer<typeof ZCreateGroupPurchaseBody>;

/** GET /api/groups/{id}: the fixed fields, then what the group page shows. */
export const ZGroupPurchase = z.object({
  id: z.number().int(),
  number_of_group_purchase_now: z.number().int(),
  origin_price: z.number().int(),
  price: z.number().int(),
  min_members: z.number().int(),
  max_members: z.number().int(),
  deadline: z.string(),
  /** 1 open (takes members), 2 ended: full, succeeded or failed (or past its deadline). */
  flag: z.union([z.literal(1), z.literal(2)]),
  status: zGroupStatus,
  status_name: z.string(),
  /** Places still free for a new order (unpaid orders keep theirs until paid or cancelled). */
  seats_left: z.number().int(),
  selling_resource_id: z.number().int(),
  top_physical_id: z.number().int(),
  lease_term_type_id: z.number().int(),
  lease_term_type: z.string(),
  dates: z.array(z.string()),
  field_name: z.string(),
  community_name: z.string(),
  size: z.string(),
  custom_dimension: z.string(),
  pic_url: z.string(),
  /** Price and original price of the whole booking (unit price × dates). */
  total_price: z.number().int(),
  total_origin_price: z.number().int(),
  deposit: z.number().int(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type GroupPurchase = z.infer<typeof ZGroupPurchase>;
export const ZGroupPurchasePage = zPageOf(ZGroupPurchase);

/** GET /api/group_purchases?group_purchase_id=&page=&pageSize=4: other open groups (the success page). */
export const ZOtherGroupsQuery = z.object({
  group_purchase_id: zQueryInt('拼团ID', { positive: true }).optional(),
  page: zPage,
  page_size: zPageSize(20, 4),
  pageSize: zPageSize(20, 4).optional(),
});
export type OtherGroupsQuery = z.infer<typeof ZOtherGroupsQuery>;

/** GET /api/operator/group_purchases?status=&page= */
export const ZOperatorGroupsQuery = z.object({
  status: zGroupStatus.optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
});
export type OperatorGroupsQuery = z.infer<typeof ZOperatorGroupsQuery>;

/** GET /api/groups?status=&page=: the caller's group-buy orders (`/admin/groups/index?status=`). */
export const ZMyGroupOrdersQuery = z.object({
  status: zOrderStatus.optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
});
export type MyGroupOrdersQuery = z.infer<typeof ZMyGroupOrdersQuery>;

export const ZMyGroupOrder = z.object({ order: ZOrderView, group: ZGroupPurchase });
export type MyGroupOrder = z.infer<typeof ZMyGroupOrder>;
export const ZMyGroupOrderPage = zPageOf(ZMyGroupOrder);

export const ZCreatedGroupPurchase = z.object({ id: z.number().int() });
