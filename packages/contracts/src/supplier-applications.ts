import { z } from 'zod';
import { zPage, zPageOf, zPageSize, zNumeric } from './common';

/**
 * Becoming a supplier (docs/spec/business-rules.md "Supplier back office"): a logged-in person applies, an operator
 * approves (the role is added) or refuses with a reason. One pending application per person.
 */

/** 1 supplier (property), 2 agent, 3 facilitator. */
export const SUPPLIER_APPLICATION_TYPES = [1, 2, 3] as const;
export const SUPPLIER_APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type SupplierApplicationStatus = (typeof SUPPLIER_APPLICATION_STATUSES)[number];

/**
 * POST /api/supplier_applications → 201 `{ id }` (msg 申请成功). `connect_name` and `mobile` are checked
 * with the spec's messages (请输入公司名称 / 请输入联系电话 / 请输入有效的手机号, packages/domain
 * supplierApplicationErrors), so they are loose here. 409 when the caller already has a pending one
 * (an application left incomplete by registering with a type is completed instead).
 */
export const ZSupplierApplicationBody = z.object({
  type: zNumeric(
    z.coerce
      .number({ error: '请选择申请类型' })
      .int({ error: '请选择申请类型' })
      .refine((value) => value === 1 || value === 2 || value === 3, { error: '请选择申请类型' }),
  ),
  connect_name: z.string({ error: '请输入公司名称' }).max(200, { error: '公司名称最多60个字' }).nullable().optional(),
  mobile: z.string({ error: '请输入联系电话' }).max(200, { error: '请输入有效的手机号' }).nullable().optional(),
});
export type SupplierApplicationBody = z.infer<typeof ZSupplierApplicationBody>;

export const ZSupplierApplication = z.object({
  id: z.number().int(),
  type: z.number().int(),
  /** 场地供应商 / 代理商 / 服务商 */
  type_name: z.string(),
  connect_name: z.string(),
  mobile: z.string(),
  status: z.enum(SUPPLIER_APPLICATION_STATUSES),
  /** 待审核 / 已通过 / 已拒绝 */
  status_name: z.string(),
  /** The operator's reason when refused. */
  reason: z.string().nullable(),
  /** True when it came from registering with a type and still needs the company name. */
  incomplete: z.boolean(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  applicant: z.object({ id: z.number().int(), mobile: z.string(), name: z.string(), roles: z.array(z.string()) }),
});
export type SupplierApplication = z.infer<typeof ZSupplierApplication>;

/** GET /api/supplier_applications/mine → the caller's latest application, or null. */
export const ZMySupplierApplication = ZSupplierApplication.nullable();

/** GET /api/operator/supplier_applications?status=pending&page= (operators only). */
export const ZSupplierApplicationsQuery = z.object({
  status: z.enum(SUPPLIER_APPLICATION_STATUSES, { error: '申请状态不正确' }).optional(),
  page: zPage,
  page_size: zPageSize(50, 20),
});
export const ZSupplierApplicationPage = zPageOf(ZSupplierApplication);

/** POST /api/operator/supplier_applications/{id}/refuse */
export const ZRefuseApplicationBody = z.object({
  reason: z.string({ error: '请填写拒绝原因' }).trim().min(1, { error: '请填写拒绝原因' }).max(200, { error: '拒绝原因最多200个字' }),
});

/** Answer of approve and refuse: the application as it now is. */
export const ZApplicationReviewResult = ZSupplierApplication;
