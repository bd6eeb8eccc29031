import type { AttributeFilter } from '@vm/contracts/catalogue-query-params';
import { PRICE_TIERS, YEAR_TIERS } from '@vm/domain/price-tiers';
import { DAY_EQUIVALENT_NOTE } from '@vm/domain/price-units';
import { CloseOutlined } from '@/shared/ui/icons/close-outlined';
import { useEffect, useState } from 'react';
import type { FilterOptions } from '@/features/venues/api/use-filter-options';
import { type IdListKey, type RangeKind, type VenueFilters } from '@/features/venues/filters/venue-filters';
import { applyRange, rangeOf, selectTier, toggleId, withFilters } from '@/features/venues/filters/filter-updates';
import { ChoiceFilter } from './choice-filter';
import { FilterGroup } from './filter-group';
import styles from './filter-panel.module.css';
import { RangeFilter } from './range-filter';

interface FilterPanelProps {
  filters: VenueFilters;
  options: FilterOptions;
  onChange: (next: VenueFilters) => void;
  /**
   * On a phone the panel is a sheet over the list (filter-panel.module.css), open while this is true;
   * from antd's md breakpoint up it is always drawn in the page and these two are not used.
   */
  sheetOpen?: boolean;
  /** Closes the phone sheet; `total` is the venues the filters find, shown on its button. */
  onCloseSheet?: () => void;
  total?: number;
}

const RANGE_ROWS: readonly { kind: RangeKind; label: string; unit: string; hint?: string }[] = [
  { kind: 'price', label: '价格', unit: '元/天', hint: DAY_EQUIVALENT_NOTE },
  { kind: 'year', label: '年代', unit: '年' },
  { kind: 'area', label: '面积', unit: '㎡' },
  { kind: 'person_flow', label: '人流量', unit: '人/天' },
];

function toggleAttribute(attributes: readonly AttributeFilter[] | undefined, attributeId: number, optionId: number): AttributeFilter[] {
  const list = [...(attributes ?? [])];
  const index = list.findIndex((item) => item.attribute_id === attributeId);
  const current = index >= 0 ? list[index]!.option_ids : [];
  const option_ids = current.includes(optionId) ? current.filter((id) => id !== optionId) : [...current, optionId];
  if (index >= 0) list[index] = { attribute_id: attributeId, option_ids };
  else list.push({ attribute_id: attributeId, option_ids });
  return list.filter((item) => item.option_ids.length > 0);
}

/** Whether a filter below the fold is active (then the panel opens unfolded). */
function hasFoldedFilter(filters: VenueFilters): boolean {
  return Boolean(
    filters.community_type_ids?.length ||
    filters.location_type_ids?.length ||
    filters.label_ids?.length ||
    filters.indoor !== undefined ||
    filters.has_panorama ||
    filters.year_tier !== undefined ||
    filters.min_year !== undefined ||
    filters.max_year !== undefined ||
    filters.min_area !== undefined ||
    filters.max_area !== undefined ||
    filters.min_person_flow !== undefined ||
    filters.max_person_flow !== undefined,
  );
}

/** Every /fieldslist filter of docs/spec/product-spec.md section 2, as rows with 不限. */
export function FilterPanel({ filters, options, onChange, sheetOpen = false, onCloseSheet, total }: FilterPanelProps) {
  const [unfolded, setUnfolded] = useState(() => hasFoldedFilter(filters));
  // The phone sheet holds the screen: the page behind it does not scroll, Escape closes it.
  useEffect(() => {
    if (!sheetOpen) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseSheet?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKey);
    };
  }, [sheetOpen, onCloseSheet]);
  const group = (key: IdListKey, label: string, list: readonly { id: number; name: string }[], loading = false) => (
    <FilterGroup
      label={label}
      options={list}
      loading={loading}
      selected={filters[key] ?? []}
      onToggle={(id) => onChange(key === 'category_ids' ? withFilters(toggleId(filters, key, id), { attributes: undefined }) : toggleId(filters, key, id))}
      onClear={() => onChange(withFilters(filters, key === 'category_ids' ? { [key]: undefined, attributes: undefined } : { [key]: undefined }))}
    />
  );
  const chosenDistricts = filters.district_ids ?? [];
  const tradingAreas = chosenDistricts.length ? options.tradingAreas.filter((area) => chosenDistricts.includes(area.district_id)) : options.tradingAreas;
  const line = options.subwayLines.find((item) => item.id === filters.subway_line_id);
  const rangeRow = ({ kind, label, unit, hint }: (typeof RANGE_ROWS)[number]) => {
    const { min, max } = rangeOf(filters, kind);
    const tiers = kind === 'price' ? PRICE_TIERS : kind === 'year' ? YEAR_TIERS : undefined;
    const tierKind = kind === 'price' || kind === 'year' ? kind : undefined;
    return (
      <RangeFilter
        key={kind}
        label={label}
        hint={hint}
        unit={unit}
        tiers={tiers}
        tier={tierKind ? filters[`${tierKind}_tier`] : undefined}
        onTier={tierKind ? (tier) => onChange(selectTier(filters, tierKind, tier)) : undefined}
        min={min}
        max={max}
        onApply={(minText, maxText) => onChange(applyRange(filters, kind, minText, maxText))}
        onClear={() => onChange(tierKind ? selectTier(filters, tierKind, undefined) : applyRange(filters, kind, '', ''))}
      />
    );
  };

  return (
    <section className={`${styles.panel} ${sheetOpen ? styles.sheetOpen : ''}`} aria-label="筛选条件" data-testid="filter-panel">
      <header className={styles.sheetHead}>
        <h2>筛选</h2>
        <button type="button" className={styles.sheetClose} aria-label="关闭筛选" onClick={onCloseSheet}>
          <CloseOutlined />
        </button>
      </header>
      {group('district_ids', '区域', options.districts, options.pending.districts)}
      {group('trading_area_ids', '商圈', tradingAreas, options.pending.tradingAreas)}
      <FilterGroup
        label="地铁"
        options={options.subwayLines}
        loading={options.pending.subwayLines}
        selected={filters.subway_line_id ? [filters.subway_line_id] : []}
        onToggle={(id) => onChange(withFilters(filters, { subway_line_id: id === filters.subway_line_id ? undefined : id, subway_station_ids: undefined }))}
        onClear={() => onChange(withFilters(filters, { subway_line_id: undefined, subway_station_ids: undefined }))}
      />
      {line && group('subway_station_ids', '站点', line.stations)}
      {group('category_ids', '场地类型', options.categories, options.pending.categories)}
      {options.attributes.map((attribute) => {
        const chosen = filters.attributes?.find((item) => item.attribute_id === attribute.id)?.option_ids ?? [];
        return (
          <FilterGroup
            key={attribute.id}
            label={attribute.name}
            options={attribute.options}
            selected={chosen}
            onToggle={(optionId) => onChange(withFilters(filters, { attributes: toggleAttribute(filters.attributes, attribute.id, optionId) }))}
            onClear={() => onChange(withFilters(filters, { attributes: filters.attributes?.filter((item) => item.attribute_id !== attribute.id) }))}
          />
        );
      })}
      {rangeRow(RANGE_ROWS[0]!)}
      {unfolded && (
        <>
          {group('community_type_ids', '社区类型', options.communityTypes)}
          {group('location_type_ids', '位置类型', options.locationTypes)}
          {group('label_ids', '标签', options.labels)}
          <ChoiceFilter
            label="室内外"
            choices={[
              { value: true, label: '室内' },
              { value: false, label: '室外' },
            ]}
            value={filters.indoor}
            onChange={(indoor) => onChange(withFilters(filters, { indoor }))}
          />
          {RANGE_ROWS.slice(1).map(rangeRow)}
          <ChoiceFilter
            label="全景"
            choices={[{ value: true, label: '有全景' }]}
            value={filters.has_panorama ? true : undefined}
            onChange={(value) => onChange(withFilters(filters, { has_panorama: value }))}
          />
        </>
      )}
      <div className={styles.foldBar}>
        <button type="button" onClick={() => setUnfolded((value) => !value)} aria-expanded={unfolded}>
          {unfolded ? '收起更多筛选' : '更多筛选（社区类型、位置、标签、室内外、年代、面积、人流、全景）'}
        </button>
      </div>
      <footer className={styles.sheetFoot}>
        <button type="button" onClick={onCloseSheet}>
          {total === undefined ? '查看场地' : `查看 ${total} 个场地`}
        </button>
      </footer>
    </section>
  );
}
