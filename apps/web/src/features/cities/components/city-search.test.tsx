import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CITY_STORAGE_KEY, type City } from '@/shared/city/current-city';
import { fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { CityListPage } from '../pages/city-list-page';
import { CitySearch } from './city-search';
import { groupByInitial, searchCities } from './city-search-model';

const city = (id: number, name: string, en_name: string, domain_name: string): City => ({ id, province_id: 1, name, en_name, domain_name });
const CITIES = [city(90, '上海', 'Shanghai', 'sh'), city(52, '北京', 'Beijing', 'bj'), city(199, '深圳', 'Shenzhen', 'sz'), city(238, '成都', 'Chengdu', 'cd')];

describe('searchCities', () => {
  it('matches the Chinese name, the pinyin or the domain prefix, ignoring case', () => {
    expect(searchCities(CITIES, '上').map((item) => item.id)).toEqual([90]);
    expect(searchCities(CITIES, 'SH').map((item) => item.id)).toEqual([90, 199]);
    expect(searchCities(CITIES, 'bei jing').map((item) => item.id)).toEqual([52]);
    expect(searchCities(CITIES, 'cd').map((item) => item.id)).toEqual([238]);
    expect(searchCities(CITIES, '  ')).toEqual([]);
    expect(searchCities(CITIES, '拉萨')).toEqual([]);
  });

  it('groups by the first pinyin letter, in order', () => {
    expect(groupByInitial(CITIES).map(([letter, list]) => [letter, list.map((item) => item.name)])).toEqual([
      ['B', ['北京']],
      ['C', ['成都']],
      ['S', ['上海', '深圳']],
    ]);
  });
});

describe('CitySearch', () => {
  afterEach(() => cleanup());

  it('lists matches while typing and picks the one clicked', () => {
    const onPick = vi.fn();
    render(<CitySearch cities={CITIES} onPick={onPick} />);
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索城市' }), { target: { value: 'sh' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['上海Shanghai · sh', '深圳Shenzhen · sz']);
    fireEvent.click(screen.getByRole('button', { name: /深圳/ }));
    expect(onPick).toHaveBeenCalledWith(CITIES[2]);
  });

  it('says 未找到匹配的城市 when nothing matches, and Enter picks nothing', () => {
    const onPick = vi.fn();
    render(<CitySearch cities={CITIES} onPick={onPick} />);
    const box = screen.getByRole('searchbox', { name: '搜索城市' });
    fireEvent.change(box, { target: { value: '乌鲁木齐' } });
    expect(screen.getByRole('status').textContent).toBe('未找到匹配的城市');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('Enter picks the first match', () => {
    const onPick = vi.fn();
    render(<CitySearch cities={CITIES} onPick={onPick} />);
    const box = screen.getByRole('searchbox', { name: '搜索城市' });
    fireEvent.change(box, { target: { value: '北' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith(CITIES[1]);
  });
});

describe('CityListPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    fakeApi((url) => (url.pathname === '/api/cities' ? { result: CITIES } : undefined));
  });
  afterEach(() => cleanup());

  it('choosing a city makes it the current city and goes to the home page', async () => {
    renderWithApp(<CityListPage />, { route: '/cities/list', path: '/cities/list' });
    expect(await screen.findByText('热门城市')).toBeTruthy();
    fireEvent.change(await screen.findByRole('searchbox', { name: '搜索城市' }), { target: { value: 'chengdu' } });
    fireEvent.click(within(screen.getByRole('list', { name: '匹配的城市' })).getByRole('button', { name: /成都/ }));
    await waitFor(() => expect(testLocation()).toBe('/home/index'));
    expect(JSON.parse(window.localStorage.getItem(CITY_STORAGE_KEY) ?? '{}')).toEqual({ id: 238, name: '成都' });
  });
});
