import { z } from 'zod';
import { zLenientId, zQueryText } from './catalogue-query-params';
import { ZVenueCard } from './catalogue-search';
import { zNumeric, zPage, zPageOf, zPageSize } from './common';

/** GET /api/fast/search: header suggestions. */
export const ZFastSearchQuery = z.object({
  keyword: zQueryText('关键词'),
  city_id: zLenientId('城市ID'),
  res_type_id: zLenientId('资源类型'),
});
export type FastSearchQuery = z.infer<typeof ZFastSearchQuery>;

/**
 * `additional_types`: places matching the keyword, as /fieldslist filters: `type` is the filter
 * parameter (district_ids, trading_area_ids, subway_station_ids, community_type_ids), `value` its id.
 */
export const ZFastSearchResult = z.object({
  additional_types: z.array(z.object({ type: z.string(), value: z.number().int(), name: z.string() })),
  data: z.array(
    z.object({
      name: z.string(),
      id: z.number().int(),
      top_physical_id: z.number().int(),
      community_id: z.number().int(),
      community_name: z.string(),
      type: z.enum(['physical_resource', 'community_resource']),
    }),
  ),
});
export type FastSearchResult = z.infer<typeof ZFastSearchResult>;

export const ZHotWord = z.object({ id: z.number().int(), name: z.string() });
export type HotWord = z.infer<typeof ZHotWord>;
export const ZHotWordQuery = z.object({ city_id: zLenientId('城市ID') });

/** Search history: the last 5 keywords of the logged-in user, newest first. */
export const SEARCH_HISTORY_SIZE = 5;
export const ZSearchHistoryItem = z.object({ id: z.number().int(), custom_name: z.string(), created_at: z.string() });
export type SearchHistoryItem = z.infer<typeof ZSearchHistoryItem>;
export const ZSearchHistoryBody = z.object({
  custom_name: z.string({ error: '请输入搜索内容' }).trim().min(1, { error: '请输入搜索内容' }).max(50, { error: '搜索内容不能超过50个字' }),
});

/** PUT/DELETE /api/resources/{id}/favorite (id = top physical resource). */
export const ZFavoriteState = z.object({ status: z.union([z.literal(0), z.literal(1)]), count: z.number().int() });
export type FavoriteState = z.infer<typeof ZFavoriteState>;
export const ZFavoriteListQuery = z.object({ page: zPage, page_size: zPageSize(50, 20) });
export const ZFavoritePage = zPageOf(ZVenueCard.extend({ favorited_at: z.string() }));

export const FEEDBACK_ERROR_REPORT = 1;
export const FEEDBACK_SUGGESTION = 2;
const FEEDBACK_CONTENT_REQUIRED: Record<number, string> = { 1: '请输入纠错内容！', 2: '请您输入建议后提交' };
const zOptionalId = (label: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}不正确` })
      .int({ error: `${label}不正确` })
      .positive({ error: `${label}不正确` })
      .max(2_147_483_647)
      .optional(),
  );

/**
 * POST /api/feedbacks. Type 1 reports an error on a venue (resource_id = top physical resource) or a
 * community; type 2 is a site suggestion. Content is required with the modal's own message.
 */
export const ZFeedbackBody = z
  .object({
    content: z.string({ error: '请输入内容' }).trim().max(500, { error: '内容不能超过500个字' }).optional(),
    feedback_type: zNumeric(
      z.coerce
        .number({ error: '反馈类型不正确' })
        .int({ error: '反馈类型不正确' })
        .refine((value) => value === 1 || value === 2, { error: '反馈类型不正确' }),
    ),
    community_id: zOptionalId('社区ID'),
    resource_id: zOptionalId('资源ID'),
  })
  .superRefine((body, ctx) => {
    if (!body.content) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: FEEDBACK_CONTENT_REQUIRED[body.feedback_type] ?? '请输入内容' });
    }
  });
export type FeedbackBody = z.infer<typeof ZFeedbackBody>;
export const ZFeedbackCreated = z.object({ id: z.number().int() });
