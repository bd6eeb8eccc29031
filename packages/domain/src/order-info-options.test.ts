import { describe, expect, it } from 'vitest';
import { INDUSTRIES, PROMOTION_PURPOSES, SPREAD_WAYS, isKnownIndustry, isKnownPurpose, isKnownSpreadWay } from './order-info-options';

describe('order information choices', () => {
  it('has unique ids everywhere', () => {
    const industryIds = INDUSTRIES.flatMap((parent) => [parent.id, ...parent.children.map((child) => child.id)]);
    expect(new Set(industryIds).size).toBe(industryIds.length);
    expect(new Set(PROMOTION_PURPOSES.map((option) => option.id)).size).toBe(PROMOTION_PURPOSES.length);
    expect(new Set(SPREAD_WAYS.map((option) => option.id)).size).toBe(SPREAD_WAYS.length);
  });

  it.each([
    [{ parent_id: 1, id: 101 }, true],
    [{ parent_id: 1, id: 1 }, true],
    [{ parent_id: 2, id: 101 }, false],
    [{ parent_id: 99, id: 99 }, false],
    [{ parent_id: 1, id: 9999 }, false],
  ])('industry %o known: %s', (choice, known) => {
    expect(isKnownIndustry(choice)).toBe(known);
  });

  it('knows purposes and spread ways by id', () => {
    expect(isKnownPurpose(1)).toBe(true);
    expect(isKnownPurpose(0)).toBe(false);
    expect(isKnownSpreadWay(8)).toBe(true);
    expect(isKnownSpreadWay(9)).toBe(false);
  });
});
