import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { cleanOnBlur, endBeforeStart, fieldError, orderedAreas, toDemandBody, type DemandFormValues } from './demand-form-values';

const values: DemandFormValues = {
  name: '赵六',
  mobile: '13800000001',
  product: '咖啡',
  minimum_area: '20',
  maximum_area: '50',
  single_field_budget: '3000',
  start: dayjs('2026-12-10'),
  end: dayjs('2026-12-12'),
  city_ids: [90],
  community_type_ids: [1],
  spread_way_ids: [],
  industry_ids: [],
  needs: ['power', 'leaflet'],
  ex_description: ' 周末 ',
  pic_url: [],
};

describe('demand form values', () => {
  it('clears what does not match on blur', () => {
    expect(cleanOnBlur('number', '12.5')).toBe('12.5');
    expect(cleanOnBlur('number', '12.555')).toBe('');
    expect(cleanOnBlur('number', 'abc')).toBe('');
    expect(cleanOnBlur('mobile', '1380000000')).toBe('');
    expect(cleanOnBlur('mobile', ' 13800000001 ')).toBe('13800000001');
    expect(cleanOnBlur('captcha', '12345')).toBe('');
  });

  it('swaps a reversed area range and spots an end before the start', () => {
    expect(orderedAreas('80', '20')).toEqual({ minimum_area: '20', maximum_area: '80' });
    expect(orderedAreas('20', '80')).toEqual({ minimum_area: '20', maximum_area: '80' });
    expect(orderedAreas('', '80')).toEqual({ minimum_area: '', maximum_area: '80' });
    expect(endBeforeStart(dayjs('2026-12-10'), dayjs('2026-12-09'))).toBe(true);
    expect(endBeforeStart(dayjs('2026-12-10'), dayjs('2026-12-10'))).toBe(false);
  });

  it('asks the domain for each field message', () => {
    const options = { loggedIn: false, today: '2026-12-01' };
    expect(fieldError('captcha', values, options)).toBe('请输入验证码');
    expect(fieldError('captcha', values, { ...options, loggedIn: true })).toBeUndefined();
    expect(fieldError('end', { ...values, end: dayjs('2026-12-01') }, options)).toBe('结束时间应该大于开始时间');
  });

  it('builds the POST appeal body with flags and the origin', () => {
    const body = toDemandBody({ ...values, captcha: '123456' }, { physical_resource_id: 7 }, false);
    expect(body).toMatchObject({
      channel: 'pc',
      captcha: '123456',
      start: '2026-12-10',
      end: '2026-12-12',
      power: 1,
      leaflet: 1,
      carport: 0,
      ex_description: '周末',
      physical_resource_id: 7,
    });
    expect(toDemandBody(values, {}, true)).not.toHaveProperty('captcha');
  });
});
