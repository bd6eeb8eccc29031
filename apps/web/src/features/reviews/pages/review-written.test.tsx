import type { MyComment } from '@vm/contracts/reviews';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/test/test-app';
import { Written } from './review-edit-page';

const REVIEW: MyComment = {
  id: 3,
  order_item_id: 9,
  top_physical_id: 12,
  field_name: '静安寺汇金商务楼主中庭',
  pic_url: '',
  rating: 5,
  content: '位置很好，人流大，物业配合也很积极，活动效果不错',
  images: [],
  reply: null,
  created_at: '2026-11-28T10:00:00+08:00',
  coupon: null,
};

describe('the confirmation after a review is sent', () => {
  it('is brought into view, takes the focus and is announced (the form was long: a phone showed nothing new)', () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderWithApp(<Written review={REVIEW} />);
    const box = screen.getByTestId('review-written');
    expect(box.getAttribute('role')).toBe('status');
    expect(box.textContent).toContain('评价成功');
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(box);
    expect(document.activeElement).toBe(box);
    scrolled.mockRestore();
  });
});
