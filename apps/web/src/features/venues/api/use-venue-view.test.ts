import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typedApi } from '@/shared/api/typed-api';
import { useVenueView } from './use-venue-view';

vi.mock('@/shared/api/typed-api', () => ({ typedApi: { post: vi.fn(() => Promise.resolve(undefined)) } }));

afterEach(() => {
  vi.mocked(typedApi.post).mockClear();
  window.localStorage.clear();
});

describe('useVenueView', () => {
  it('posts one view with the same first-party visitor id after the venue has rendered', async () => {
    const { rerender } = renderHook(({ ready }) => useVenueView(42, ready), { initialProps: { ready: false } });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(typedApi.post).not.toHaveBeenCalled();
    rerender({ ready: true });
    await waitFor(() => expect(typedApi.post).toHaveBeenCalledTimes(1));
    rerender({ ready: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(typedApi.post).toHaveBeenCalledTimes(1);
    const [path, options] = vi.mocked(typedApi.post).mock.calls[0] as unknown as [string, { params: unknown; body: { visitor_id: string } }];
    expect(path).toBe('/fields/{top_physical_id}/views');
    expect(options.params).toEqual({ top_physical_id: 42 });
    const id = options.body.visitor_id;
    expect(id).toMatch(/^[0-9a-f-]{16,64}$/);
    expect(window.localStorage.getItem('vm.visitor')).toBe(id);

    renderHook(() => useVenueView(43, true));
    await waitFor(() => expect(typedApi.post).toHaveBeenCalledTimes(2));
    const second = vi.mocked(typedApi.post).mock.calls[1] as unknown as [string, { body: { visitor_id: string } }];
    expect(second[1].body.visitor_id).toBe(id);
  });
});
