import { z } from 'zod';
import { MAX_ID, zDate, zNumeric } from './common';

/**
 * Pieces shared by the supplier back-office contracts (supplier-*.ts). Money is integer fen, dates
 * `YYYY-MM-DD` (Asia/Shanghai), ids PostgreSQL integers.
 */

/** `null` is no number: without this, coercion would read it as 0. */
const zNotNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === null ? Number.NaN : value), schema);

/** A positive id in a JSON body, with a Chinese message naming the field. */
export const zBodyId = (label: string) =>
  zNotNull(
    zNumeric(
      z.coerce
        .number({ error: `请选择${label}` })
        .int({ error: `${label}不正确` })
        .positive({ error: `请选择${label}` })
        .max(MAX_ID, { error: `${label}不正确` }),
    ),
  );

/** An amount of money in fen (integer, 0 … 1,000,000,000 = ¥10,000,000). */
export const zFen = (label: string) =>
  zNotNull(
    zNumeric(
      z.coerce
        .number({ error: `${label}必须是数字` })
        .int({ error: `${label}以分为单位，必须是整数` })
        .min(0, { error: `${label}不能为负数` })
        .max(1_000_000_000, { error: `${label}过大` }),
    ),
  );

/** A whole number in a range, with Chinese messages. */
export const zInt = (label: string, min: number, max: number) =>
  zNotNull(
    zNumeric(
      z.coerce
        .number({ error: `${label}必须是数字` })
        .int({ error: `${label}必须是整数` })
        .min(min, { error: `${label}不能小于${min}` })
        .max(max, { error: `${label}不能大于${max}` }),
    ),
  );

/** A required decimal number (coordinates, areas): `null`, booleans and lists are refused. */
export const zRequiredNumber = <T extends z.ZodType>(schema: T) => zNotNull(zNumeric(schema));

/** Required text, trimmed, at most `max` characters. */
export const zText = (label: string, max: number, requiredMessage = `请输入${label}`) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: `${label}最多${max}个字` });

/** Optional text, trimmed, at most `max` characters ('' when missing). */
export const zOptionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, { error: `${label}最多${max}个字` })
    .optional()
    .default('');

/** An uploaded file's URL (as returned by POST /api/uploads). */
export const zUploadUrl = z.string({ error: '图片地址不正确' }).trim().min(1, { error: '图片地址不正确' }).max(500, { error: '图片地址不正确' });

export const zBusinessDate = zDate;

/** `YYYY-MM` */
export const zMonth = z.string({ error: '请选择月份' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '月份格式应为YYYY-MM' });

/** A query-string id (strict: a wrong id is a 422). */
export const zQueryId = (label: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .int({ error: `${label}必须是整数` })
      .positive({ error: `${label}不正确` })
      .max(MAX_ID, { error: `${label}不正确` }),
  );

/** Who did a change on a supplier's data: the supplier or one of their child accounts. */
export const ZActor = z.object({ id: z.number().int(), name: z.string(), mobile: z.string() });
