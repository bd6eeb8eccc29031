import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import type { CaseFilter } from '../api/case-queries';
import { CaseDetailModal } from './case-detail-modal';

/** Cases 4 ↔ 5 ↔ 6 of one list; 4 is the first (no last_id), 6 the last (no next_id). */
function detail(id: number) {
  return {
    id,
    title: `案例${id}：快闪店`,
    cover_pic_url: `/files/demo/case-0${id}.jpg`,
    type: { id: 2, name: '快闪店' },
    city_id: 90,
    city_name: '上海',
    brand: '喜茶',
    summary: `摘要${id}`,
    held_on: '2026-05-01',
    content: `<p>第${id}个案例的正文。</p><script>alert(1)</script><p>第二段</p>`,
    images: [1, 2, 3, 4, 5].map((n) => ({ pic_url: `/files/demo/case-${id}${n}.jpg` })),
    community_id: 7,
    community_name: '静安大悦城',
    last_id: id > 4 ? id - 1 : null,
    next_id: id < 6 ? id + 1 : null,
  };
}

const FILTER: CaseFilter = { type: 2, keyword: '喜茶', cityId: 90 };

function Harness({ start }: { start: number }) {
  const [id, setId] = useState<number | null>(start);
  return <CaseDetailModal caseId={id} filter={FILTER} onNavigate={setId} onClose={() => setId(null)} />;
}

let api: ReturnType<typeof fakeApi>;

describe('CaseDetailModal', () => {
  beforeEach(() => {
    api = fakeApi((url) => {
      const match = /^\/api\/activity_cases\/(\d+)$/.exec(url.pathname);
      return match ? { result: detail(Number(match[1])) } : undefined;
    });
  });
  afterEach(() => cleanup());

  const title = () => screen.findByRole('heading', { level: 2 });
  const button = (name: RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

  it('steps with 上一个/下一个 through last_id and next_id, disabled at the ends', async () => {
    renderWithApp(<Harness start={5} />);
    expect((await title()).textContent).toBe('案例5：快闪店');

    fireEvent.click(button(/下一个/));
    await waitFor(async () => expect((await title()).textContent).toBe('案例6：快闪店'));
    await waitFor(() => expect(button(/下一个/).disabled).toBe(true));
    expect(button(/上一个/).disabled).toBe(false);

    fireEvent.click(button(/上一个/));
    await waitFor(async () => expect((await title()).textContent).toBe('案例5：快闪店'));
    fireEvent.click(button(/上一个/));
    await waitFor(async () => expect((await title()).textContent).toBe('案例4：快闪店'));
    await waitFor(() => expect(button(/上一个/).disabled).toBe(true));
  });

  it('asks with the list filters so previous/next follow the same list', async () => {
    renderWithApp(<Harness start={5} />);
    await title();
    const url = calledUrls(api, '/api/activity_cases/5')[0]!;
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: '2', keyword: '喜茶', city_id: '90' });
  });

  it('shows 4 pictures and the story as plain text', async () => {
    renderWithApp(<Harness start={5} />);
    await title();
    const article = screen.getByTestId('case-detail');
    expect(article.querySelectorAll('img')).toHaveLength(4);
    expect(screen.getByText('第5个案例的正文。')).toBeTruthy();
    expect(article.querySelector('script')).toBeNull();
  });
});
