import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp, testLocation } from '@/shared/test/test-app';
import { HomeInfoPage } from './home-info-page';

type Application = Record<string, unknown> | null;
let mine: Application;
let applyAnswer: { result: unknown } | { status: number; msg: string } | undefined;
let api: ReturnType<typeof fakeApi>;

const application = (over: Record<string, unknown> = {}) => ({
  id: 7,
  type: 1,
  type_name: '场地供应商',
  connect_name: '上海星河商业管理有限公司',
  mobile: '13912345678',
  status: 'pending',
  status_name: '待审核',
  reason: null,
  incomplete: false,
  created_at: '2026-11-23T10:00:00+08:00',
  reviewed_at: null,
  applicant: { id: 5, mobile: '13812340000', name: '', roles: ['business'] },
  ...over,
});

const intro = (heading: string) => ({ heading, summary: `${heading}的介绍`, points: [{ title: '承接需求', text: '在需求大厅接单。' }] });
const HOME_INFO = {
  intros: { '1': intro('场地供应商入驻'), '2': intro('代理商入驻'), '3': intro('服务商入驻') },
  steps: ['提交入驻申请', '平台审核', '开通后台'],
};

const posted = () =>
  api.mock.calls
    .filter(([input, init]) => new URL(String(input), 'http://localhost').pathname === '/api/supplier_applications' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-applicant');
  mine = null;
  applyAnswer = undefined;
  api = fakeApi((url, init) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 5, name: '', mobile: '13812340000', product: '', email: null, consumption_point: 0, roles: ['business'] } };
    if (url.pathname === '/api/supplier_applications/mine') return { result: mine };
    if (url.pathname === '/api/home_info') return { result: HOME_INFO };
    if (url.pathname === '/api/supplier_applications' && init?.method === 'POST') {
      if (applyAnswer) return applyAnswer;
      const body = JSON.parse(String(init.body)) as { type: number; connect_name: string; mobile: string };
      mine = application({ type: body.type, type_name: body.type === 2 ? '代理商' : '场地供应商', connect_name: body.connect_name, mobile: body.mobile });
      return { result: { id: 7 } };
    }
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const open = (route = '/home/info?type=2') => renderWithApp(<HomeInfoPage />, { route, path: '/home/info' });

describe('HomeInfoPage', { timeout: 20_000 }, () => {
  it('opens the tab named by type and applies with the spec messages', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: '代理商入驻' }, { timeout: 10_000 })).toBeTruthy();
    const name = await screen.findByPlaceholderText('请输入公司名称');
    const phone = screen.getByPlaceholderText('请输入联系电话');
    expect((phone as HTMLInputElement).value).toBe('13812340000');
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入公司名称')).toBeTruthy();
    expect(await screen.findByText('请输入联系电话')).toBeTruthy();
    await user.type(phone, '0215555');
    await user.type(name, '  星河代理有限公司 ');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请输入有效的手机号')).toBeTruthy();
    expect(posted()).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('申请成功', undefined, { timeout: 5000 })).toBeTruthy();
    expect(posted()).toEqual([{ type: 2, connect_name: '星河代理有限公司', mobile: '13912345678' }]);
    // The status replaces the form once the application is read again.
    expect(await screen.findByText('申请已提交，等待平台审核')).toBeTruthy();
    expect(screen.getByText('待审核')).toBeTruthy();
    expect(screen.getByText('星河代理有限公司')).toBeTruthy();
  });

  it('switches tabs through the type in the URL', async () => {
    const user = userEvent.setup();
    open('/home/info');
    expect(await screen.findByRole('heading', { name: '场地供应商入驻' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '服务商' }));
    expect(await screen.findByRole('heading', { name: '服务商入驻' })).toBeTruthy();
    expect(testLocation()).toBe('/home/info?type=3');
  });

  it('shows the server’s refusal', async () => {
    applyAnswer = { status: 409, msg: '您已有待审核的入驻申请' };
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByPlaceholderText('请输入公司名称'), '星河');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('您已有待审核的入驻申请')).toBeTruthy();
  });

  it('shows a refusal with its reason above the form', async () => {
    mine = application({ status: 'refused', status_name: '已拒绝', reason: '联系电话无法接通' });
    open('/home/info?type=1');
    expect(await screen.findByText('您的场地供应商申请未通过审核')).toBeTruthy();
    expect(screen.getByText('原因：联系电话无法接通。您可以修改信息后重新提交。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '提交申请' })).toBeTruthy();
  });

  it('asks a person who registered with a type for the company name', async () => {
    mine = application({ connect_name: '', mobile: '13812340000', incomplete: true });
    const user = userEvent.setup();
    open('/home/info?type=2');
    expect(await screen.findByText('您注册的身份为场地供应商，需平台审核后开通')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入公司名称'), '星河商业');
    await user.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(posted()).toEqual([{ type: 1, connect_name: '星河商业', mobile: '13812340000' }]));
  });

  it('asks a visitor to log in first', async () => {
    window.localStorage.clear();
    open('/home/info?type=1');
    expect(await screen.findByRole('button', { name: '登录后申请' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入公司名称')).toBeNull();
  });
});
