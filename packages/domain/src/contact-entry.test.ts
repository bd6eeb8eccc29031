import { describe, expect, it } from 'vitest';
import { addressLine, contactEntryBody, contactEntryColumns, contactEntryValues, contactFieldOf } from './contact-entry';

describe('contact entry builder', () => {
  it('trims the fields and sends an empty region as nulls', () => {
    expect(contactEntryBody({ name: ' 张三 ', mobile: ' 13800000000 ', address: ' 1号 ', region: {} })).toEqual({
      name: '张三',
      mobile: '13800000000',
      is_default: false,
      province_id: null,
      city_id: null,
      district_id: null,
      address: '1号',
    });
  });

  it('starts from the entry, or from an empty form', () => {
    const entry = { name: '李四', mobile: '13900000000', province_id: 1, city_id: 2, district_id: 3, address: '2号', is_default: true };
    expect(contactEntryBody(contactEntryValues(entry))).toEqual(entry);
    expect(contactEntryValues(null)).toEqual({ is_default: false, region: {} });
  });

  it('maps a server field onto the form item', () => {
    expect(contactFieldOf('city_id')).toBe('region');
    expect(contactFieldOf('mobile')).toBe('mobile');
    expect(contactFieldOf('is_default')).toBeNull();
  });

  it('stores the trimmed columns', () => {
    expect(contactEntryColumns({ name: ' 王五 ', mobile: '13700000000', province_id: 1, city_id: 2, district_id: 3, address: ' 3号 ' })).toEqual({
      name: '王五',
      mobile: '13700000000',
      provinceId: 1,
      cityId: 2,
      districtId: 3,
      address: '3号',
    });
  });

  it('writes an address as one line, leaving out the empty parts', () => {
    expect(addressLine({ province: '上海', city: '上海市', district: '徐汇区', address: '1号' })).toBe('上海 上海市 徐汇区 1号');
    expect(addressLine({ province: '上海', city: '', district: null, address: '1号' }, '')).toBe('上海1号');
    expect(addressLine(null)).toBe('');
  });
});
