import type { PriceRule, PriceRuleBody } from '@vm/contracts/supplier-price-rules';
import type { PriceRuleEntry } from '@vm/domain/price-rules';
import dayjs, { type Dayjs } from 'dayjs';
import { fenToYuanField, yuanToFenOrNull } from '@/shared/supplier/yuan-field';

export const WEEKDAYS = [
  { value: 1, label: '周一' },
  { value: 2, label: '周二' },
  { value: 3, label: '周三' },
  { value: 4, label: '周四' },
  { value: 5, label: '周五' },
  { value: 6, label: '周六' },
  { value: 7, label: '周日' },
] as const;

export const PRICE_RULE_MESSAGES = {
  nameRequired: '请输入规则名称',
  boothsRequired: '请选择摊位',
  termRequired: '请选择订购周期',
  rangeRequired: '请选择日期范围',
  weekdaysRequired: '请选择星期',
  percentRequired: '请输入涨价比例',
  percentRange: '涨价比例须为1到1000之间的整数',
} as const;

export interface PriceRuleFormValues {
  name: string;
  selling_resource_ids: number[];
  lease_term_type_id?: number | null;
  range?: [Dayjs, Dayjs] | null;
  weekdays: number[];
  /** A fixed price, or a percentage raise over the price the rule replaces. */
  mode: 'price' | 'raise';
  price?: string | null;
  raise_percent?: number | null;
}

export function newPriceRule(): PriceRuleFormValues {
  return {
    name: '',
    selling_resource_ids: [],
    lease_term_type_id: 9,
    range: null,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    mode: 'price',
    price: null,
    raise_percent: null,
  };
}

/** The validated form → POST price_rules; the price typed in yuan goes in fen. */
export function toPriceRuleBody(values: PriceRuleFormValues): PriceRuleBody {
  if (!values.range || !values.lease_term_type_id) throw new Error('price rule form submitted before validation');
  return {
    name: values.name.trim(),
    selling_resource_ids: values.selling_resource_ids,
    lease_term_type_id: values.lease_term_type_id,
    start: values.range[0].format('YYYY-MM-DD'),
    end: values.range[1].format('YYYY-MM-DD'),
    weekdays: [...values.weekdays].sort((a, b) => a - b),
    price: values.mode === 'price' ? yuanToFenOrNull(values.price) : null,
    raise_percent: values.mode === 'raise' ? (values.raise_percent ?? null) : null,
  };
}

/** 周一至周五, 周六、周日, 每天: how a rule's weekdays read in the list. */
export function weekdaysText(weekdays: readonly number[]): string {
  const sorted = [...new Set(weekdays)].sort((a, b) => a - b);
  if (sorted.length === 7) return '每天';
  const names = sorted.map((day) => WEEKDAYS[day - 1]?.label ?? String(day));
  const consecutive = sorted.length >= 3 && sorted.every((day, index) => index === 0 || day === sorted[index - 1]! + 1);
  return consecutive ? `${names[0]}至${names[names.length - 1]}` : names.join('、');
}

/** The form's values for editing `rule` (the price back in yuan). */
export function fromPriceRule(rule: PriceRule): PriceRuleFormValues {
  return {
    name: rule.name,
    selling_resource_ids: rule.selling_resource_ids,
    lease_term_type_id: rule.lease_term_type_id,
    range: [dayjs(rule.start), dayjs(rule.end)],
    weekdays: rule.weekdays,
    mode: rule.price !== null ? 'price' : 'raise',
    price: fenToYuanField(rule.price) ?? null,
    raise_percent: rule.raise_percent,
  };
}

/** The same body as a rule of the domain (for the calendar preview of a change). */
export function asRuleEntry(id: number, body: PriceRuleBody): PriceRuleEntry {
  return {
    id,
    lease_term_type_id: body.lease_term_type_id,
    start: body.start,
    end: body.end,
    weekdays: body.weekdays,
    price: body.price ?? null,
    raise_percent: body.raise_percent ?? null,
  };
}
