import type { ManagedBooth, ManagedResource } from '@vm/contracts/supplier-resources';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { duplicateDateProblem, duplicateTermProblem, subsidyProblem } from './booth-rules';
import { boothToBody, boothToValues, newBooth, newResource, resourceToValues, toResourceBody, type BoothFormValues } from './resource-form-values';
import { formPathOf } from './server-errors';

const booth: ManagedBooth = {
  id: 71,
  size: '3x3',
  custom_dimension: '含背景板',
  custom_name: '',
  count: 2,
  minimum_booking_days: 1,
  days_in_advance: 3,
  is_enquiry: false,
  lease_term_type_id: 9,
  lease_term_type: '天',
  prices: [
    { lease_term_type_id: 3, lease_term_type: '周租', price: 350_000, deposit: 0, subsidy: 0 },
    { lease_term_type_id: 9, lease_term_type: '天', price: 68_050, deposit: 20_000, subsidy: 1_001 },
  ],
  unavailable_dates: ['2026-12-24', '2026-12-25'],
  special_prices: [{ date: '2026-12-01', price: 50_000 }],
  raised_prices: [{ date: '2026-12-31', price: 99_999 }],
  res_type_id: 3,
  activity_type_name: '圣诞市集',
  activity_start_date: '2026-12-01',
  deadline: '2026-12-31',
  has_chair: true,
  has_power: false,
  has_tent: true,
  leaflet: false,
  overnight_material: false,
  special_requirements: ['需自带帐篷'],
  tag: '',
  is_online: true,
  live_order_count: 1,
};

const resource: ManagedResource = {
  id: 501,
  top_physical_id: 501,
  community_id: 12,
  community_name: '静安广场',
  city_id: 90,
  name: '一楼中庭',
  field_type_id: 4,
  field_type: '中庭',
  area: 120.5,
  indoor: true,
  person_flow: 8_000,
  description: '人流密集',
  images: ['/files/venue/a.jpg'],
  case_images: [],
  panorama: '/files/panorama/p.jpg',
  attributes: [41, 52],
  is_online: true,
  booths: [booth],
  created_at: '2026-11-01T00:00:00Z',
};

describe('venue form ↔ API', () => {
  it('sends every yuan amount of a booth in fen', () => {
    const values: BoothFormValues = {
      ...newBooth(),
      size: ' 2x2 ',
      prices: [
        { lease_term_type_id: 9, price: '680.5', deposit: '200', subsidy: '10.01' },
        { lease_term_type_id: 3, price: '3500', deposit: undefined, subsidy: '' },
      ],
      special_prices: [{ date: dayjs('2026-12-01'), price: '500' }],
      raised_prices: [{ date: dayjs('2026-12-31'), price: '999.99' }],
    };
    const body = boothToBody(values);
    expect(body.size).toBe('2x2');
    expect(body.lease_term_type_id).toBe(9);
    expect(body.prices).toEqual([
      { lease_term_type_id: 9, price: 68_050, deposit: 20_000, subsidy: 1_001 },
      { lease_term_type_id: 3, price: 350_000, deposit: 0, subsidy: 0 },
    ]);
    expect(body.special_prices).toEqual([{ date: '2026-12-01', price: 50_000 }]);
    expect(body.raised_prices).toEqual([{ date: '2026-12-31', price: 99_999 }]);
    expect(body.res_type_id).toBe(1);
    expect(body.activity_start_date).toBeNull();
    expect(body.deadline).toBeNull();
  });

  it('reads a held booth into the form with its main lease term first, and sends it back unchanged', () => {
    const values = boothToValues(booth);
    expect(values.prices.map((row) => row.lease_term_type_id)).toEqual([9, 3]);
    expect(values.prices[0]).toEqual({ lease_term_type_id: 9, price: '680.50', deposit: '200.00', subsidy: '10.01' });
    expect(values.amenities).toEqual(['has_chair', 'has_tent']);
    expect(values.activity_window?.map((day) => day.format('YYYY-MM-DD'))).toEqual(['2026-12-01', '2026-12-31']);

    const body = boothToBody(values);
    expect(body).toMatchObject({
      id: 71,
      count: 2,
      days_in_advance: 3,
      lease_term_type_id: 9,
      unavailable_dates: ['2026-12-24', '2026-12-25'],
      special_prices: booth.special_prices,
      raised_prices: booth.raised_prices,
      res_type_id: 3,
      activity_type_name: '圣诞市集',
      activity_start_date: '2026-12-01',
      deadline: '2026-12-31',
      has_chair: true,
      has_power: false,
      has_tent: true,
      special_requirements: ['需自带帐篷'],
    });
    expect(body.prices).toEqual(
      expect.arrayContaining(booth.prices.map(({ lease_term_type_id, price, deposit, subsidy }) => ({ lease_term_type_id, price, deposit, subsidy }))),
    );
  });

  it('round-trips a venue: attributes by their attribute, the panorama as a one-picture list', () => {
    const attributeOf = (option: number) => ({ 41: 4, 52: 5 })[option];
    const values = resourceToValues(resource, attributeOf);
    expect(values.attributes).toEqual({ 4: 41, 5: 52 });
    expect(values.panorama).toEqual(['/files/panorama/p.jpg']);
    expect(values.area).toBe('120.5');

    const body = toResourceBody(values);
    expect(body).toMatchObject({
      community_id: 12,
      name: '一楼中庭',
      field_type_id: 4,
      area: 120.5,
      indoor: true,
      images: ['/files/venue/a.jpg'],
      panorama: '/files/panorama/p.jpg',
      attributes: [41, 52],
    });
    expect(body.booths).toHaveLength(1);
  });

  it('starts a new venue with one day-lease booth and no panorama', () => {
    const values = newResource(12);
    expect(values.community_id).toBe(12);
    expect(values.booths[0]?.prices).toEqual([{ lease_term_type_id: 9 }]);
    expect(toResourceBody({ ...values, name: 'x', field_type_id: 1, area: '10' }).panorama).toBeNull();
  });
});

describe('booth cross-field checks', () => {
  it('refuses a subsidy above the price', () => {
    expect(subsidyProblem('100.01', '100')).toBe('补贴不能高于价格');
    expect(subsidyProblem('100', '100')).toBeNull();
    expect(subsidyProblem(undefined, '100')).toBeNull();
  });

  it('refuses the same lease term or date twice', () => {
    expect(duplicateTermProblem([9, 3, 9], 2)).toBe('订购周期不能重复');
    expect(duplicateTermProblem([9, 3, 9], 0)).toBeNull();
    expect(duplicateDateProblem(['2026-12-01', '2026-12-01'], 1)).toBe('日期不能重复');
  });

  it("maps the server's field paths onto the form's", () => {
    expect(formPathOf('booths.0.prices.1.price')).toEqual(['booths', 0, 'prices', 1, 'price']);
    expect(formPathOf('booths.2.deadline')).toEqual(['booths', 2, 'activity_window']);
    expect(formPathOf('booths.0.prices.0.lease_term_type_id')).toEqual(['booths', 0, 'prices', 0, 'lease_term_type_id']);
    expect(formPathOf('name')).toEqual(['name']);
  });
});
