import type { FilterOptions } from '../api/use-filter-options';
import type { OptionNames } from './filter-chips';

const byId = (list: readonly { id: number; name: string }[]) => new Map(list.map((item) => [item.id, item.name]));

/** Id → name of every option list, for the chips' labels. */
export function optionNames(options: FilterOptions): OptionNames {
  return {
    district_ids: byId(options.districts),
    trading_area_ids: byId(options.tradingAreas),
    subway_line_id: byId(options.subwayLines),
    subway_station_ids: byId(options.subwayLines.flatMap((line) => line.stations)),
    label_ids: byId(options.labels),
    location_type_ids: byId(options.locationTypes),
    community_type_ids: byId(options.communityTypes),
    category_ids: byId(options.categories),
    attribute_options: byId(options.attributes.flatMap((attribute) => attribute.options)),
  };
}
