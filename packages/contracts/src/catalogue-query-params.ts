import { parseFilterNumber } from '@vm/domain/validation';
import { z } from 'zod';
import { zNumeric } from './common';

/**
 * Lenient query-string readers for the venue filters. The product rule is "invalid numbers are cleared":
 * a filter a person mistyped is dropped, never a 422. Enumerations (order, tiers, page) stay strict.
 */

type Raw = string | string[] | undefined;
const zRaw = z.union([z.string(), z.array(z.string())]).optional();

function firstValue(raw: Raw): string | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** `"1,2,3"` (or repeated keys) → `[1, 2, 3]`; non-numbers dropped, duplicates removed, at most 50 ids. */
export function parseIdList(raw: Raw): number[] {
  const parts = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((value) => value.split(','));
  const ids = new Set<number>();
  for (const part of parts) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && id <= 2_147_483_647) ids.add(id);
    if (ids.size >= 50) break;
  }
  return [...ids];
}

/** A non-negative decimal number, or `undefined` when missing or not a number (cleared). */
export function parseLenientNumber(raw: Raw, max = 1e12): number | undefined {
  const value = parseFilterNumber(firstValue(raw));
  return value !== undefined && value <= max ? value : undefined;
}

/** `1`/`true` → true, `0`/`false` → false, anything else → unset. */
export function parseFlag(raw: Raw): boolean | undefined {
  const text = firstValue(raw)?.toLowerCase();
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return undefined;
}

export const zIdList = (description: string) => zRaw.transform(parseIdList).meta({ description: `${description}（逗号分隔的ID，如 1,2,3）` });

export const zLenientNumber = (description: string, max?: number) =>
  zRaw.transform((raw) => parseLenientNumber(raw, max)).meta({ description: `${description}（无效数字将被忽略）` });

export const zFlag = (description: string) => zRaw.transform(parseFlag).meta({ description: `${description}（1 是，0 否）` });

/** Optional id (single value): non-numbers cleared. */
export const zLenientId = (description: string) => zRaw.transform((raw) => parseIdList(firstValue(raw)).at(0)).meta({ description });

/** Coordinates are strict: a wrong value would silently move the map, so it is a 422. */
export const zCoordinate = (label: string, limit: number) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .min(-limit, { error: `${label}超出范围` })
      .max(limit, { error: `${label}超出范围` })
      .optional(),
  );

export const zDelta = (label: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}必须是数字` })
      .positive({ error: `${label}必须大于0` })
      .max(10, { error: `${label}不能超过10度` })
      .optional(),
  );

/** Optional query text, trimmed; empty means unset. */
export const zQueryText = (label: string, max = 50) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(max, { error: `${label}不能超过${max}个字` })
    .optional()
    .transform((value) => (value ? value : undefined));

export const zTier = (label: string) =>
  zNumeric(
    z.coerce
      .number({ error: `${label}不正确` })
      .int({ error: `${label}不正确` })
      .min(1, { error: `${label}不正确` })
      .max(4, { error: `${label}不正确` })
      .optional(),
  );

/** One attribute filter: the venue must carry at least one of `option_ids` of attribute `attribute_id`. */
export interface AttributeFilter {
  attribute_id: number;
  option_ids: number[];
}

const ATTRIBUTE_GROUP = /^(\d{1,9}):(\d{1,9}(?:,\d{1,9})*)$/;

/**
 * URL encoding of attribute filters: `attributes=12:3,4;15:7` means attribute 12 with option 3 or 4,
 * and attribute 15 with option 7. Groups are separated by `;`, options by `,`. Returns null when malformed.
 */
export function parseAttributes(raw: string | undefined): AttributeFilter[] | null {
  if (!raw || !raw.trim()) return [];
  const byAttribute = new Map<number, Set<number>>();
  for (const group of raw.split(';')) {
    const text = group.trim();
    if (!text) continue;
    const match = ATTRIBUTE_GROUP.exec(text);
    if (!match) return null;
    const attributeId = Number(match[1]);
    const options = byAttribute.get(attributeId) ?? new Set<number>();
    for (const option of match[2]!.split(',')) options.add(Number(option));
    byAttribute.set(attributeId, options);
  }
  if (byAttribute.size > 20) return null;
  return [...byAttribute].map(([attribute_id, options]) => ({ attribute_id, option_ids: [...options] }));
}

/** Inverse of {@link parseAttributes}: `[{ attribute_id: 12, option_ids: [3, 4] }]` → `'12:3,4'`. */
export function formatAttributes(filters: readonly AttributeFilter[]): string {
  return filters
    .filter((filter) => filter.option_ids.length > 0)
    .map((filter) => `${filter.attribute_id}:${filter.option_ids.join(',')}`)
    .join(';');
}

export const zAttributes = z
  .string({ error: '属性筛选格式不正确' })
  .optional()
  .transform((raw, ctx) => {
    const parsed = parseAttributes(raw);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: '属性筛选格式不正确，应为 属性ID:选项ID,选项ID;属性ID:选项ID' });
      return z.NEVER;
    }
    return parsed;
  })
  .meta({ description: '属性筛选：`属性ID:选项ID,选项ID;属性ID:选项ID`，如 `12:3,4;15:7`（同一属性内任一选项，不同属性同时满足）' });
