import type { OrderLine } from '@vm/contracts/order-payload';
import { afterEach, describe, expect, it } from 'vitest';
import { addToVisitorCart, clearVisitorCart, readVisitorCart, VISITOR_CART_LIMIT } from './visitor-cart';

const line = (id: number): OrderLine => ({ id, count: 1, dates: [{ term_type_id: 9, date: '2026-12-01', endDate: '2026-12-01' }] });

describe('visitor cart', () => {
  afterEach(() => window.localStorage.clear());

  it('keeps added lines in order until cleared', () => {
    expect(readVisitorCart()).toEqual([]);
    expect(addToVisitorCart(line(1))).toBe(true);
    addToVisitorCart(line(2));
    expect(readVisitorCart().map((l) => l.id)).toEqual([1, 2]);
    expect(readVisitorCart()[0]?.dates[0]?.date).toBe('2026-12-01');
    clearVisitorCart();
    expect(readVisitorCart()).toEqual([]);
  });

  it('survives a reload: another read sees what was stored', () => {
    addToVisitorCart(line(5));
    expect(JSON.parse(window.localStorage.getItem('vm.visitor-cart') ?? '[]')).toHaveLength(1);
  });

  it('reads tampered or malformed storage as empty', () => {
    window.localStorage.setItem('vm.visitor-cart', '{not json');
    expect(readVisitorCart()).toEqual([]);
    window.localStorage.setItem('vm.visitor-cart', JSON.stringify([{ id: 'x', dates: [] }]));
    expect(readVisitorCart()).toEqual([]);
  });

  it('keeps at most the newest lines the server accepts at once', () => {
    for (let id = 1; id <= VISITOR_CART_LIMIT + 3; id++) addToVisitorCart(line(id));
    const ids = readVisitorCart().map((l) => l.id);
    expect(ids).toHaveLength(VISITOR_CART_LIMIT);
    expect(ids[0]).toBe(4);
  });
});
