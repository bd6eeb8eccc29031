import type { DemandCard } from '@vm/contracts/demands';
import { diffDays } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';

/** 「2026-12-05 至 2026-12-07（3天）」, or 时间待定 for a home demand. */
export function demandDates(demand: Pick<DemandCard, 'start' | 'end'>): string {
  if (!demand.start || !demand.end) return '时间待定';
  return `${demand.start} 至 ${demand.end}（${diffDays(demand.start, demand.end) + 1}天）`;
}

/** 「¥3,000.00/天」 or 预算面议. */
export function demandBudget(demand: Pick<DemandCard, 'single_field_budget_fen'>): string {
  return demand.single_field_budget_fen === null ? '预算面议' : `${formatYuan(demand.single_field_budget_fen)}/天`;
}

/** 「50 - 120㎡」. */
export function demandAreas(demand: Pick<DemandCard, 'minimum_area' | 'maximum_area'>): string {
  if (demand.minimum_area === null || demand.maximum_area === null) return '面积不限';
  return demand.minimum_area === demand.maximum_area ? `${demand.minimum_area}㎡` : `${demand.minimum_area} - ${demand.maximum_area}㎡`;
}

/** 「已承接 2/5」 or 已满. */
export function acceptedText(demand: Pick<DemandCard, 'accepted_count' | 'max_acceptances' | 'full'>): string {
  return demand.full ? '已满' : `已承接 ${demand.accepted_count}/${demand.max_acceptances}`;
}
