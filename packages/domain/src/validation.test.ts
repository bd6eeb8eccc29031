import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  LIMITS,
  QUARTER_HOUR_TIMES,
  charLength,
  isBuildHeight,
  isCaptcha,
  isDecimal2,
  isDigits,
  isEmail,
  isLandline,
  isMobile,
  isPassword,
  isPayPassword,
  isPhone,
  isPositiveIntegerString,
  isPostcode,
  isQuarterHourTime,
  isTaxCode,
  isYear,
  minutesOfDay,
  parseFilterNumber,
  swapIfReversed,
  withinLimit,
} from './validation';

describe('patterns', () => {
  it.each([
    [isMobile, '13800000001', true],
    [isMobile, '19912345678', true],
    [isMobile, '1380000000', false],
    [isMobile, '138000000012', false],
    [isMobile, '23800000001', false],
    [isMobile, '1380000000a', false],
    [isMobile, 13800000001, false],
    [isLandline, '010-12345678', true],
    [isLandline, '0755-1234567', true],
    [isLandline, '02112345678', true],
    [isLandline, '12345678', true],
    [isLandline, '010-12345678-123', true],
    [isLandline, '400-123-4567', true],
    [isLandline, '010-0234567', false],
    [isLandline, '123', false],
    [isPhone, '13800000001', true],
    [isPhone, '021-12345678', true],
    [isPhone, 'abc', false],
    [isEmail, 'a.b+c@example.com.cn', true],
    [isEmail, 'user@sub-domain.example.org', true],
    [isEmail, 'user@example', false],
    [isEmail, 'user@@example.com', false],
    [isEmail, 'user @example.com', false],
    [isEmail, '@example.com', false],
    [isEmail, 'user@-example.com', false],
    [isDigits, '00123', true],
    [isDigits, '1.5', false],
    [isPositiveIntegerString, '12', true],
    [isPositiveIntegerString, '0', false],
    [isPositiveIntegerString, '012', false],
    [isPositiveIntegerString, '-3', false],
    [isDecimal2, '0', true],
    [isDecimal2, '12.34', true],
    [isDecimal2, '12.345', false],
    [isDecimal2, '01.5', false],
    [isDecimal2, '.5', false],
    [isDecimal2, '-1', false],
    [isPostcode, '100000', true],
    [isPostcode, '10000', false],
    [isTaxCode, '91350100M000100Y43', true],
    [isTaxCode, '110108123456789', true],
    [isTaxCode, 'ABCDEFGHIJ1234567890', true],
    [isTaxCode, '91350100m000100Y43', false],
    [isTaxCode, '1234567890123456', false],
    [isYear, '1999', true],
    [isYear, '2026', true],
    [isYear, '1899', false],
    [isYear, '2100', false],
    [isPayPassword, '123456', true],
    [isPayPassword, '12345', false],
    [isPayPassword, '12345a', false],
    [isPayPassword, '1234567', false],
    [isCaptcha, '000000', true],
    [isCaptcha, '00000', false],
    [isQuarterHourTime, '00:00', true],
    [isQuarterHourTime, '09:15', true],
    [isQuarterHourTime, '23:45', true],
    [isQuarterHourTime, '23:59', false],
    [isQuarterHourTime, '09:10', false],
    [isQuarterHourTime, '24:00', false],
    [isQuarterHourTime, '9:15', false],
  ] as const)('%o(%j) → %s', (check, value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it.each([
    ['3', true],
    ['3.5', true],
    ['12.25', true],
    ['999.99', true],
    ['1000.5', true],
    ['9999.99', false], // 7 characters
    ['0', false],
    ['0.00', false],
    ['0.01', true],
    ['1.234', false],
    ['-1', false],
    ['', false],
    [2.5, true],
    [null, false],
  ])('build height %j → %s', (value, expected) => {
    expect(isBuildHeight(value)).toBe(expected);
  });

  it.each([
    ['abc123', true],
    ['abc!@#', true],
    ['123!@#', true],
    ['abcdef', false],
    ['123456', false],
    ['!@#$%^', false],
    ['ab12', false],
    ['a1'.repeat(10), true],
    ['a1'.repeat(10) + 'x', false],
    ['abc 123', false],
  ])('password %j → %s', (value, expected) => {
    expect(isPassword(value)).toBe(expected);
  });
});

describe('limits and lengths', () => {
  it('has the spec limits', () => {
    expect(LIMITS).toMatchObject({
      enquiryName: 12,
      enquiryMobile: 11,
      product: 30,
      leaveWord: 30,
      contactName: 24,
      contactAddress: 36,
      demandName: 24,
      demandArea: 12,
      demandBudget: 12,
      demandDescription: 1000,
      captcha: 6,
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charLength('推广产品')).toBe(4);
    expect(charLength('😀a')).toBe(2);
    expect(withinLimit('一'.repeat(30), LIMITS.product)).toBe(true);
    expect(withinLimit('一'.repeat(31), LIMITS.product)).toBe(false);
  });
});

describe('times', () => {
  it('lists 96 quarter-hour times, all valid', () => {
    expect(QUARTER_HOUR_TIMES).toHaveLength(96);
    expect(QUARTER_HOUR_TIMES[0]).toBe('00:00');
    expect(QUARTER_HOUR_TIMES[95]).toBe('23:45');
    expect(QUARTER_HOUR_TIMES.every((t) => isQuarterHourTime(t))).toBe(true);
  });

  it.each([
    ['00:00', 0],
    ['09:15', 555],
    ['23:59', 1439],
    ['24:00', null],
    ['9:15', null],
  ])('minutesOfDay(%s) = %s', (time, minutes) => {
    expect(minutesOfDay(time)).toBe(minutes);
  });
});

describe('swapIfReversed', () => {
  it.each([
    [100, 300, { min: 100, max: 300 }],
    [300, 100, { min: 100, max: 300 }],
    ['300', '100', { min: 100, max: 300 }],
    [' 50.5 ', '', { min: 50.5, max: undefined }],
    ['abc', 100, { min: undefined, max: 100 }],
    [-5, 100, { min: undefined, max: 100 }],
    [Number.NaN, Number.POSITIVE_INFINITY, { min: undefined, max: undefined }],
    [null, undefined, { min: undefined, max: undefined }],
    [0, 0, { min: 0, max: 0 }],
    ['1e3', '5', { min: undefined, max: 5 }],
  ])('(%j, %j) → %j', (min, max, expected) => {
    expect(swapIfReversed(min, max)).toEqual(expected);
  });

  it('always returns an ordered range (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null)), fc.oneof(fc.double(), fc.string()), (a, b) => {
        const { min, max } = swapIfReversed(a, b);
        return (min === undefined || max === undefined || min <= max) && [min, max].every((v) => v === undefined || (Number.isFinite(v) && v >= 0));
      }),
    );
    expect(parseFilterNumber('12')).toBe(12);
  });
});
