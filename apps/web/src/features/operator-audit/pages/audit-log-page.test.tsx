import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { AuditLogPage } from './audit-log-page';

const entry = {
  id: 41,
  operator_id: 1,
  operator: { mobile: '13700000001', name: '平台运营' },
  action: 'article.update',
  target: 'article:12',
  target_type: 'article',
  target_id: '12',
  before: { title: '入驻须知', article_type_id: 3, status: 'draft' },
  after: { title: '入驻须知（新）', article_type_id: 17, status: 'published' },
  created_at: '2026-11-24T09:30:12+08:00',
};

const bigOrder = {
  ...entry,
  id: 42,
  action: 'big_order.place',
  target: 'order:7',
  target_type: 'order',
  target_id: '7',
  before: null,
  after: { buyer: '周女士（138****6099）', order_num: 'B990001', actual_fee: 862000 },
};

const withdrawal = {
  ...entry,
  id: 43,
  action: 'withdrawal.pay',
  target: 'withdrawal:5',
  target_type: 'withdrawal',
  target_id: '5',
  before: { status: 'pending' },
  after: { status: 'paid', channel: 'bank', reference: 'CMB20261216001', bank_account_id: 9 },
};

// The sweep's job settles a deposit (no operator: 系统), as the demo data records it.
const deposit = {
  ...entry,
  id: 44,
  operator_id: null,
  operator: null,
  action: 'deposit.settle',
  target: 'deposit:3',
  target_type: 'deposit',
  target_id: '3',
  before: null,
  after: { summary: '押金3700.00元已结算', status: 'settled', claim_status: 'accepted', refunded: 259000, deducted: 111000 },
};

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-operator');
  fakeApi((url) => {
    if (url.pathname === '/api/users/current')
      return { result: { id: 1, name: '平台运营', mobile: '13700000001', product: '', email: null, consumption_point: 0, roles: ['operator'] } };
    if (url.pathname === '/api/operator/audit_logs') return { result: { data: [entry, bigOrder, withdrawal, deposit], total: 4, page: 1, page_size: 20 } };
    if (url.pathname === '/api/article_types')
      return {
        result: [
          { id: 3, name: '常见问题', kind: 'help' },
          { id: 17, name: '公司新闻', kind: 'news' },
        ],
      };
    return undefined;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('AuditLogPage', { timeout: 60_000 }, () => {
  it('names an article entry’s category, status and fields in Chinese, not by their codes', async () => {
    renderWithApp(<AuditLogPage />);
    expect(await screen.findByText('编辑文章', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('常见问题')).toBeTruthy();
    expect(screen.getByText('公司新闻')).toBeTruthy();
    expect(screen.getAllByText('分类：')).toHaveLength(2);
    expect(screen.getByText('草稿')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    expect(screen.getByText('文章 12')).toBeTruthy();
  });

  it('shows money in yuan and the customer by name and masked mobile', async () => {
    renderWithApp(<AuditLogPage />);
    expect(await screen.findByText('¥8,620.00', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('实付：')).toBeTruthy();
    expect(screen.getByText('周女士（138****6099）')).toBeTruthy();
    expect(screen.queryByText(/（分）/)).toBeNull();
  });

  it('names a withdrawal’s action and fields in Chinese, never by their codes', async () => {
    renderWithApp(<AuditLogPage />);
    expect(await screen.findByText('提现打款', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('提现 5')).toBeTruthy();
    expect(screen.getByText('收款账户：')).toBeTruthy();
    expect(screen.getByText('打款方式：')).toBeTruthy();
    expect(screen.getByText('银行转账')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/withdrawal\.pay|bank_account_id/);
  });

  it('names a deposit settlement, its states and its amounts in Chinese (they showed 其他操作, settled, accepted and 111000)', async () => {
    renderWithApp(<AuditLogPage />);
    expect(await screen.findByText('押金结算', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('押金 3')).toBeTruthy();
    expect(screen.getByText('已结算')).toBeTruthy();
    expect(screen.getByText('扣除申请：')).toBeTruthy();
    expect(screen.getByText('买家已同意')).toBeTruthy();
    expect(screen.getByText('扣除金额：')).toBeTruthy();
    expect(screen.getByText('¥1,110.00')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/settled|accepted|其他操作|其他字段/);
  });
});
