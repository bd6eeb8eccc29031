import { DEMAND_STATUSES, FOLLOW_UP_NOTE_LIMIT } from '@vm/domain/demands';
import { z } from 'zod';
import { zNumeric, zPage, zPageOf, zPageSize, zQueryInt, zValidDate, MAX_ID } from './common';

/**
 * Demands (docs/spec/api.md "Demands — fixed", docs/spec/business-rules.md "Demands"). The form's fields are loose here and
 * checked by packages/domain demandErrors / homeDemandErrors, so the 422 carries the spec's messages in
 * the form's order. The budget is yuan on the wire (`single_field_budget`), fen in the database.
 */

const idList = (label: string) =>
  z
    .array(
      zNumeric(
        z.coerce
          .number({ error: `${label}不正确` })
          .int({ error: `${label}不正确` })
          .min(0, { error: `${label}不正确` })
          .max(MAX_ID, { error: `${label}不正确` }),
      ),
      {
        error: `${label}不正确`,
      },
    )
    .max(100, { error: `${label}最多选择100个` })
    .optional()
    .default([]);

/** 1 when on; booleans and '1'/'0' are read too. */
const zFlag = z.preprocess(
  (value) =>
    value === true || value === 1 || value === '1' ? 1 : value === false || value === 0 || value === '0' || value === null || value === undefined ? 0 : value,
  z.union([z.literal(0), z.literal(1)], { error: '请选择是或否' }),
);

const looseText = (message: string, max: number) => z.string({ error: message }).max(max, { error: message }).nullable().optional();
const looseNumber = (message: string) =>
  z
    .union([z.string().max(40, { error: message }), z.number()], { error: message })
    .nullable()
    .optional();
const optionalId = (label: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}不正确` })
      .int({ error: `${label}不正确` })
      .positive({ error: `${label}不正确` })
      .max(MAX_ID, { error: `${label}不正确` }),
  )
    .nullable()
    .optional();

/** POST /api/appeal → 201 `{ id, token? }`. */
export const ZDemandBody = z.object({
  channel: z.literal('pc', { error: '提交渠道不正确' }).optional().default('pc'),
  /** 1: the home page's short form (city, name, mobile, code) and nothing else. */
  is_home: zFlag.optional().default(0),
  name: looseText('请输入联系人', 200),
  mobile: looseText('请输入有效的手机号', 200),
  /** The SMS code (usage 3) of a visitor; logged-in callers send their bearer token instead. */
  captcha: looseText('请输入有效的验证码', 200),
  product: looseText('请输入产品名称', 200),
  minimum_area: looseNumber('请输入最小需求面积'),
  maximum_area: looseNumber('请输入最大需求面积'),
  /** Yuan per venue per day, up to two decimals. */
  single_field_budget: looseNumber('请输入活动预算'),
  start: looseText('请选择开始时间', 40),
  end: looseText('请选择结束时间', 40),
  /** 0 = every city (exclusive). */
  city_ids: idList('城市'),
  community_type_ids: idList('社区类型'),
  spread_way_ids: idList('推广形式'),
  industry_ids: idList('行业'),
  community_resource_id: optionalId('社区'),
  physical_resource_id: optionalId('场地'),
  power: zFlag.optional().default(0),
  carport: zFlag.optional().default(0),
  stay_overnight: zFlag.optional().default(0),
  leaflet: zFlag.optional().default(0),
  establish: zFlag.optional().default(0),
  part_time_job: zFlag.optional().default(0),
  ex_description: looseText('需求描述最多1000个字', 5000),
  /** Scene photos: URLs of the caller's own uploads into the `demand` bucket (at most 12). */
  pic_url: z
    .array(z.string({ error: '图片地址不正确' }).max(500, { error: '图片地址不正确' }), { error: '图片地址不正确' })
    .max(50, { error: '最多可上传12张活动照片' })
    .optional(),
  /** Older clients' name for `pic_url`. */
  images: z
    .array(z.string({ error: '图片地址不正确' }).max(500, { error: '图片地址不正确' }), { error: '图片地址不正确' })
    .max(50, { error: '最多可上传12张活动照片' })
    .optional(),
  /** Older clients send the token in the body too; the Authorization header is what counts. */
  token: z.string().max(300).optional(),
});
export type DemandBody = z.input<typeof ZDemandBody>;
export type ParsedDemandBody = z.output<typeof ZDemandBody>;

export const ZDemandCreated = z.object({ id: z.number().int(), token: z.string().optional() });
export type DemandCreated = z.infer<typeof ZDemandCreated>;

const zOption = z.object({ id: z.number().int(), name: z.string() });
export type DemandOption = z.infer<typeof zOption>;

/** GET /api/appeal/create: the form's choices. */
export const ZDemandOptions = z.object({
  cities: z.array(zOption),
  community_types: z.array(zOption),
  spread_ways: z.array(zOption),
  industries: z.array(zOption),
});
export type DemandOptions = z.infer<typeof ZDemandOptions>;

export const zDemandStatus = z.enum(DEMAND_STATUSES, { error: '需求状态不正确' });

/** A demand as the hall shows it. `mobile` is masked except for the owner and operators. */
export const ZDemandCard = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  product: z.string(),
  /** Yuan per venue per day (null for a home demand); `single_field_budget_fen` is the same in fen. */
  single_field_budget: z.number().nullable(),
  single_field_budget_fen: z.number().int().nullable(),
  minimum_area: z.number().nullable(),
  maximum_area: z.number().nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  cities: z.array(zOption),
  community_types: z.array(zOption),
  accepted_count: z.number().int(),
  max_acceptances: z.number().int(),
  /** accepted_count reached max_acceptances: the hall shows 已满. */
  full: z.boolean(),
  status: zDemandStatus,
  status_name: z.string(),
  is_home: z.boolean(),
  created_at: z.string(),
  /** The caller owns it / already accepted it (false for visitors). */
  is_mine: z.boolean(),
  accepted_by_me: z.boolean(),
});
export type DemandCard = z.infer<typeof ZDemandCard>;

export const ZDemandReceiver = z.object({ name: z.string(), mobile: z.string(), created_at: z.string() });
export type DemandReceiver = z.infer<typeof ZDemandReceiver>;

/** GET /api/appeal/{id}: the card and everything the form sent; `receivers` for the owner and operators only. */
export const ZDemandDetail = ZDemandCard.extend({
  spread_ways: z.array(zOption),
  industries: z.array(zOption),
  power: z.number().int(),
  carport: z.number().int(),
  stay_overnight: z.number().int(),
  leaflet: z.number().int(),
  establish: z.number().int(),
  part_time_job: z.number().int(),
  ex_description: z.string(),
  pic_url: z.array(z.string()),
  community: zOption.nullable(),
  physical_resource: z.object({ id: z.number().int(), top_physical_id: z.number().int(), name: z.string() }).nullable(),
  receivers: z.array(ZDemandReceiver).optional(),
  follow_note: z.string().nullable(),
});
export type DemandDetail = z.infer<typeof ZDemandDetail>;

const zBudget = zNumeric(z.coerce.number({ error: '预算必须是数字' }).min(0, { error: '预算不能为负数' }).max(1e12, { error: '预算过大' }));

/** GET /api/appeal (the hall). Budgets are yuan, as a person types them in the URL. */
export const ZDemandHallQuery = z.object({
  page_city_id: zQueryInt('城市')
    .pipe(z.number().min(0, { error: '城市不正确' }))
    .optional(),
  community_type_id: zQueryInt('社区类型', { positive: true }).optional(),
  start: zValidDate.optional(),
  end: zValidDate.optional(),
  min_single_field_budget: zBudget.optional(),
  max_single_field_budget: zBudget.optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
});
export type DemandHallQuery = z.infer<typeof ZDemandHallQuery>;

export const ZDemandPage = zPageOf(ZDemandCard);
export type DemandPage = z.infer<typeof ZDemandPage>;

/** GET /api/appeal/mine: the caller's own demands with their acceptors. */
export const ZMyDemandsQuery = z.object({ page: zPage, page_size: zPageSize(50, 10) });
export const ZMyDemandPage = zPageOf(ZDemandDetail);
export type MyDemandPage = z.infer<typeof ZMyDemandPage>;

/** POST /api/receive_appeal/{id} `{ name, mobile }` (checked by domain demandAcceptErrors). */
export const ZAcceptDemandBody = z.object({
  name: looseText('请输入姓名', 200),
  mobile: looseText('请输入有效的手机号', 200),
});
export type AcceptDemandBody = z.infer<typeof ZAcceptDemandBody>;

export const ZAcceptDemandResult = z.object({ id: z.number().int(), accepted_count: z.number().int(), full: z.boolean() });
export type AcceptDemandResult = z.infer<typeof ZAcceptDemandResult>;

// --- Operator follow-up (/admin/operator/demands)

export const ZOperatorDemandsQuery = z.object({
  status: zDemandStatus.optional(),
  city_id: zQueryInt('城市')
    .pipe(z.number().min(0, { error: '城市不正确' }))
    .optional(),
  /** Contact name, mobile or product. */
  keyword: z.string().trim().max(30, { error: '关键词最多30个字' }).optional(),
  page: zPage,
  page_size: zPageSize(50, 10),
});
export type OperatorDemandsQuery = z.infer<typeof ZOperatorDemandsQuery>;

export const ZDemandFollowUp = z.object({
  from_status: zDemandStatus,
  to_status: zDemandStatus,
  note: z.string(),
  operator: z.string(),
  created_at: z.string(),
});
export type DemandFollowUp = z.infer<typeof ZDemandFollowUp>;

export const ZOperatorDemand = ZDemandDetail.extend({
  owner: z.object({ id: z.number().int(), mobile: z.string(), name: z.string() }),
  follow_ups: z.array(ZDemandFollowUp),
});
export type OperatorDemand = z.infer<typeof ZOperatorDemand>;
export const ZOperatorDemandPage = zPageOf(ZOperatorDemand);
export type OperatorDemandPage = z.infer<typeof ZOperatorDemandPage>;

/** POST /api/operator/appeals/{id}/follow_up: the next status and a note (required). */
export const ZFollowUpBody = z.object({
  status: z.enum(['contacted', 'closed'], { error: '请选择跟进状态' }),
  note: z
    .string({ error: '请填写跟进备注' })
    .trim()
    .min(1, { error: '请填写跟进备注' })
    .max(FOLLOW_UP_NOTE_LIMIT, { error: `跟进备注最多${FOLLOW_UP_NOTE_LIMIT}个字` }),
});
export type FollowUpBody = z.infer<typeof ZFollowUpBody>;
