import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typedApi } from '../api/typed-api';
import { calledUrls, fakeApi, renderWithApp } from '../test/test-app';
import { QueryState } from './query-state';

function Cities() {
  const cities = useQuery({ queryKey: ['cities', 'test'], queryFn: ({ signal }) => typedApi.get('/cities', { signal }) });
  return (
    <QueryState query={cities} loading={<p>正在加载城市</p>} isEmpty={(list) => list.length === 0} empty="暂无城市">
      {(list) => (
        <ul>
          {list.map((city) => (
            <li key={city.id}>{city.name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading view, then the data', async () => {
    fakeApi((url) => (url.pathname === '/api/cities' ? { result: [{ id: 90, name: '杭州', letter: 'H' }] } : undefined));
    renderWithApp(<Cities />);
    expect(screen.getByText('正在加载城市')).toBeTruthy();
    expect(await screen.findByText('杭州')).toBeTruthy();
  });

  it('shows the empty text when the answer has nothing', async () => {
    fakeApi(() => ({ result: [] }));
    renderWithApp(<Cities />);
    expect(await screen.findByText('暂无城市')).toBeTruthy();
  });

  it("shows the server's message on failure and loads again on 重新加载", async () => {
    let fail = true;
    const fetch = fakeApi(() => (fail ? { status: 500, msg: '服务器开小差了' } : { result: [{ id: 1, name: '北京', letter: 'B' }] }));
    renderWithApp(<Cities />);
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('北京')).toBeTruthy();
    expect(calledUrls(fetch, '/api/cities')).toHaveLength(2);
  });
});
