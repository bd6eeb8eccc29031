import type { VenueCard } from '@vm/contracts/catalogue-search';

/** A venue card of GET /api/fields as tests need one: a 中庭 of 港汇广场 in 徐汇区, Shanghai. */
export function venueCardFixture(id: number, name: string): VenueCard {
  return {
    id,
    top_physical_id: id,
    name,
    floor_price: 120000,
    max_price: 300000,
    floor_day_price: 120000,
    order_quantity: 7,
    community_img: { pic_url: `/files/demo/venue-0${id}.jpg` },
    type: 'physical_resource',
    latitude: 31.2,
    longitude: 121.4,
    city_id: 90,
    district_id: 5,
    district_name: '徐汇区',
    trading_area_name: '徐家汇',
    community_id: 3,
    community_name: '港汇广场',
    address: '虹桥路1号',
    field_type: { id: 2, display_name: '中庭' },
    community_type: { id: 1, name: '购物中心' },
    indoor: true,
    area: 120,
    person_flow: 20000,
    year: 2005,
    has_panorama: false,
    is_enquiry: false,
    is_proprietary: false,
    labels: [],
    distance: null,
  };
}
