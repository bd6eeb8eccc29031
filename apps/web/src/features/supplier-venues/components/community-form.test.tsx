import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { CommunityForm } from './community-form';

// Antd forms in happy-dom are slow on a shared two-core machine; the assertions do not depend on time.
vi.setConfig({ testTimeout: 90_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api() {
  return fakeApi((url) => {
    if (url.pathname === '/api/cities')
      return {
        result: [{ id: 90, province_id: 9, name: '上海', en_name: 'shanghai', domain_name: 'sh', latitude: 31.23, longitude: 121.47, is_default: true }],
      };
    if (url.pathname === '/api/regions/districts') return { result: [{ id: 901, city_id: 90, name: '静安区' }] };
    if (url.pathname === '/api/community_types') return { result: [{ id: 3, name: '购物中心' }] };
    if (url.pathname === '/api/location_types')
      return {
        result: [
          { id: 1, name: '核心商圈' },
          { id: 2, name: '社区商业' },
        ],
      };
    if (url.pathname === '/api/regions/trading_areas') return { result: [{ id: 11, city_id: 90, district_id: 901, name: '南京西路' }] };
    if (url.pathname === '/api/regions/subway_lines')
      return {
        result: [
          {
            id: 2,
            city_id: 90,
            name: '2号线',
            color: '#97D700',
            stations: [
              { id: 21, name: '南京西路' },
              { id: 22, name: '静安寺' },
            ],
          },
          {
            id: 7,
            city_id: 90,
            name: '7号线',
            color: '#ED6E00',
            stations: [
              { id: 22, name: '静安寺' },
              { id: 71, name: '常熟路' },
            ],
          },
        ],
      };
    if (url.pathname === '/api/labels')
      return {
        result: [
          { id: 1, name: '地铁沿线', type: 1 },
          { id: 3, name: '网红打卡', type: 1 },
        ],
      };
    if (url.pathname === '/api/site_config') return { result: { map_tile_url: 'http://127.0.0.1:1/{z}/{x}/{y}.png' } };
    return undefined;
  });
}

const dialog = () => within(screen.getByRole('dialog'));

/** Opens a select once it is enabled and picks an option (of the dropdown just opened). */
async function choose(label: string, option: string) {
  const box = dialog().getByRole<HTMLInputElement>('combobox', { name: label });
  await waitFor(() => expect(box.disabled).toBe(false));
  fireEvent.mouseDown(box);
  const items = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' }, { timeout: 5000 });
  fireEvent.click(items[items.length - 1]!);
}

describe('CommunityForm', () => {
  it('names every missing field and sends nothing', async () => {
    api();
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    renderWithApp(<CommunityForm open initial={null} onClose={() => undefined} onSubmit={onSubmit} />);
    await userEvent.setup().click(dialog().getByRole('button', { name: '保存' }));
    for (const message of ['请输入社区名称', '请选择城市', '请选择区县', '请输入详细地址', '请选择社区类型', '请在地图上选择位置']) {
      expect(await dialog().findByText(message, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen city, district, type and map point, text trimmed', async () => {
    api();
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    const onClose = vi.fn();
    renderWithApp(<CommunityForm open initial={null} onClose={onClose} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(dialog().getByPlaceholderText('如：静安大悦城'), ' 静安广场 ');
    await choose('城市', '上海');
    await choose('区县', '静安区');
    await user.type(dialog().getByPlaceholderText('街道、门牌号'), '南京西路1266号');
    await choose('社区类型', '购物中心');
    fireEvent.change(dialog().getByRole('spinbutton', { name: '纬度' }), { target: { value: '31.229' } });
    fireEvent.blur(dialog().getByRole('spinbutton', { name: '纬度' }));
    fireEvent.change(dialog().getByRole('spinbutton', { name: '经度' }), { target: { value: '121.455' } });
    fireEvent.blur(dialog().getByRole('spinbutton', { name: '经度' }));
    await user.click(dialog().getByRole('button', { name: '保存' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: '静安广场',
      city_id: 90,
      district_id: 901,
      address: '南京西路1266号',
      latitude: 31.229,
      longitude: 121.455,
      community_type_id: 3,
      trading_area_id: null,
      subway_line_id: null,
      subway_station_id: null,
      year: null,
      person_flow: 0,
      label_ids: [],
      images: [],
      description: '',
      agent_for: '',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends the optional trading area, subway line and station, year, labels and flow', async () => {
    api();
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    renderWithApp(
      <CommunityForm
        open
        initial={{
          id: 5,
          name: '静安广场',
          city_id: 90,
          district_id: 901,
          address: '南京西路1266号',
          community_type_id: 3,
          point: { latitude: 31.2, longitude: 121.4 },
        }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await choose('商圈', '南京西路');
    await choose('地铁线路', '7号线');
    // The station list is the line's: 常熟路 is on 7号线 only.
    await choose('地铁站', '常熟路');
    await user.type(dialog().getByRole('textbox', { name: '建成年份' }), '2008');
    fireEvent.change(dialog().getByRole('spinbutton', { name: '日均人流量' }), { target: { value: '30000' } });
    fireEvent.blur(dialog().getByRole('spinbutton', { name: '日均人流量' }));
    await choose('社区标签', '网红打卡');
    await user.click(dialog().getByRole('button', { name: '保存' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ trading_area_id: 11, subway_line_id: 7, subway_station_id: 71, year: 2008, person_flow: 30000, label_ids: [3] }),
    );
  });

  it('refuses a year that is not 19xx or 20xx, and keeps what an edit does not show', async () => {
    api();
    const onSubmit = vi.fn(async () => ({ id: 1 }));
    renderWithApp(
      <CommunityForm
        open
        initial={{
          id: 5,
          name: '静安广场',
          city_id: 90,
          district_id: 901,
          address: '南京西路1266号',
          community_type_id: 3,
          location_type_id: 2,
          point: { latitude: 31.2, longitude: 121.4 },
          year: '1850',
          label_ids: [1],
          images: ['/files/venue/2026/11/a.jpg'],
          description: '老牌商场',
          subway_line_id: 2,
          subway_station_id: 21,
        }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const user = userEvent.setup();
    await user.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入有效的年份（19xx或20xx）', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    const year = dialog().getByRole('textbox', { name: '建成年份' });
    await user.clear(year);
    await user.type(year, '1998');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        year: 1998,
        location_type_id: 2,
        label_ids: [1],
        images: ['/files/venue/2026/11/a.jpg'],
        description: '老牌商场',
        subway_line_id: 2,
        subway_station_id: 21,
      }),
    );
  });

  it("puts the server's field messages under the fields", async () => {
    api();
    const { ApiError } = await import('@/shared/api/api-error');
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, '请在地图上选择纬度', { fieldErrors: { latitude: '纬度不正确', name: '商场/社区名称最多60个字' } });
    });
    renderWithApp(
      <CommunityForm
        open
        initial={{
          id: 5,
          name: '静安广场',
          city_id: 90,
          district_id: 901,
          address: '南京西路1266号',
          community_type_id: 3,
          point: { latitude: 31.2, longitude: 121.4 },
        }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    expect(dialog().getByText('编辑社区')).toBeTruthy();
    await userEvent.setup().click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('纬度不正确')).toBeTruthy();
    expect(dialog().getByText('商场/社区名称最多60个字')).toBeTruthy();
  });
});
