import type { UserMessage } from '@vm/contracts/user-messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { calledUrls, fakeApi, renderWithApp } from '@/shared/test/test-app';
import { messageLink } from '../components/message-link';
import { MessagesPage } from './messages-page';

const message = (id: number, title: string, read: boolean, target: Pick<UserMessage, 'target_type' | 'target_id'>): UserMessage => ({
  id,
  type: 'order.paid',
  title,
  body: `${title}的内容`,
  ...target,
  is_read: read ? 1 : 0,
  read_at: read ? '2026-11-22T10:00:00+08:00' : null,
  created_at: '2026-11-22T09:00:00+08:00',
});

let messages: UserMessage[];

describe('MessagesPage', () => {
  beforeEach(() => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-abc');
    messages = [message(2, '支付成功', false, { target_type: 'order', target_id: 7 }), message(1, '订单已提交', true, { target_type: 'order', target_id: 7 })];
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    window.localStorage.clear();
  });

  it('lists the messages, marks one read (and reloads the list), links to what it is about', async () => {
    const api = fakeApi((url, init) => {
      const unread = messages.filter((item) => item.is_read === 0).length;
      if (url.pathname === '/api/user_messages' && (init?.method ?? 'GET') === 'GET')
        return { result: { data: messages, total: messages.length, page: 1, page_size: 10, unread_count: unread } };
      if (url.pathname === '/api/user_messages/2/read' && init?.method === 'PUT') {
        messages = messages.map((item) => (item.id === 2 ? { ...item, is_read: 1 as const, read_at: '2026-11-22T11:00:00+08:00' } : item));
        return { result: { unread_count: 0 } };
      }
      return undefined;
    });
    renderWithApp(<MessagesPage />, { route: '/admin/messages/index' });
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['0', '1']);
    expect(screen.getByRole('tab', { name: '未读消息（1）' })).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: '查看详情' }).getAttribute('href')).toBe('/admin/orders/view/7');

    fireEvent.click(within(items[0]!).getByRole('button', { name: '标为已读' }));
    await waitFor(() => expect(screen.getAllByTestId('message-item')[0]!.getAttribute('data-read')).toBe('1'));
    expect(calledUrls(api, '/api/user_messages/2/read')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '全部标为已读' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when there is nothing', async () => {
    fakeApi((url) => (url.pathname === '/api/user_messages' ? { result: { data: [], total: 0, page: 1, page_size: 10, unread_count: 0 } } : undefined));
    renderWithApp(<MessagesPage />, { route: '/admin/messages/index' });
    expect(await screen.findByText('暂无消息')).toBeTruthy();
  });
});

describe('messageLink', () => {
  it('leads to the order, the venue, the reviews or the invoices; nowhere for pages that do not exist here', () => {
    expect(messageLink({ target_type: 'order', target_id: 3 })).toBe('/admin/orders/view/3');
    expect(messageLink({ target_type: 'venue', target_id: 9 })).toBe('/fields/9');
    expect(messageLink({ target_type: 'comments', target_id: null })).toBe('/admin/comments/index?tab=done');
    expect(messageLink({ target_type: 'demand', target_id: 4 })).toBe('/admin/demands/index');
    expect(messageLink({ target_type: 'invoice', target_id: 2 })).toBe('/admin/invoices?tab=invoices');
    expect(messageLink({ target_type: null, target_id: null })).toBeNull();
  });
});
