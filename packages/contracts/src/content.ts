import { z } from 'zod';
import { zPage, zPageOf, zPageSize, zQueryInt, zValidDate } from './common';

/**
 * Content (docs/spec/api.md "Operator console and content"): articles in categories, hot words, the theme
 * page's sections, the home page's modules, the home info page's text, activity cases.
 */

const zText = (name: string, max: number, options: { required?: boolean } = {}) => {
  const base = z.string({ error: `请输入${name}` }).trim();
  return (options.required ? base.min(1, { error: `请输入${name}` }) : base).max(max, { error: `${name}不能超过${max}个字` });
};

/** A URL of an uploaded file or a picture: /files/… of this site, or http(s). */
const zUrl = (name: string) =>
  z
    .string({ error: `${name}格式不正确` })
    .trim()
    .max(500, { error: `${name}过长` })
    .regex(/^(\/files\/|https?:\/\/)[^\s"'<>]*$/, { error: `${name}格式不正确` });

// ---- Articles ----

export const ARTICLE_KINDS = ['help', 'recruitment', 'company_news', 'industry_news', 'company', 'agreement'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
/** docs/spec/product-spec.md section 7: company news is article type 17. */
export const COMPANY_NEWS_TYPE_ID = 17;
export const INDUSTRY_NEWS_TYPE_ID = 18;
export const RECRUITMENT_TYPE_ID = 10;
export const COMPANY_INFO_TYPE_ID = 20;
/**
 * The agreements a person accepts (login, register, checkout): the page shows the newest published
 * article of the type, which the operator edits like any other article.
 */
export const AGREEMENT_TYPE_IDS = { user: 30, privacy: 31 } as const;
export type AgreementKey = keyof typeof AGREEMENT_TYPE_IDS;
export const AGREEMENT_TITLES: Record<AgreementKey, string> = { user: '用户协议', privacy: '隐私政策' };
export const ZAgreementParams = z.object({ key: z.enum(['user', 'privacy'], { error: '协议不存在' }) });

export const ZArticleType = z.object({ id: z.number().int(), name: z.string(), kind: z.enum(ARTICLE_KINDS) });
export type ArticleType = z.infer<typeof ZArticleType>;
export const ZArticleTypesQuery = z.object({ kind: z.enum(ARTICLE_KINDS, { error: '分类不正确' }).optional() });

export const ZArticlesQuery = z.object({
  article_type_id: zQueryInt('文章分类', { positive: true }).optional(),
  /** The category by name (docs/spec/product-spec.md: industry news is asked for by `article_type_display_name`). */
  article_type_display_name: z.string().trim().max(20, { error: '分类名称过长' }).optional(),
  /** 1: each item carries its `content` (help and recruitment accordions). */
  with_content: zQueryInt('with_content')
    .refine((value) => value === 0 || value === 1, { error: 'with_content 只能是0或1' })
    .optional(),
  page: zPage,
  page_size: zPageSize(100, 10),
});
export type ArticlesQuery = z.infer<typeof ZArticlesQuery>;

export const ZArticleCard = z.object({
  id: z.number().int(),
  article_type_id: z.number().int(),
  title: z.string(),
  /** The same as `title`: docs/spec/product-spec.md's help and recruitment items are `{ name, content }`. */
  name: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  published_at: z.string().nullable(),
  content: z.string().optional(),
});
export type ArticleCard = z.infer<typeof ZArticleCard>;
export const ZArticlePage = zPageOf(ZArticleCard);

export const ZArticleDetail = ZArticleCard.extend({
  content: z.string(),
  article_type: ZArticleType,
  /** Neighbours in the same category, for 上一篇/下一篇. */
  previous: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type ArticleDetail = z.infer<typeof ZArticleDetail>;

export const ZArticleBody = z.object({
  article_type_id: z.coerce
    .number({ error: '请选择文章分类' })
    .int({ error: '请选择文章分类' })
    .positive({ error: '请选择文章分类' })
    .max(32767, { error: '文章分类不存在' }),
  title: zText('标题', 60, { required: true }),
  /** HTML from the editor; sanitised on the way in. */
  content: z.string({ error: '请输入正文' }).max(100_000, { error: '正文过长（最多10万字符）' }),
  summary: zText('摘要', 200).optional(),
  cover_url: zUrl('封面图').nullable().optional(),
  status: z.enum(['published', 'draft'], { error: '状态不正确' }).default('published'),
  sort: z.coerce
    .number({ error: '排序必须是数字' })
    .int({ error: '排序必须是整数' })
    .min(-9999, { error: '排序范围为-9999至9999' })
    .max(9999, { error: '排序范围为-9999至9999' })
    .default(0),
});
export type ArticleBody = z.infer<typeof ZArticleBody>;

export const ZOperatorArticlesQuery = z.object({
  article_type_id: zQueryInt('文章分类', { positive: true }).optional(),
  status: z.enum(['published', 'draft'], { error: '状态不正确' }).optional(),
  keyword: z.string().trim().max(30, { error: '关键词过长' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});

export const ZOperatorArticle = ZArticleCard.extend({
  content: z.string(),
  status: z.enum(['published', 'draft']),
  sort: z.number().int(),
  article_type_name: z.string(),
  updated_at: z.string(),
});
export type OperatorArticle = z.infer<typeof ZOperatorArticle>;
export const ZOperatorArticlePage = zPageOf(ZOperatorArticle);

// ---- Hot words ----

export const ZHotWordBody = z.object({
  name: zText('热词', 20, { required: true }),
  /** null: every city. */
  city_id: z.coerce
    .number({ error: '城市不正确' })
    .int({ error: '城市不正确' })
    .positive({ error: '城市不正确' })
    .max(2_147_483_647, { error: '城市不正确' })
    .nullable()
    .default(null),
  sort: z.coerce
    .number({ error: '排序必须是数字' })
    .int({ error: '排序必须是整数' })
    .min(0, { error: '排序范围为0至999' })
    .max(999, { error: '排序范围为0至999' })
    .default(0),
});
export type HotWordBody = z.infer<typeof ZHotWordBody>;
export const ZOperatorHotWord = z.object({
  id: z.number().int(),
  name: z.string(),
  city_id: z.number().int().nullable(),
  city_name: z.string().nullable(),
  sort: z.number().int(),
});
export type OperatorHotWord = z.infer<typeof ZOperatorHotWord>;

// ---- Content blocks ----

/** Venue-search filters a theme section may use (GET /api/fields parameters). */
export const THEME_QUERY_KEYS = [
  'order_by',
  'order',
  'indoor',
  'has_panorama',
  'price_tier',
  'year_tier',
  'is_proprietary',
  'category_ids',
  'community_type_ids',
  'location_type_ids',
  'label_ids',
  'min_price',
  'max_price',
  'min_area',
  'max_area',
  'min_person_flow',
  'has_subsidy',
  'not_need_deposit',
  'in_trading_area',
  'keyword',
] as const;

export const ZThemeSection = z.object({
  /** Anchor id in the page (`theme-hot`): letters, digits and dashes. */
  id: z
    .string({ error: '请输入锚点' })
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,29}$/, { error: '锚点只能是小写字母、数字和-（2-30位，字母开头）' }),
  title: zText('专题标题', 10, { required: true }),
  text: zText('专题说明', 40),
  query: z
    .record(z.string(), z.union([z.string().max(40, { error: '筛选值过长' }), z.number()]), { error: '筛选条件不正确' })
    .refine((query) => Object.keys(query).every((key) => (THEME_QUERY_KEYS as readonly string[]).includes(key)), { error: '筛选条件中有不支持的参数' }),
});
export type ThemeSection = z.infer<typeof ZThemeSection>;
export const ZThemeSections = z
  .array(ZThemeSection, { error: '专题格式不正确' })
  .min(1, { error: '至少保留一个专题' })
  .max(12, { error: '最多12个专题' })
  .refine((sections) => new Set(sections.map((section) => section.id)).size === sections.length, { error: '专题锚点不能重复' });

export const HOME_MODULE_KEYS = ['category', 'trading_area', 'subsidy', 'no_deposit'] as const;
export const ZHomeModule = z.object({
  key: z.enum(HOME_MODULE_KEYS, { error: '模块不正确' }),
  label: zText('模块名称', 10, { required: true }),
  enabled: z.boolean({ error: '请选择是否显示' }),
});
export type HomeModule = z.infer<typeof ZHomeModule>;
export const ZHomeModules = z
  .array(ZHomeModule, { error: '模块格式不正确' })
  .length(HOME_MODULE_KEYS.length, { error: '首页模块数量不正确' })
  .refine((modules) => new Set(modules.map((module) => module.key)).size === modules.length, { error: '首页模块不能重复' })
  .refine((modules) => modules.some((module) => module.enabled), { error: '至少显示一个首页模块' });

const ZJoinIntro = z.object({
  heading: zText('标题', 20, { required: true }),
  summary: zText('简介', 200, { required: true }),
  points: z
    .array(z.object({ title: zText('要点标题', 12, { required: true }), text: zText('要点说明', 60, { required: true }) }), { error: '要点格式不正确' })
    .min(1, { error: '至少填写一个要点' })
    .max(6, { error: '最多6个要点' }),
});
/** The home info page (/home/info?type=): per partner type (1 supplier, 2 agent, 3 facilitator), and the steps. */
export const ZHomeInfo = z.object({
  intros: z.object({ '1': ZJoinIntro, '2': ZJoinIntro, '3': ZJoinIntro }),
  steps: z
    .array(zText('流程步骤', 20, { required: true }))
    .min(1, { error: '至少一个流程步骤' })
    .max(6, { error: '最多6个流程步骤' }),
});
export type HomeInfo = z.infer<typeof ZHomeInfo>;

export const CONTENT_BLOCK_KEYS = ['theme_sections', 'home_modules', 'home_info'] as const;
export type ContentBlockKey = (typeof CONTENT_BLOCK_KEYS)[number];
export const CONTENT_BLOCK_SCHEMAS = { theme_sections: ZThemeSections, home_modules: ZHomeModules, home_info: ZHomeInfo } as const;
export const ZContentBlockParam = z.object({ key: z.enum(CONTENT_BLOCK_KEYS, { error: '内容块不存在' }) });

// ---- Activity cases (operator) ----

export const ZActivityCaseBody = z.object({
  type_id: z.coerce
    .number({ error: '请选择案例类型' })
    .int({ error: '请选择案例类型' })
    .positive({ error: '请选择案例类型' })
    .max(2_147_483_647, { error: '案例类型不存在' }),
  title: zText('案例标题', 60, { required: true }),
  brand: zText('品牌', 30).default(''),
  cover_url: zUrl('封面图'),
  city_id: z.coerce.number({ error: '请选择城市' }).int({ error: '请选择城市' }).positive({ error: '请选择城市' }).max(2_147_483_647, { error: '城市不存在' }),
  summary: zText('摘要', 200).default(''),
  content: z.string({ error: '请输入案例详情' }).max(50_000, { error: '案例详情过长' }).default(''),
  images: z.array(zUrl('案例图片')).max(9, { error: '最多9张案例图片' }).default([]),
  held_on: zValidDate,
  sort: z.coerce
    .number({ error: '排序必须是数字' })
    .int({ error: '排序必须是整数' })
    .min(-9999, { error: '排序范围为-9999至9999' })
    .max(9999, { error: '排序范围为-9999至9999' })
    .default(0),
});
export type ActivityCaseBody = z.infer<typeof ZActivityCaseBody>;
export const ZOperatorActivityCase = ZActivityCaseBody.extend({ id: z.number().int(), type_name: z.string(), city_name: z.string() });
export type OperatorActivityCase = z.infer<typeof ZOperatorActivityCase>;
export const ZOperatorActivityCasesQuery = z.object({
  keyword: z.string().trim().max(30, { error: '关键词过长' }).optional(),
  page: zPage,
  page_size: zPageSize(100, 20),
});
export const ZOperatorActivityCasePage = zPageOf(ZOperatorActivityCase);
