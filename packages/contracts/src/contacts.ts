import { z } from 'zod';
import { zNumeric, zPage, zPageOf, zPageSize } from './common';

/**
 * Order contacts (docs/spec/api.md "Ordering"). The body is parsed leniently and checked by packages/domain
 * contactErrors, so a missing name answers 请输入联系人 rather than a generic message.
 */
const zRegionId = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : value),
  zNumeric(
    z.coerce
      .number({ error: '请选择省市区！' })
      .int({ error: '请选择省市区！' })
      .positive({ error: '请选择省市区！' })
      .max(2_147_483_647)
      .nullable()
      .optional(),
  ),
);

export const ZContactBody = z.object({
  name: z.string({ error: '请输入联系人' }).max(200, { error: '联系人最多24个字' }).nullable().optional(),
  mobile: z.string({ error: '请输入有效的手机号' }).max(200, { error: '请输入有效的手机号' }).nullable().optional(),
  is_default: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '默认联系人标记不正确' })
    .transform((value) => value === true || value === 1 || value === '1')
    .default(false),
  province_id: zRegionId,
  city_id: zRegionId,
  district_id: zRegionId,
  address: z.string({ error: '请填写详细地址！' }).max(400, { error: '详细地址最多36个字' }).nullable().optional(),
});
export type ContactBody = z.infer<typeof ZContactBody>;

export const ZContactsQuery = z.object({ page: zPage, page_size: zPageSize(99, 99), pageSize: zPageSize(99, 99).optional() });

export const ZContact = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  is_default: z.boolean(),
  province_id: z.number().int().nullable(),
  city_id: z.number().int().nullable(),
  district_id: z.number().int().nullable(),
  address: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
});
export type Contact = z.infer<typeof ZContact>;
export const ZContactPage = zPageOf(ZContact);
