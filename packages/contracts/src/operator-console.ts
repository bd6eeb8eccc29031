import { ORDER_STATUSES } from '@vm/domain/order-status';
import { z } from 'zod';
import { ROLE_NAMES } from './accounts';
import { zDate, zPage, zPageOf, zPageSize, zQueryInt } from './common';

const zRoleName = z.enum(ROLE_NAMES, { error: '角色不正确' });

/** Operator console (docs/spec/api.md "Operator console and content"): users, feedback inbox, audit log, orders overview. */

const zOptionalText = (max: number, name: string) =>
  z
    .string({ error: `${name}格式不正确` })
    .trim()
    .max(max, { error: `${name}不能超过${max}个字` })
    .optional()
    .transform((value) => (value ? value : undefined));

// ---- Users ----

export const ZOperatorUsersQuery = z.object({
  /** Part of a mobile or a name. */
  keyword: zOptionalText(24, '关键词'),
  role: zRoleName.optional(),
  status: z.enum(['active', 'frozen'], { error: '状态不正确' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export type OperatorUsersQuery = z.infer<typeof ZOperatorUsersQuery>;

export const ZOperatorUser = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  roles: z.array(zRoleName),
  frozen: z.boolean(),
  frozen_at: z.string().nullable(),
  frozen_reason: z.string().nullable(),
  order_count: z.number().int(),
  created_at: z.string(),
});
export type OperatorUser = z.infer<typeof ZOperatorUser>;
export const ZOperatorUserPage = zPageOf(ZOperatorUser);

/** The body may be left out (no reason). */
export const ZFreezeUserBody = z
  .object({ reason: z.string({ error: '冻结原因格式不正确' }).trim().max(100, { error: '冻结原因不能超过100个字' }).optional() })
  .nullish();

export const ZUserRolesBody = z.object({
  roles: z
    .array(zRoleName, { error: '请选择角色' })
    .max(5, { error: '角色不正确' })
    .refine((roles) => roles.includes('business'), { error: '每个账号都保留广告主身份' }),
});

// ---- Feedback inbox ----

export const ZOperatorFeedbacksQuery = z.object({
  status: z.enum(['open', 'handled'], { error: '状态不正确' }).optional(),
  feedback_type: zQueryInt('反馈类型')
    .refine((value) => value === 1 || value === 2, { error: '反馈类型不正确' })
    .optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});

export const ZOperatorFeedback = z.object({
  id: z.number().int(),
  feedback_type: z.number().int(),
  content: z.string(),
  status: z.enum(['open', 'handled']),
  reply: z.string().nullable(),
  user: z.object({ id: z.number().int(), mobile: z.string(), name: z.string() }),
  /** What an error report is about: the venue or community, with a link target. */
  community: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  venue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type OperatorFeedback = z.infer<typeof ZOperatorFeedback>;
export const ZOperatorFeedbackPage = zPageOf(ZOperatorFeedback);

export const ZFeedbackReplyBody = z.object({
  reply: z
    .string({ error: '请输入回复内容' })
    .trim()
    .max(500, { error: '回复内容不能超过500个字' })
    .optional()
    .transform((value) => (value ? value : undefined)),
});

// ---- Audit log ----

export const ZAuditLogQuery = z
  .object({
    /** The operator's user id. */
    actor: zQueryInt('操作人', { positive: true }).optional(),
    /** Part of the operator's mobile or name. */
    actor_keyword: zOptionalText(24, '操作人'),
    action: zOptionalText(64, '操作'),
    target_type: zOptionalText(40, '对象类型'),
    target_id: zOptionalText(64, '对象ID'),
    start: zDate.optional(),
    end: zDate.optional(),
    page: zPage,
    page_size: zPageSize(100, 20),
  })
  .refine((query) => !query.start || !query.end || query.start <= query.end, { error: '开始日期不能晚于结束日期', path: ['end'] });
export type AuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  operator_id: z.number().int().nullable(),
  operator: z.object({ mobile: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  /** `user:12`: the target type and id in one. */
  target: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof ZAuditLogEntry>;
export const ZAuditLogPage = zPageOf(ZAuditLogEntry);

// ---- Orders overview ----

/** Sub-order statuses (domain ORDER_STATUSES). */
export const ORDER_ITEM_STATUSES = ORDER_STATUSES;

export const ZOperatorOrdersQuery = z
  .object({
    status: z.enum(ORDER_ITEM_STATUSES, { error: '订单状态不正确' }).optional(),
    city_id: zQueryInt('城市', { positive: true }).optional(),
    /** A supplier's mobile or name (part of it). */
    supplier: zOptionalText(24, '供应商'),
    /** An order number or the buyer's mobile. */
    keyword: zOptionalText(28, '关键词'),
    /** Placed between these business dates (Asia/Shanghai), both included. */
    start: zDate.optional(),
    end: zDate.optional(),
    page: zPage,
    page_size: zPageSize(100, 20),
  })
  .refine((query) => !query.start || !query.end || query.start <= query.end, { error: '开始日期不能晚于结束日期', path: ['end'] });
export type OperatorOrdersQuery = z.infer<typeof ZOperatorOrdersQuery>;

export const ZOperatorOrderRow = z.object({
  order_id: z.number().int(),
  order_item_id: z.number().int(),
  order_num: z.string(),
  item_order_num: z.string(),
  status: z.string(),
  buyer: z.object({ id: z.number().int(), mobile: z.string(), name: z.string() }),
  supplier: z.object({ id: z.number().int(), mobile: z.string(), name: z.string() }),
  city: z.string(),
  community: z.string(),
  field_name: z.string(),
  lease_term_type: z.string(),
  first_date: z.string(),
  last_date: z.string(),
  /** Fen: what the buyer pays for this sub-order. */
  payable: z.number().int(),
  created_at: z.string(),
});
export type OperatorOrderRow = z.infer<typeof ZOperatorOrderRow>;
export const ZOperatorOrderPage = zPageOf(ZOperatorOrderRow);
