import { describe, expect, it } from 'vitest';
import {
  budgetYuanToFen,
  cityIdsError,
  demandIsOpen,
  homeDemandErrors,
  maskMobile,
  mayAcceptDemands,
  mayFollowUp,
  normalizeHallFilters,
  toggleCityIds,
} from './demands';

describe('city multi-select (0 = all cities, exclusive)', () => {
  it.each([
    ['adding 0 clears the others', [90, 91], [90, 91, 0], [0]],
    ['adding a city removes 0', [0], [0, 91], [91]],
    ['adding a city keeps the others', [90], [90, 91], [90, 91]],
    ['removing keeps the rest', [90, 91], [91], [91]],
    ['removing 0 leaves nothing', [0], [], []],
  ])('%s', (_name, previous, next, expected) => {
    expect(toggleCityIds(previous, next)).toEqual(expected);
  });

  it('refuses 0 beside other cities in a submitted list', () => {
    expect(cityIdsError([0, 90])).toBe('全国不能与其他城市同时选择');
    expect(cityIdsError([0])).toBeNull();
    expect(cityIdsError([90, 91])).toBeNull();
  });
});

describe('home demand form', () => {
  it('lists the messages in order; visitors need a code', () => {
    expect(Object.values(homeDemandErrors({}, { loggedIn: false }))).toEqual(['请选择城市', '请输入姓名', '请输入手机号', '请输入验证码']);
    expect(homeDemandErrors({}, { loggedIn: true }).captcha).toBeUndefined();
  });

  it('checks the mobile and the code format', () => {
    const errors = homeDemandErrors({ city_ids: [90], name: '张三', mobile: '2380000000', captcha: '12ab' }, { loggedIn: false });
    expect(errors).toEqual({ mobile: '请输入有效的手机号', captcha: '请输入有效的验证码' });
    expect(homeDemandErrors({ city_ids: [90], name: '张三', mobile: '13800000001', captcha: '123456' }, { loggedIn: false })).toEqual({});
  });
});

describe('who, how many, which state', () => {
  it('only suppliers, agents and facilitators accept', () => {
    expect(mayAcceptDemands(['business'])).toBe(false);
    expect(mayAcceptDemands(['operator'])).toBe(false);
    expect(mayAcceptDemands(['business', 'agent'])).toBe(true);
    expect(mayAcceptDemands(['property'])).toBe(true);
    expect(mayAcceptDemands(['facilitator'])).toBe(true);
  });

  it('follow-up moves forward only', () => {
    expect(mayFollowUp('open', 'contacted')).toBe(true);
    expect(mayFollowUp('contacted', 'closed')).toBe(true);
    expect(mayFollowUp('open', 'closed')).toBe(true);
    expect(mayFollowUp('closed', 'open')).toBe(false);
    expect(mayFollowUp('contacted', 'open')).toBe(false);
    expect(mayFollowUp('contacted', 'contacted')).toBe(false);
  });

  it('is open until closed or past its end date', () => {
    expect(demandIsOpen({ status: 'open', end: '2026-12-01' }, '2026-12-01')).toBe(true);
    expect(demandIsOpen({ status: 'contacted', end: '2026-12-01' }, '2026-12-02')).toBe(false);
    expect(demandIsOpen({ status: 'closed', end: '2026-12-09' }, '2026-12-01')).toBe(false);
    expect(demandIsOpen({ status: 'open', end: null }, '2026-12-01')).toBe(true);
  });

  it('masks mobiles', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
  });
});

describe('budget and hall filters', () => {
  it('reads budgets in yuan exactly', () => {
    expect(budgetYuanToFen('3000')).toBe(300000);
    expect(budgetYuanToFen(3000.5)).toBe(300050);
    expect(budgetYuanToFen('1.234')).toBeNull();
    expect(budgetYuanToFen('-5')).toBeNull();
    expect(budgetYuanToFen('abc')).toBeNull();
    expect(budgetYuanToFen(null)).toBeNull();
  });

  it('drops non-numbers, swaps a reversed budget, drops past dates and an end before the start', () => {
    const today = '2026-12-01';
    expect(normalizeHallFilters({ min_single_field_budget: '5000', max_single_field_budget: '1000', page_city_id: '90' }, today)).toEqual({
      page_city_id: 90,
      min_single_field_budget: 1000,
      max_single_field_budget: 5000,
    });
    expect(normalizeHallFilters({ min_single_field_budget: 'abc', start: '2026-11-30', end: '2026-12-03' }, today)).toEqual({ end: '2026-12-03' });
    expect(normalizeHallFilters({ start: '2026-12-10', end: '2026-12-05', page: '2', community_type_id: '3' }, today)).toEqual({
      start: '2026-12-10',
      page: 2,
      community_type_id: 3,
    });
    expect(normalizeHallFilters({ page_city_id: '0', page: '1' }, today)).toEqual({ page_city_id: 0 });
  });
});
