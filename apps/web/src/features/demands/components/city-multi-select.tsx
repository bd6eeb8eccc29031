import type { DemandOption } from '@vm/contracts/demands';
import { ALL_CITIES_ID, ALL_CITIES_NAME, toggleCityIds } from '@vm/domain/demands';
import Select from 'antd/es/select';

/**
 * The demand's cities (docs/spec/product-spec.md section 4): 全国 (id 0) is exclusive — choosing it clears the
 * others, choosing a city removes it. Works as an antd Form.Item child.
 */
export function CityMultiSelect({
  cities,
  value = [],
  onChange,
  placeholder = '请选择城市',
  ariaLabel = '需求城市',
}: {
  cities: readonly DemandOption[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder?: string;
  ariaLabel?: string;
}) {
  const options = [{ value: ALL_CITIES_ID, label: ALL_CITIES_NAME }, ...cities.map((city) => ({ value: city.id, label: city.name }))];
  return (
    <Select<number[]>
      mode="multiple"
      aria-label={ariaLabel}
      placeholder={placeholder}
      value={value}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      maxTagCount="responsive"
      onChange={(next) => onChange?.(toggleCityIds(value, next))}
    />
  );
}
