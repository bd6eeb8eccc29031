import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationEffects } from './navigation-effects';

/** A venue page with a comments pager (the page in the search, replaced) and a link to another page. */
function VenuePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const page = Number(params.get('comments_page') ?? 1);
  return (
    <div>
      <p>评价第{page}页</p>
      <button type="button" onClick={() => setParams({ comments_page: String(page + 1) }, { replace: true, preventScrollReset: true })}>
        下一页
      </button>
      <button type="button" onClick={() => setParams({ comments_page: String(page + 1) })}>
        下一页（新记录）
      </button>
      <button type="button" onClick={() => void navigate('/fields/2')}>
        另一个场地
      </button>
    </div>
  );
}

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <NavigationEffects />
      <Routes>
        <Route path="/fields/:id" element={<VenuePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NavigationEffects: where the window stands after a navigation', () => {
  const scrollTo = vi.fn();
  beforeEach(() => {
    scrollTo.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the reader’s place when only the search changes (review paging), replaced or pushed', async () => {
    const user = userEvent.setup();
    renderAt('/fields/1');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    screen.getByText('评价第2页');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '下一页（新记录）' }));
    screen.getByText('评价第4页');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts a new page at the top', async () => {
    const user = userEvent.setup();
    renderAt('/fields/1?comments_page=2');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await act(async () => {
      await user.click(screen.getByRole('button', { name: '另一个场地' }));
    });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
