import type { ApiBody } from '@/shared/api/typed-api';
import { demandErrors, orderedDateRange, type DemandField } from '@vm/domain/demand-form';
import { DEMAND_NEEDS, type DemandNeed } from '@vm/domain/demands';
import { PATTERNS, swapIfReversed } from '@vm/domain/validation';
import type { Dayjs } from 'dayjs';

/** What the demand form holds (antd Form values). */
export interface DemandFormValues {
  name?: string;
  mobile?: string;
  captcha?: string;
  product?: string;
  minimum_area?: string;
  maximum_area?: string;
  single_field_budget?: string;
  start?: Dayjs | null;
  end?: Dayjs | null;
  city_ids: number[];
  community_type_ids: number[];
  spread_way_ids: number[];
  industry_ids: number[];
  needs: DemandNeed[];
  ex_description?: string;
  pic_url: string[];
}

/** Where the form was opened from (a venue or community page). */
export interface DemandOrigin {
  community_resource_id?: number;
  physical_resource_id?: number;
}

const dateOf = (value: Dayjs | null | undefined): string | null => (value ? value.format('YYYY-MM-DD') : null);

/** The domain's message for one field, judged with the whole form (so the order and the date rules agree with the server). */
export function fieldError(field: DemandField, values: Partial<DemandFormValues>, options: { loggedIn: boolean; today: string }): string | undefined {
  return demandErrors(
    {
      name: values.name,
      mobile: values.mobile?.trim(),
      captcha: values.captcha?.trim(),
      product: values.product,
      minimum_area: values.minimum_area?.trim(),
      maximum_area: values.maximum_area?.trim(),
      single_field_budget: values.single_field_budget?.trim(),
      start: dateOf(values.start),
      end: dateOf(values.end),
      ex_description: values.ex_description,
      pic_url: values.pic_url,
    },
    options,
  )[field];
}

/**
 * On blur a value that does not match its pattern is cleared (docs/spec/product-spec.md section 5): areas and budget
 * (a number with at most two decimals), mobile (11 digits from 1), code (6 digits).
 */
export function cleanOnBlur(kind: 'number' | 'mobile' | 'captcha', value: string | undefined): string {
  const text = (value ?? '').trim();
  const pattern = kind === 'number' ? PATTERNS.decimal2 : kind === 'mobile' ? PATTERNS.mobile : PATTERNS.captcha;
  return pattern.test(text) ? text : '';
}

/** The area pair after a blur: a minimum above the maximum swaps them. */
export function orderedAreas(min: string | undefined, max: string | undefined): { minimum_area: string; maximum_area: string } {
  const low = (min ?? '').trim();
  const high = (max ?? '').trim();
  const swapped = swapIfReversed(low, high);
  return swapped.min !== undefined && swapped.max !== undefined && swapped.min !== Number(low)
    ? { minimum_area: high, maximum_area: low }
    : { minimum_area: low, maximum_area: high };
}

/** True when the end date must be cleared (结束时间应该大于开始时间). */
export function endBeforeStart(start: Dayjs | null | undefined, end: Dayjs | null | undefined): boolean {
  return orderedDateRange(dateOf(start), dateOf(end)).message !== null;
}

/** The POST appeal body of the form (as the server's OpenAPI document declares it). */
export type DemandBody = ApiBody<'/appeal', 'post'>;

export function toDemandBody(values: DemandFormValues, origin: DemandOrigin, loggedIn: boolean): DemandBody {
  const needs = Object.fromEntries(DEMAND_NEEDS.map((need) => [need.key, values.needs.includes(need.key) ? 1 : 0])) as Record<DemandNeed, 0 | 1>;
  return {
    channel: 'pc',
    name: (values.name ?? '').trim(),
    mobile: (values.mobile ?? '').trim(),
    ...(loggedIn ? {} : { captcha: (values.captcha ?? '').trim() }),
    product: (values.product ?? '').trim(),
    minimum_area: (values.minimum_area ?? '').trim(),
    maximum_area: (values.maximum_area ?? '').trim(),
    single_field_budget: (values.single_field_budget ?? '').trim(),
    start: dateOf(values.start),
    end: dateOf(values.end),
    city_ids: values.city_ids,
    community_type_ids: values.community_type_ids,
    spread_way_ids: values.spread_way_ids,
    industry_ids: values.industry_ids,
    ...needs,
    ex_description: (values.ex_description ?? '').trim(),
    pic_url: values.pic_url,
    ...(origin.community_resource_id ? { community_resource_id: origin.community_resource_id } : {}),
    ...(origin.physical_resource_id ? { physical_resource_id: origin.physical_resource_id } : {}),
  };
}
