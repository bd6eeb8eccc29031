import { z } from 'zod';

/** Query-string integers: '12' → 12; anything else is refused with a Chinese message. */
export const zQueryInt = (name: string) =>
  z.coerce.number({ error: `${name}必须是数字` }).int({ error: `${name}必须是整数` });

export const zPage = z.coerce.number({ error: '页码必须是数字' }).int({ error: '页码必须是整数' }).min(1, { error: '页码从1开始' }).max(100000, { error: '页码过大' }).default(1);

export const zPageSize = (max: number, fallback: number) =>
  z.coerce.number({ error: '每页数量必须是数字' }).int({ error: '每页数量必须是整数' }).min(1, { error: '每页数量至少为1' }).max(max, { error: `每页数量不能超过${max}` }).default(fallback);

export const zIdParam = z.object({
  id: z.coerce.number({ error: 'ID必须是数字' }).int({ error: 'ID必须是整数' }).positive({ error: 'ID必须为正数' }).max(Number.MAX_SAFE_INTEGER),
});

export const zDate = z.string({ error: '请选择日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: '日期格式应为YYYY-MM-DD' });

/** The list shape of api.md. */
export const zPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

/** The success envelope, for OpenAPI descriptions of responses. */
export const zEnvelope = <T extends z.ZodType>(result: T) => z.object({ code: z.literal(1), msg: z.string(), result });
