import { describe, it, expect } from 'vitest';
import { demandErrors, normalizeDemandInput, orderedDateRange, type DemandInput } from './demand-form';
import { DEMAND_MESSAGES } from './validation-messages';

const TODAY = '2026-12-01';
const demand: DemandInput = {
  name: '赵六',
  mobile: '13800000001',
  captcha: '123456',
  product: '咖啡',
  minimum_area: '20',
  maximum_area: '50.5',
  single_field_budget: 3000,
  start: '2026-12-10',
  end: '2026-12-12',
  ex_description: '周末快闪',
  pic_url: [],
};

describe('demandErrors', () => {
  it('accepts a complete demand', () => {
    expect(demandErrors(demand, { loggedIn: false, today: TODAY })).toEqual({});
    expect(demandErrors({ ...demand, captcha: null }, { loggedIn: true, today: TODAY })).toEqual({});
    expect(demandErrors({ ...demand, end: '2026-12-10' }, { loggedIn: true, today: TODAY })).toEqual({});
  });

  it('lists the required fields in order', () => {
    expect(Object.values(demandErrors({}, { loggedIn: false, today: TODAY }))).toEqual([
      '请输入联系人',
      '请输入联系电话',
      '请输入验证码',
      '请输入产品名称',
      '请输入最小需求面积',
      '请输入最大需求面积',
      '请输入活动预算',
      '请选择开始时间',
      '请选择结束时间',
    ]);
  });

  it.each([
    ['bad mobile', { mobile: '123' }, { mobile: '请输入有效的手机号' }],
    ['bad captcha', { captcha: '12a456' }, { captcha: '请输入有效的验证码' }],
    ['non-numeric area', { minimum_area: 'ten' }, { minimum_area: '请输入最小需求面积' }],
    ['area too long', { maximum_area: '1234567890123' }, { maximum_area: '面积最多12个字' }],
    ['end before start', { end: '2026-12-09' }, { end: DEMAND_MESSAGES.endBeforeStart }],
    ['start in the past', { start: '2026-11-30', end: '2026-12-01' }, { start: '请选择开始时间' }],
    ['description too long', { ex_description: '字'.repeat(1001) }, { ex_description: '需求描述最多1000个字' }],
    ['13 photos', { pic_url: Array.from({ length: 13 }, (_, i) => `${i}.jpg`) }, { pic_url: '最多可上传12张活动照片' }],
  ])('%s', (_name, change, expected) => {
    expect(demandErrors({ ...demand, ...change }, { loggedIn: false, today: TODAY })).toEqual(expected);
  });
});

describe('normalizing', () => {
  it.each([
    ['2026-12-10', '2026-12-09', { start: '2026-12-10', end: undefined, message: '结束时间应该大于开始时间' }],
    ['2026-12-10', '2026-12-10', { start: '2026-12-10', end: '2026-12-10', message: null }],
    ['2026-12-40', '2026-12-10', { start: undefined, end: '2026-12-10', message: null }],
    [null, undefined, { start: undefined, end: undefined, message: null }],
  ])('orderedDateRange(%j, %j)', (start, end, expected) => {
    expect(orderedDateRange(start, end)).toEqual(expected);
  });

  it('swaps areas, clears invalid ones and a reversed end', () => {
    expect(normalizeDemandInput({ ...demand, minimum_area: '80', maximum_area: 20, end: '2026-12-01' })).toMatchObject({
      minimum_area: 20,
      maximum_area: 80,
      end: null,
    });
    expect(normalizeDemandInput({ ...demand, minimum_area: 'x', maximum_area: '' })).toMatchObject({ minimum_area: null, maximum_area: '' });
  });
});
