import { COMMUNITY_MESSAGES } from '@vm/domain/validation-messages';
import { COMMUNITY_LIMITS, isYear } from '@vm/domain/validation';
import { z } from 'zod';
import { zPage, zPageOf, zPageSize } from './common';
import { zBodyId, zInt, zOptionalText, zRequiredNumber, zText, zUploadUrl } from './supplier-common';

/**
 * A supplier's communities (场地所在的商场/园区/社区…): create, update (owner only; another's id is 404),
 * list. Every change reaches the buyer's search at once.
 */

const zCoordinate = (label: string, limit: number) =>
  zRequiredNumber(
    z.coerce
      .number({ error: `请在地图上选择${label}` })
      .min(-limit, { error: `${label}不正确` })
      .max(limit, { error: `${label}不正确` }),
  );

/** A year built, 19xx or 20xx (docs/spec/product-spec.md section 5), as a number (a numeric string is read too). */
const zYear = zRequiredNumber(
  z.coerce
    .number({ error: COMMUNITY_MESSAGES.yearInvalid })
    .int({ error: COMMUNITY_MESSAGES.yearInvalid })
    .refine((year) => isYear(String(year)), { error: COMMUNITY_MESSAGES.yearInvalid }),
);

/** POST /api/communities (role property or a child with `venues`) → 201 `{ id }`; PUT /api/communities/{id} → `{ id }`. */
export const ZCommunityBody = z.object({
  name: zText('商场/社区名称', COMMUNITY_LIMITS.name),
  city_id: zBodyId('城市'),
  district_id: zBodyId('区县'),
  address: zText('详细地址', COMMUNITY_LIMITS.address),
  latitude: zCoordinate('纬度', 90),
  longitude: zCoordinate('经度', 180),
  community_type_id: zBodyId('社区类型'),
  /** Defaults to the first location type. */
  location_type_id: zBodyId('位置类型').optional(),
  trading_area_id: zBodyId('商圈').nullable().optional(),
  /**
   * Only narrows the station list in the form: not stored (a station's lines come from the subway
   * tables). When given with a station, the station must be on it.
   */
  subway_line_id: zBodyId('地铁线路').nullable().optional(),
  subway_station_id: zBodyId('地铁站').nullable().optional(),
  /** Year built, 19xx or 20xx (docs/spec/product-spec.md section 5). */
  year: zYear.nullable().optional(),
  person_flow: zInt('日均人流量', 0, 100_000_000).optional().default(0),
  description: zOptionalText('简介', COMMUNITY_LIMITS.description),
  /** An agent's community: the owner (业主) it acts for, shown with 代理 on the venue pages. */
  agent_for: zOptionalText('业主名称', 60),
  label_ids: z
    .array(zBodyId('标签'), { error: '标签不正确' })
    .max(COMMUNITY_LIMITS.labels, { error: COMMUNITY_MESSAGES.tooManyLabels(COMMUNITY_LIMITS.labels) })
    .optional()
    .default([]),
  /** The supplier's own uploads (bucket `venue`); the first is the cover. */
  images: z
    .array(zUploadUrl, { error: '图片不正确' })
    .max(COMMUNITY_LIMITS.images, { error: COMMUNITY_MESSAGES.tooManyImages(COMMUNITY_LIMITS.images) })
    .optional()
    .default([]),
});
export type CommunityBody = z.infer<typeof ZCommunityBody>;
export type CommunityInput = z.input<typeof ZCommunityBody>;

export const ZManagedCommunity = z.object({
  id: z.number().int(),
  name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  district_id: z.number().int(),
  district_name: z.string(),
  trading_area_id: z.number().int().nullable(),
  subway_station_id: z.number().int().nullable(),
  /** The first line (by sort) of the station, for the form's line select; null without a station. */
  subway_line_id: z.number().int().nullable(),
  community_type_id: z.number().int(),
  community_type_name: z.string(),
  location_type_id: z.number().int(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  year: z.number().int().nullable(),
  person_flow: z.number().int(),
  description: z.string(),
  /** The owner an agent runs this community for ('' for an owner's own). */
  agent_for: z.string(),
  label_ids: z.array(z.number().int()),
  images: z.array(z.string()),
  /** Top physical resources (venues) in it. */
  venue_count: z.number().int(),
  created_at: z.string(),
});
export type ManagedCommunity = z.infer<typeof ZManagedCommunity>;

/** GET /api/managed_communities?page=&page_size=&keyword= → the caller's communities, newest first. */
export const ZManagedCommunitiesQuery = z.object({
  keyword: z.string().trim().max(60, { error: '关键词最多60个字' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export const ZManagedCommunityPage = zPageOf(ZManagedCommunity);

/** Reference lists the community and venue forms need: GET /api/managed_options. */
export const ZManagedOptions = z.object({
  community_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  location_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
  labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  field_types: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      attributes: z.array(z.object({ id: z.number().int(), name: z.string(), options: z.array(z.object({ id: z.number().int(), name: z.string() })) })),
    }),
  ),
  lease_terms: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.enum(['period', 'day']), days: z.number().int() })),
});
export type ManagedOptions = z.infer<typeof ZManagedOptions>;
