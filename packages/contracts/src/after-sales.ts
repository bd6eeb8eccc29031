import { z } from 'zod';
import { AFTER_SALE_STATUSES, AFTER_SALE_TEXT_MAX, DELIVERY_NOTE_MAX, DEPOSIT_CLAIM_STATUSES, EVIDENCE_MAX_IMAGES } from '@vm/domain/after-sales';
import { MAX_ID, zPage, zPageOf, zPageSize, zQueryInt } from './common';

/**
 * After-sales and delivery (售后与履约, docs/spec/api.md "After-sales and delivery — fixed"): delivery proofs,
 * after-sales cases with their timeline, the operator's arbitration, deposit claims. Money in fen; times
 * are Shanghai ISO strings.
 */

const MAX_FEN = 100_000_000_00;

const zImage = z.string({ error: '图片地址不正确' }).min(1, { error: '图片地址不正确' }).max(500, { error: '图片地址不正确' });
const zImages = (min: number, minMessage: string) =>
  z
    .array(zImage, { error: '图片格式不正确' })
    .min(min, { error: minMessage })
    .max(EVIDENCE_MAX_IMAGES, { error: `最多可上传${EVIDENCE_MAX_IMAGES}张图片` });
const zFen = (message: string, min: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(MAX_FEN, { error: message });
const zText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((value) => [...value].length <= max, { error: `最多${max}个字` });
const zOptionalText = (max: number) =>
  z
    .string({ error: '请输入文字' })
    .trim()
    .refine((value) => [...value].length <= max, { error: `最多${max}个字` })
    .optional();

// ---- Delivery proofs -------------------------------------------------------------------------

/** POST /api/order_items/{id}/delivery_proofs (the supplier or its staff with `orders`). */
export const ZDeliveryProofBody = z.object({
  images: zImages(1, '请至少上传1张履约照片'),
  note: zOptionalText(DELIVERY_NOTE_MAX),
});
export type DeliveryProofBody = z.infer<typeof ZDeliveryProofBody>;

export const ZCreated = z.object({ id: z.number().int() });

export const ZDeliveryProof = z.object({ id: z.number().int(), images: z.array(z.string()), note: z.string(), created_at: z.string() });
export type DeliveryProof = z.infer<typeof ZDeliveryProof>;
export const ZDeliveryProofList = z.array(ZDeliveryProof);

// ---- After-sales cases -----------------------------------------------------------------------

export const zAfterSaleStatus = z.enum(AFTER_SALE_STATUSES, { error: '售后状态不正确' });
/** A list's `status=` filter: empty means all. */
const zStatusFilter = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const ZAfterSaleReason = z.object({ id: z.number().int(), name: z.string() });
export const ZAfterSaleReasonList = z.array(ZAfterSaleReason);

/** POST /api/after_sales (the buyer). */
export const ZOpenAfterSaleBody = z.object({
  order_item_id: z.number({ error: '请选择子订单' }).int({ error: '子订单不正确' }).min(1, { error: '子订单不正确' }).max(MAX_ID, { error: '子订单不正确' }),
  reason_id: z.number({ error: '请选择售后原因' }).int({ error: '请选择售后原因' }).min(1, { error: '请选择售后原因' }).max(100, { error: '请选择售后原因' }),
  description: zText('请描述遇到的问题', AFTER_SALE_TEXT_MAX),
  images: zImages(0, '图片格式不正确').default([]),
  amount: zFen('请填写退款金额（整数，单位分）', 1),
});
export type OpenAfterSaleBody = z.infer<typeof ZOpenAfterSaleBody>;

export const ZOpenedAfterSale = z.object({ id: z.number().int(), status: zAfterSaleStatus, respond_by: z.string() });

export const ZAfterSalesQuery = z.object({
  role: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['buyer', 'supplier'], { error: '角色应为buyer或supplier' }).default('buyer')),
  status: zStatusFilter(zAfterSaleStatus),
  /** One order's cases (the buyer's order page shows every case of its sub-orders, not the newest page). */
  order_id: zQueryInt('订单ID', { positive: true }).optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
});
export type AfterSalesQuery = z.infer<typeof ZAfterSalesQuery>;

export const ZAfterSaleSummary = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_item_id: z.number().int(),
  order_num: z.string(),
  field_name: z.string(),
  reason: z.string(),
  status: zAfterSaleStatus,
  amount: z.number().int(),
  /** The amount agreed, offered (a counter) or decided; null before. */
  agreed_amount: z.number().int().nullable(),
  /** The supplier's deadline (awaiting_supplier) or the buyer's (countered, refused); null otherwise. */
  respond_by: z.string().nullable(),
  created_at: z.string(),
});
export type AfterSaleSummary = z.infer<typeof ZAfterSaleSummary>;
export const ZAfterSalePage = zPageOf(ZAfterSaleSummary);

export const ZTimelineEntry = z.object({
  actor: z.enum(['buyer', 'supplier', 'operator', 'system']),
  action: z.string(),
  action_name: z.string(),
  amount: z.number().int().optional(),
  note: z.string().optional(),
  images: z.array(z.string()).optional(),
  at: z.string(),
});
export type TimelineEntry = z.infer<typeof ZTimelineEntry>;

export const ZAfterSaleDetail = ZAfterSaleSummary.extend({
  reason_id: z.number().int(),
  description: z.string(),
  images: z.array(z.string()),
  /** The line's rent the buyer paid, less refunds already (what a new case could ask now). */
  refundable: z.number().int(),
  refunded_amount: z.number().int(),
  decision_note: z.string().nullable(),
  /** When the platform took it over (arbitration), or null. */
  escalated_at: z.string().nullable(),
  buyer_name: z.string(),
  supplier_name: z.string(),
  timeline: z.array(ZTimelineEntry),
});
export type AfterSaleDetail = z.infer<typeof ZAfterSaleDetail>;

/** POST /api/after_sales/{id}/respond (the supplier). */
export const ZRespondAfterSaleBody = z.object({
  action: z.enum(['agree', 'counter', 'refuse'], { error: '请选择处理方式' }),
  amount: zFen('请填写协商金额（整数，单位分）', 1).optional(),
  note: zOptionalText(AFTER_SALE_TEXT_MAX),
  images: zImages(0, '图片格式不正确').default([]),
});
export type RespondAfterSaleBody = z.infer<typeof ZRespondAfterSaleBody>;

/** POST /api/operator/after_sales/{id}/decide. */
export const ZDecideAfterSaleBody = z.object({
  amount: zFen('请填写裁决金额（整数，单位分）', 0),
  note: zText('请填写裁决说明', AFTER_SALE_TEXT_MAX),
});
export type DecideAfterSaleBody = z.infer<typeof ZDecideAfterSaleBody>;

/** The answer of every case action: the new status and what this call refunded (fen). */
export const ZAfterSaleActionResult = z.object({
  id: z.number().int(),
  status: zAfterSaleStatus,
  agreed_amount: z.number().int().nullable(),
  refunded: z.number().int(),
});
export type AfterSaleActionResult = z.infer<typeof ZAfterSaleActionResult>;

export const ZOperatorAfterSalesQuery = z.object({ status: zStatusFilter(zAfterSaleStatus), page: zPage, page_size: zPageSize(100, 20) });
export const ZOperatorAfterSale = ZAfterSaleSummary.extend({
  buyer_name: z.string(),
  supplier_name: z.string(),
  /** The operator's target: 48 hours after the case went to the platform. */
  decide_by: z.string().nullable(),
});
export type OperatorAfterSale = z.infer<typeof ZOperatorAfterSale>;
export const ZOperatorAfterSalePage = zPageOf(ZOperatorAfterSale);

// ---- Deposits --------------------------------------------------------------------------------

/** POST /api/order_items/{id}/deposit_claim (the supplier). */
export const ZDepositClaimBody = z.object({
  amount: zFen('请填写扣除金额（整数，单位分）', 1),
  reason: zText('请填写扣除原因', AFTER_SALE_TEXT_MAX),
  images: zImages(0, '图片格式不正确').default([]),
});
export type DepositClaimBody = z.infer<typeof ZDepositClaimBody>;

/** POST /api/operator/deposit_claims/{id}/decide. */
export const ZDepositDecideBody = z.object({ amount: zFen('请填写裁决金额（整数，单位分）', 0), note: zOptionalText(AFTER_SALE_TEXT_MAX) });
export type DepositDecideBody = z.infer<typeof ZDepositDecideBody>;

export const zDepositClaimStatus = z.enum(DEPOSIT_CLAIM_STATUSES, { error: '押金扣除申请状态不正确' });

export const ZDepositClaim = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string(),
  images: z.array(z.string()),
  status: zDepositClaimStatus,
  decided_amount: z.number().int().nullable(),
  created_at: z.string(),
});

/** GET /api/order_items/{id}/deposit. */
export const ZDeposit = z.object({
  deposit: z.number().int(),
  status: z.enum(['held', 'claimed', 'refunded']),
  refunded: z.number().int(),
  deducted: z.number().int(),
  release_at: z.string().nullable(),
  claim: ZDepositClaim.nullable(),
});
export type Deposit = z.infer<typeof ZDeposit>;

export const ZDepositActionResult = z.object({ id: z.number().int(), status: zDepositClaimStatus, refunded: z.number().int(), deducted: z.number().int() });
export type DepositActionResult = z.infer<typeof ZDepositActionResult>;

export const ZOperatorDepositClaimsQuery = z.object({ status: zStatusFilter(zDepositClaimStatus), page: zPage, page_size: zPageSize(100, 20) });
export const ZOperatorDepositClaim = ZDepositClaim.extend({
  order_id: z.number().int(),
  order_item_id: z.number().int(),
  order_num: z.string(),
  deposit: z.number().int(),
  buyer_name: z.string(),
  supplier_name: z.string(),
});
export type OperatorDepositClaim = z.infer<typeof ZOperatorDepositClaim>;
export const ZOperatorDepositClaimPage = zPageOf(ZOperatorDepositClaim);
