import { PRICE_TIERS, YEAR_TIERS, findTier } from '@vm/domain/price-tiers';
import { type FlagKey, type IdListKey, type RangeKind, type VenueFilters } from './venue-filters';
import { withFilters } from './filter-updates';

/** Names of the ids a filter may hold, for chip labels (an unknown id shows as its number). */
export type OptionNames = Partial<Record<IdListKey | 'subway_line_id' | 'attribute_options', Map<number, string>>>;

export interface FilterChip {
  /** Stable key, e.g. `district_ids:5` or `range:price`. */
  key: string;
  label: string;
  /** The filters without this chip's condition. */
  remove: (filters: VenueFilters) => VenueFilters;
}

const GROUP_LABELS: Record<IdListKey, string> = {
  city_ids: '城市',
  district_ids: '区域',
  trading_area_ids: '商圈',
  subway_station_ids: '地铁站',
  label_ids: '标签',
  location_type_ids: '位置',
  community_type_ids: '社区类型',
  category_ids: '场地类型',
};

/** Chip order: where, then what, then how much. City is chosen in the header, not as a chip. */
const CHIP_GROUPS: readonly IdListKey[] = [
  'district_ids',
  'trading_area_ids',
  'subway_station_ids',
  'category_ids',
  'community_type_ids',
  'location_type_ids',
  'label_ids',
];

const FLAG_LABELS: readonly [FlagKey, string][] = [
  ['has_panorama', '有全景'],
  ['in_trading_area', '位于商圈'],
  ['has_subsidy', '有平台补贴'],
  ['not_need_deposit', '免押金'],
];

const RANGE_UNITS: Record<RangeKind, { label: string; unit: string }> = {
  price: { label: '价格', unit: '元/天' },
  year: { label: '年代', unit: '年' },
  area: { label: '面积', unit: '㎡' },
  person_flow: { label: '人流', unit: '人/天' },
};

/** `100-500元`, `≥100元`, `≤500元`. */
export function rangeText(kind: RangeKind, min: number | undefined, max: number | undefined): string {
  const { unit } = RANGE_UNITS[kind];
  if (min !== undefined && max !== undefined) return min === max ? `${min}${unit}` : `${min}-${max}${unit}`;
  if (min !== undefined) return `≥${min}${unit}`;
  return `≤${max}${unit}`;
}

function nameOf(names: OptionNames, key: keyof OptionNames, id: number): string {
  return names[key]?.get(id) ?? String(id);
}

function rangeChip(filters: VenueFilters, kind: RangeKind): FilterChip | undefined {
  const min = filters[`min_${kind}`];
  const max = filters[`max_${kind}`];
  if (min === undefined && max === undefined) return undefined;
  return {
    key: `range:${kind}`,
    label: `${RANGE_UNITS[kind].label}：${rangeText(kind, min, max)}`,
    remove: (current) => withFilters(current, { [`min_${kind}`]: undefined, [`max_${kind}`]: undefined }),
  };
}

/**
 * The removable chips of the active filters (docs/spec/product-spec.md section 2): keyword, each chosen place,
 * type and label, indoor, panorama, attribute options, the price/year tier or custom range, and the
 * area and person-flow ranges.
 */
export function buildFilterChips(filters: VenueFilters, names: OptionNames = {}): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.keyword) {
    chips.push({ key: 'keyword', label: `关键词：${filters.keyword}`, remove: (current) => withFilters(current, { keyword: undefined }) });
  }
  if (filters.subway_line_id !== undefined) {
    const line = filters.subway_line_id;
    chips.push({
      key: `subway_line_id:${line}`,
      label: `地铁：${nameOf(names, 'subway_line_id', line)}`,
      remove: (current) => withFilters(current, { subway_line_id: undefined, subway_station_ids: undefined }),
    });
  }
  for (const group of CHIP_GROUPS) {
    for (const id of filters[group] ?? []) {
      chips.push({
        key: `${group}:${id}`,
        label: `${GROUP_LABELS[group]}：${nameOf(names, group, id)}`,
        remove: (current) => withFilters(current, { [group]: (current[group] ?? []).filter((value) => value !== id) }),
      });
    }
  }
  if (filters.indoor !== undefined) {
    chips.push({ key: 'indoor', label: filters.indoor ? '室内' : '室外', remove: (current) => withFilters(current, { indoor: undefined }) });
  }
  for (const kind of ['price', 'year'] as const) {
    const tier = findTier(kind === 'price' ? PRICE_TIERS : YEAR_TIERS, filters[`${kind}_tier`]);
    const chip = rangeChip(filters, kind);
    if (chip) chips.push(chip);
    else if (tier) {
      chips.push({
        key: `tier:${kind}`,
        label: `${RANGE_UNITS[kind].label}：${tier.label}`,
        remove: (current) => withFilters(current, { [`${kind}_tier`]: undefined }),
      });
    }
  }
  for (const kind of ['area', 'person_flow'] as const) {
    const chip = rangeChip(filters, kind);
    if (chip) chips.push(chip);
  }
  for (const [key, label] of FLAG_LABELS) {
    if (filters[key]) chips.push({ key, label, remove: (current) => withFilters(current, { [key]: undefined }) });
  }
  if (filters.latitude_delta !== undefined || filters.longitude_delta !== undefined) {
    chips.push({
      key: 'map_box',
      label: '地图范围',
      remove: (current) => withFilters(current, { latitude_delta: undefined, longitude_delta: undefined }),
    });
  }
  for (const attribute of filters.attributes ?? []) {
    for (const option of attribute.option_ids) {
      chips.push({
        key: `attribute:${attribute.attribute_id}:${option}`,
        label: nameOf(names, 'attribute_options', option),
        remove: (current) =>
          withFilters(current, {
            attributes: (current.attributes ?? [])
              .map((item) =>
                item.attribute_id === attribute.attribute_id ? { ...item, option_ids: item.option_ids.filter((value) => value !== option) } : item,
              )
              .filter((item) => item.option_ids.length > 0),
          }),
      });
    }
  }
  return chips;
}

/** Every chip cleared at once; the sort and the city stay. */
export function clearAllFilters(filters: VenueFilters): VenueFilters {
  return withFilters({ page: 1 }, { order_by: filters.order_by, order: filters.order, city_ids: filters.city_ids });
}
