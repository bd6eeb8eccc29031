import { isCalendarDate, isValidDate, MAX_BUSINESS_DATE, MIN_BUSINESS_DATE } from '@vm/domain/business-date';
import { z } from 'zod';

const DECIMAL = /^\s*-?\d+(?:\.\d+)?\s*$/;

/**
 * Strict number coercion around a `z.coerce.number()` schema: JSON numbers, decimal strings ('12', as
 * query strings and older clients send) and null/undefined pass on; anything else becomes NaN, so the
 * schema answers its own "必须是数字" message. Plain coercion would take `[5]` as 5, `true` as 1 and
 * '0x10' as 16.
 */
export const zNumeric = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === null || value === undefined || typeof value === 'number' || (typeof value === 'string' && DECIMAL.test(value)) ? value : Number.NaN),
    schema,
  );

/**
 * Query-string integers, strictly: '12' → 12; '0x10', '[5]', 'true', '1e3' are refused with a Chinese
 * message naming the field. `positive` adds a lower bound of 1 and the PostgreSQL integer ceiling (ids).
 */
export const zQueryInt = (name: string, options: { positive?: boolean } = {}) => {
  const base = z.coerce.number({ error: `${name}必须是数字` }).int({ error: `${name}必须是整数` });
  return zNumeric(options.positive ? base.positive({ error: `${name}不正确` }).max(MAX_ID, { error: `${name}不正确` }) : base);
};

export const zPage = zNumeric(
  z.coerce.number({ error: '页码必须是数字' }).int({ error: '页码必须是整数' }).min(1, { error: '页码从1开始' }).max(100000, { error: '页码过大' }).default(1),
);

export const zPageSize = (max: number, fallback: number) =>
  zNumeric(
    z.coerce
      .number({ error: '每页数量必须是数字' })
      .int({ error: '每页数量必须是整数' })
      .min(1, { error: '每页数量至少为1' })
      .max(max, { error: `每页数量不能超过${max}` })
      .default(fallback),
  );

/** Ids are PostgreSQL integers: a larger number names nothing (and would fail in the database). */
export const MAX_ID = 2_147_483_647;

export const zIdParam = z.object({
  id: zNumeric(
    z.coerce.number({ error: 'ID必须是数字' }).int({ error: 'ID必须是整数' }).positive({ error: 'ID必须为正数' }).max(MAX_ID, { error: 'ID不正确' }),
  ),
});

/** `YYYY-MM-DD` as written; whether the day exists is checked by the caller (order lines: the domain's message). */
export const zDateFormat = z.string({ error: '请选择日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为YYYY-MM-DD' });

/** `YYYY-MM-DD`, and a day the calendar has: 2026-02-30 and 2026-13-01 are refused (docs/spec/api.md "Hardening"). */
export const zDate = zDateFormat.refine(isCalendarDate, { error: (issue) => `${String(issue.input)} 不是有效日期`, abort: true });

/** A date that must also be a real one in the marketplace's range (isValidDate of the domain). */
export const zValidDate = zDate.refine(isValidDate, { error: `日期不正确，请选择${MIN_BUSINESS_DATE}至${MAX_BUSINESS_DATE}之间的日期` });

/** The list shape of docs/spec/api.md. */
export const zPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** The success envelope, for OpenAPI descriptions of responses. */
export const zEnvelope = <T extends z.ZodType>(result: T) => z.object({ code: z.literal(1), msg: z.string(), result });
