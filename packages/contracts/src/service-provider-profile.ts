import { z } from 'zod';
import { zMobile } from './accounts';
import { zBodyId, zOptionalText, zText, zUploadUrl } from './supplier-common';

/**
 * PUT /api/service_providers/mine (docs/spec/api.md "The spec's last rows — fixed"): an approved facilitator's
 * own service profile, listed on /service/index with the seeded ones.
 */
export const ZServiceProviderProfileBody = z.object({
  name: zText('服务商名称', 60),
  intro: zOptionalText('服务简介', 200),
  service_type_ids: z.array(zBodyId('服务类型'), { error: '请选择服务类型' }).min(1, { error: '请选择服务类型' }).max(10, { error: '服务类型最多选10个' }),
  city_ids: z.array(zBodyId('服务城市'), { error: '请选择服务城市' }).min(1, { error: '请选择服务城市' }).max(20, { error: '服务城市最多选20个' }),
  contact_mobile: zMobile('请输入联系电话'),
  contact_name: zOptionalText('联系人', 24),
  /** An upload of the facilitator's own (bucket `avatar`). */
  logo: zUploadUrl.nullable().optional(),
});
export type ServiceProviderProfileBody = z.infer<typeof ZServiceProviderProfileBody>;

export const ZServiceProviderProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  service_type_ids: z.array(z.number().int()),
  city_ids: z.array(z.number().int()),
  contact_mobile: z.string(),
  contact_name: z.string(),
  logo: z.string().nullable(),
});
export type ServiceProviderProfile = z.infer<typeof ZServiceProviderProfile>;
