import { CONTRACT_ROLES, CONTRACT_STATUSES, CONTRACT_TEMPLATE_LIMITS } from '@vm/domain/contracts';
import { z } from 'zod';
import { zPage, zPageOf, zPageSize, zQueryInt } from './common';

/** Lease contracts (docs/spec/api.md "Contracts — fixed"). Named lease-contracts: "contracts" is this package. */

export const ZContractRole = z.enum(CONTRACT_ROLES);
export const ZContractStatus = z.enum(CONTRACT_STATUSES);

export const ZContractsQuery = z.object({ order_id: zQueryInt('订单ID', { positive: true }).optional() });
export type ContractsQuery = z.infer<typeof ZContractsQuery>;

export const ZContractSigner = z.object({ role: ZContractRole, name: z.string(), signed_at: z.string() });
export type ContractSigner = z.infer<typeof ZContractSigner>;

export const ZContractSummary = z.object({
  id: z.number().int(),
  order_item_id: z.number().int(),
  order_id: z.number().int(),
  /** The sub-order's number. */
  order_num: z.string(),
  contract_num: z.string(),
  status: ZContractStatus,
  /** The roles that have signed. */
  signed_by: z.array(ZContractRole),
  signers: z.array(ZContractSigner),
  /** The caller's part in it (null: staff). */
  my_role: ZContractRole.nullable(),
  /** Whether the caller may sign it now. */
  may_sign: z.boolean(),
  field_name: z.string(),
  buyer_name: z.string(),
  supplier_name: z.string(),
  created_at: z.string(),
});
export type ContractSummary = z.infer<typeof ZContractSummary>;

export const ZContractList = z.array(ZContractSummary);

export const ZSignContractBody = z.object({
  captcha: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, { error: '请输入验证码' })
    .regex(/^\d{6}$/, { error: '请输入有效的验证码' }),
});
export type SignContractBody = z.infer<typeof ZSignContractBody>;

export const ZCertificate = z.object({
  /** The signed PDF (GET /api/contracts/{id}/pdf). */
  url: z.string(),
  result: z.enum(['signed', 'pending']),
  signers: z.array(ZContractSigner),
  status: ZContractStatus,
  /** The signature provider: `builtin` (the platform's CA) or the vendor's name. */
  provider: z.string().nullable(),
});
export type Certificate = z.infer<typeof ZCertificate>;

export const ZOperatorContractsQuery = z.object({
  status: ZContractStatus.optional(),
  /** A sub-order or contract number, or part of one. */
  keyword: z.string().trim().max(40, { error: '关键词不能超过40个字' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export type OperatorContractsQuery = z.infer<typeof ZOperatorContractsQuery>;
export const ZOperatorContractPage = zPageOf(ZContractSummary);
export type OperatorContractPage = z.infer<typeof ZOperatorContractPage>;

export const ZContractTemplateBody = z.object({
  title: z.string({ error: '请填写合同标题' }).max(CONTRACT_TEMPLATE_LIMITS.title, { error: `合同标题不能超过${CONTRACT_TEMPLATE_LIMITS.title}个字` }),
  body: z.string({ error: '请填写合同正文' }).max(CONTRACT_TEMPLATE_LIMITS.body, { error: `合同正文不能超过${CONTRACT_TEMPLATE_LIMITS.body}个字` }),
  terms: z
    .string()
    .max(CONTRACT_TEMPLATE_LIMITS.terms, { error: `平台条款不能超过${CONTRACT_TEMPLATE_LIMITS.terms}个字` })
    .default(''),
});
export type ContractTemplateBody = z.infer<typeof ZContractTemplateBody>;

export const ZContractTemplate = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  terms: z.string(),
  updated_at: z.string().nullable(),
  /** What each `{{占位符}}` is filled with. */
  placeholders: z.array(z.object({ name: z.string(), meaning: z.string() })),
});
export type ContractTemplate = z.infer<typeof ZContractTemplate>;
