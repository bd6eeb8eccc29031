import type { SellingResource, VenueDetail } from '@vm/contracts/catalogue-venue';
import { calendarDays } from '@vm/domain/availability';
import { todayInShanghai } from '@vm/domain/business-date';
import { fakeApi, type FakeRoute } from '@/shared/test/test-app';

/** A booth as the venue detail answers it, for component tests: one day-based term at ¥500. */
export function booth(extra: Partial<SellingResource> = {}): SellingResource {
  return {
    id: 11,
    physical_resource_id: 101,
    physical_resource_name: '中庭',
    size: '3*3',
    custom_dimension: '',
    custom_name: '',
    field_type: '中庭',
    lease_term_type_id: 9,
    lease_term_type: '天',
    count: 1,
    is_enquiry: false,
    minimum_booking_days: 1,
    days_in_advance: 2,
    selling_price: [{ lease_term_type_id: 9, lease_term_type: '天', price: 50_000, subsidy: 0, deposit: 0 }],
    special_price: [],
    raise_price: [],
    unavailable_dates: [],
    calendars: { exp_date: [] },
    res_type_id: 1,
    activity_type: null,
    activity_start_date: null,
    deadline: null,
    expired: false,
    has_chair: false,
    has_power: false,
    has_tent: false,
    leaflet: false,
    overnight_material: false,
    subsidy_rate: 0,
    min_after_subsidy: 0,
    max_after_subsidy: 0,
    special_requirements: [],
    tag: '',
    pic_url: '',
    user: { id: 7, name: '星光物业' },
    ...extra,
  };
}

/** The picker reads only the booths of the venue. */
export function venueWith(resources: SellingResource[]): VenueDetail {
  return { id: 1, top_physical_id: 100, name: '星光广场', selling_resources: resources } as unknown as VenueDetail;
}

export const today = () => todayInShanghai(new Date());

/**
 * A fake API whose calendar endpoint answers what the real one computes (the domain's calendarDays on
 * the booth's rules, nothing held), plus whatever `more` answers.
 */
export function calendarApi(resources: SellingResource[], more: FakeRoute = () => undefined) {
  return fakeApi((url, init) => {
    const match = /^\/api\/selling_resources\/(\d+)\/calendar$/.exec(url.pathname);
    if (match) {
      const resource = resources.find((item) => item.id === Number(match[1]));
      if (!resource) return { status: 404, msg: '场地规格不存在' };
      const term = Number(url.searchParams.get('lease_term_type_id'));
      const start = url.searchParams.get('start') ?? '';
      const end = url.searchParams.get('end') ?? '';
      return {
        result: { selling_resource_id: resource.id, lease_term_type_id: term, today: today(), days: calendarDays(resource, term, start, end, {}, today()) },
      };
    }
    return more(url, init);
  });
}
