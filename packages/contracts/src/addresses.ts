import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { ZContactBody } from './contacts';

const zRegionRef = z
  .union([z.number(), z.string().max(40)], { error: '请选择省市区！' })
  .nullable()
  .optional();

/**
 * The address book (收货地址; docs/spec/api.md "Account life — fixed": `GET|POST /api/addresses`,
 * `PUT|DELETE /api/addresses/{id}`). The fields are the contact dialog's, with the region and the
 * address required; the server checks them with packages/domain contactErrors. The region is given by
 * ids (`province_id`, `city_id`, `district_id`, as the region selects send it) or, as the spec's
 * Address entity names it, by `province`, `city`, `district` (ids or names: '上海市', '上海', '徐汇区').
 */
export const ZAddressBody = ZContactBody.extend({ province: zRegionRef, city: zRegionRef, district: zRegionRef });
export type AddressBody = z.infer<typeof ZAddressBody>;

export const ZAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  is_default: z.boolean(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
});
export type Address = z.infer<typeof ZAddress>;
export const ZAddressPage = zPageOf(ZAddress);
export const ZAddressesQuery = z.object({ page: zPage, page_size: zPageSize(50, 50) });
