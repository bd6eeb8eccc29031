import { describe, expect, it } from 'vitest';
import { maskMobile } from './mobile-mask';

describe('maskMobile', () => {
  it('hides the middle four digits of a mobile', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
  });
  it('stars the digits of anything else except each number’s last four', () => {
    expect(maskMobile('021-64001234')).toBe('021-****1234');
    expect(maskMobile('')).toBe('');
  });
});
