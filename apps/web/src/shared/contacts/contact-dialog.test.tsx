import type { Contact } from '@vm/contracts/contacts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calledUrls, fakeApi, renderWithApp } from '../test/test-app';
import { ContactDialog } from './contact-dialog';

const saved: Contact = {
  id: 41,
  name: '王经理',
  mobile: '13912345678',
  is_default: false,
  province_id: null,
  city_id: null,
  district_id: null,
  address: '',
  province: null,
  city: null,
  district: null,
};

let clock = 0;
beforeEach(() => {
  // Every case is a fresh visit: step past the client's 1 s duplicate-POST window.
  clock += 10_000;
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function api() {
  return fakeApi((url, init) => {
    if (url.pathname === '/api/regions/provinces') return { result: [{ id: 31, name: '上海市' }] };
    if (url.pathname === '/api/contacts' && init?.method === 'POST') return { result: { ...saved, ...JSON.parse(String(init.body)) } };
    if (url.pathname === '/api/contacts/41' && init?.method === 'PUT') return { result: { ...saved, ...JSON.parse(String(init.body)) } };
    return undefined;
  });
}

function dialog() {
  return within(screen.getByRole('dialog'));
}

describe('ContactDialog', () => {
  it('says what is missing, in the spec words, and sends nothing', async () => {
    const fetchMock = api();
    const onSaved = vi.fn();
    renderWithApp(<ContactDialog open contact={null} onClose={() => undefined} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(dialog().getByText('新增联系人')).toBeTruthy();

    await user.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入联系人')).toBeTruthy();
    expect(dialog().getByText('请输入联系人电话')).toBeTruthy();

    await user.type(dialog().getByPlaceholderText('请输入联系人'), '王经理');
    await user.type(dialog().getByPlaceholderText('请输入联系人电话'), '2391234567');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入有效的手机号')).toBeTruthy();
    await waitFor(() => expect(dialog().queryByText('请输入联系人')).toBeNull());
    expect(calledUrls(fetchMock, '/api/contacts')).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('adds a valid contact and hands it back', async () => {
    const fetchMock = api();
    const onSaved = vi.fn();
    renderWithApp(<ContactDialog open contact={null} onClose={() => undefined} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.type(dialog().getByPlaceholderText('请输入联系人'), ' 王经理 ');
    await user.type(dialog().getByPlaceholderText('请输入联系人电话'), '13912345678');
    await user.click(dialog().getByRole('button', { name: '保存' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ name: '王经理', mobile: '13912345678', is_default: false });
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 41, name: '王经理' });
  });

  it('edits a contact with PUT, starting from its values', async () => {
    const fetchMock = api();
    const onSaved = vi.fn();
    renderWithApp(<ContactDialog open contact={saved} onClose={() => undefined} onSaved={onSaved} />);
    const user = userEvent.setup();
    expect(dialog().getByText('编辑联系人')).toBeTruthy();
    const name = dialog().getByPlaceholderText<HTMLInputElement>('请输入联系人');
    expect(name.value).toBe('王经理');
    await user.clear(name);
    await user.click(dialog().getByRole('button', { name: '保存' }));
    expect(await dialog().findByText('请输入联系人')).toBeTruthy();
    await user.type(name, '李主管');
    await user.click(dialog().getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calledUrls(fetchMock, '/api/contacts/41')).toHaveLength(1);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 41, name: '李主管' });
  });
});
