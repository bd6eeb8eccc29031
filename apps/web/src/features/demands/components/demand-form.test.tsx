import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import type { DemandFormValues } from '../model/demand-form-values';
import { DemandForm } from './demand-form';

const OPTIONS = {
  cities: [
    { id: 90, name: '上海' },
    { id: 52, name: '北京' },
  ],
  community_types: [{ id: 1, name: '购物中心' }],
  spread_ways: [{ id: 1, name: '路演' }],
  industries: [{ id: 1, name: '快消零售' }],
};
const EMPTY: DemandFormValues = {
  city_ids: [90],
  community_type_ids: [],
  spread_way_ids: [],
  industry_ids: [],
  needs: [],
  pic_url: [],
  start: null,
  end: null,
};

afterEach(() => vi.restoreAllMocks());

function open(initial: Partial<DemandFormValues> = {}, loggedIn = false) {
  const submitted = vi.fn();
  renderWithApp(
    <DemandForm options={OPTIONS} initialValues={{ ...EMPTY, ...initial }} origin={{}} loggedIn={loggedIn} today="2026-12-01" onSubmitted={submitted} />,
  );
  return submitted;
}

describe('DemandForm', { timeout: 90_000 }, () => {
  it('shows every required message, including the paired fields, in the spec order', async () => {
    fakeApi(() => undefined);
    open();
    await userEvent.click(screen.getByRole('button', { name: '提交需求' }));
    for (const message of ['请输入联系人', '请输入联系电话', '请输入验证码', '请输入产品名称', '请输入最小需求面积', '请输入活动预算', '请选择开始时间']) {
      expect(await screen.findByText(message, {}, { timeout: 10_000 })).toBeTruthy();
    }
  });

  it('asks for a mobile before sending a code, and clears a bad mobile on blur', async () => {
    const api = fakeApi(() => undefined);
    open();
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号', {}, { timeout: 10_000 })).toBeTruthy();
    expect(api.mock.calls).toHaveLength(0);
    const mobile = screen.getByPlaceholderText('请输入联系电话');
    await userEvent.type(mobile, '12345');
    fireEvent.blur(mobile);
    await waitFor(() => expect((mobile as HTMLInputElement).value).toBe(''), { timeout: 10_000 });
  });

  it('clears an end before the start with 结束时间应该大于开始时间', async () => {
    fakeApi(() => undefined);
    open({ start: dayjs('2026-12-05'), end: dayjs('2026-12-06') });
    await userEvent.click(screen.getByRole('textbox', { name: '开始时间' }));
    const cell = await waitFor(
      () => {
        const found = document.querySelector('td[title="2026-12-09"]');
        if (!found) throw new Error('no calendar cell');
        return found;
      },
      { timeout: 10_000 },
    );
    await userEvent.click(cell);
    expect(await screen.findByText('结束时间应该大于开始时间', {}, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '结束时间' }) as HTMLInputElement).value).toBe('');
  });

  it('posts the demand of a logged-in person without a code', async () => {
    const api = fakeApi((url, init) => (url.pathname === '/api/appeal' && init?.method === 'POST' ? { result: { id: 42 } } : undefined));
    const submitted = open(
      {
        name: '赵六',
        mobile: '13800000001',
        product: '咖啡',
        minimum_area: '80',
        maximum_area: '20',
        single_field_budget: '3000',
        start: dayjs('2026-12-05'),
        end: dayjs('2026-12-06'),
        needs: ['power'],
      },
      true,
    );
    expect(screen.queryByRole('textbox', { name: '验证码' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交需求' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith(42), { timeout: 10_000 });
    const body = JSON.parse(String(api.mock.calls.find(([input]) => String(input).includes('/api/appeal'))![1]!.body));
    expect(body).toMatchObject({ channel: 'pc', name: '赵六', start: '2026-12-05', end: '2026-12-06', city_ids: [90], power: 1, carport: 0 });
    expect(body.captcha).toBeUndefined();
  });

  it('takes up to 12 scene photos: a 13th says 最多可上传12张活动照片', async () => {
    let uploaded = 0;
    fakeApi((url) => {
      if (url.pathname === '/api/uploads/tokens')
        return {
          result: {
            token: 'tok',
            bucket: 'demand',
            expires_at: new Date(Date.now() + 900_000).toISOString(),
            max_bytes: 3145728,
            max_count: 12,
            accept: '.png',
          },
        };
      if (url.pathname === '/api/uploads') {
        uploaded += 1;
        return {
          result: {
            url: `/files/demand/2026/11/${String(uploaded).padStart(32, '0')}.png`,
            thumbnail_url: null,
            name: 'a.png',
            size: 3,
            content_type: 'image/png',
            bucket: 'demand',
          },
        };
      }
      return undefined;
    });
    open({ pic_url: Array.from({ length: 11 }, (_, i) => `/files/demand/2026/11/${String(100 + i).padStart(32, '0')}.png`) }, true);
    expect(screen.getByText(/最多12张/)).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [new File(['png'], 'a.png', { type: 'image/png' }), new File(['png'], 'b.png', { type: 'image/png' })]);
    expect(await screen.findByText('最多可上传12张活动照片', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(uploaded).toBe(1), { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('上传照片')).toBeNull(), { timeout: 10_000 });
  });
});
