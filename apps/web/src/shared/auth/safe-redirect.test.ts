import { describe, expect, it } from 'vitest';
import { safeFromPath } from './safe-redirect';

const origin = 'https://www.example.cn';

describe('safeFromPath', () => {
  it.each([
    ['/some/path?x=1', '/some/path?x=1'],
    ['/fields/12?tab=map#intro', '/fields/12?tab=map#intro'],
    ['/orders/confirm?physical_resource_ids=1,2', '/orders/confirm?physical_resource_ids=1,2'],
  ])('keeps the same-origin path %s', (from, expected) => {
    expect(safeFromPath(from, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example/steal'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['fields/12'],
    ['/auth/code-login?from=/x'],
  ])('sends %s home', (from) => {
    expect(safeFromPath(from, origin)).toBe('/home/index');
  });
});
