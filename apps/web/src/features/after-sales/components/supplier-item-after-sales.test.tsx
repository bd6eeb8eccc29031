import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/shared/auth/token-store';
import { fakeApi, renderWithApp } from '@/shared/test/test-app';
import { forgetUploadTokens } from '@/shared/upload/upload-api';
import { canClaimDeposit, SupplierItemAfterSales } from './supplier-item-after-sales';

let api: ReturnType<typeof fakeApi>;
let uploaded: number;
let deposit: Record<string, unknown>;
const bodiesOf = (path: string): unknown[] =>
  api.mock.calls
    .filter(([input, init]) => init?.method === 'POST' && new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));

beforeEach(() => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-supplier');
  forgetUploadTokens();
  uploaded = 0;
  deposit = { deposit: 50_000, status: 'held', refunded: 0, deducted: 0, release_at: '2099-12-06T00:00:00.000+08:00', claim: null };
  api = fakeApi((url) => {
    if (url.pathname === '/api/uploads/tokens')
      return {
        result: {
          token: 'tok-1',
          bucket: 'evidence',
          expires_at: new Date(Date.now() + 900_000).toISOString(),
          max_bytes: 5_000_000,
          max_count: 9,
          accept: '.jpg',
        },
      };
    if (url.pathname === '/api/uploads') {
      uploaded += 1;
      return {
        result: { url: `/files/evidence/p${uploaded}.jpg`, thumbnail_url: null, name: 'p.jpg', size: 100, content_type: 'image/jpeg', bucket: 'evidence' },
      };
    }
    if (url.pathname === '/api/order_items/501/delivery_proofs') return { result: { id: 1 } };
    if (url.pathname === '/api/order_items/501/deposit_claim') return { result: { id: 4 } };
    if (url.pathname === '/api/order_items/501/deposit') return { result: deposit };
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
  document.body.innerHTML = '';
});

const jpg = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

describe('SupplierItemAfterSales', () => {
  it('上传履约照片: the photos picked are uploaded and posted as one proof', async () => {
    renderWithApp(<SupplierItemAfterSales item={{ id: 501, order_num: 'S1', status: 'executing', end: '2099-12-03', deposit: 0 }} />);
    expect(screen.getByRole('button', { name: /上传履约照片/ })).toBeTruthy();
    fireEvent.change(screen.getByTestId('proof-input-501'), { target: { files: [jpg('a.jpg'), jpg('b.jpg')] } });
    await waitFor(() => expect(bodiesOf('/api/order_items/501/delivery_proofs')).toEqual([{ images: ['/files/evidence/p1.jpg', '/files/evidence/p2.jpg'] }]));
    expect(await screen.findByText(/已上传2张履约照片/)).toBeTruthy();
  });

  it('nothing before execution', () => {
    renderWithApp(<SupplierItemAfterSales item={{ id: 501, order_num: 'S1', status: 'approved', end: '2099-12-03', deposit: 0 }} />);
    expect(screen.queryByRole('button', { name: /上传履约照片/ })).toBeNull();
  });

  it('扣押金 sends the amount in fen, the reason and the photos', async () => {
    const end = new Date(Date.now() - 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);
    renderWithApp(<SupplierItemAfterSales item={{ id: 501, order_num: 'S1', status: 'finished', end, deposit: 50_000 }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '扣押金' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('扣除金额'), '120');
    await user.type(screen.getByPlaceholderText(/撤展后地面需清洁/), '地面油污');
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [jpg('c.jpg')] } });
    await screen.findByText('c.jpg', undefined, { timeout: 3000 }).catch(() => undefined);
    await waitFor(() => expect(uploaded).toBe(1));
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(bodiesOf('/api/order_items/501/deposit_claim')).toEqual([{ amount: 12_000, reason: '地面油污', images: ['/files/evidence/p1.jpg'] }]),
    );
  });

  it('no 扣押金 once the deposit has a claim (the claim shows on the order instead)', async () => {
    deposit = {
      ...deposit,
      status: 'claimed',
      claim: { id: 4, amount: 12_000, reason: '地面油污', images: [], status: 'claimed', decided_amount: null, created_at: '2026-12-04T10:00:00.000+08:00' },
    };
    const end = new Date(Date.now() - 86_400_000 + 8 * 3600_000).toISOString().slice(0, 10);
    renderWithApp(<SupplierItemAfterSales item={{ id: 501, order_num: 'S1', status: 'finished', end, deposit: 50_000 }} />);
    await waitFor(() => expect(api.mock.calls.some(([input]) => String(input).includes('/api/order_items/501/deposit'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: '扣押金' })).toBeNull();
    expect(screen.getByRole('button', { name: /上传履约照片/ })).toBeTruthy();
  });
});

describe('canClaimDeposit', () => {
  const at = (date: string) => new Date(`${date}T12:00:00+08:00`);
  it('within 3 days after the sub-order finished, when it has a deposit', () => {
    const item = { id: 1, order_num: 'S', status: 'finished', end: '2026-12-03', deposit: 100 };
    expect(canClaimDeposit(item, at('2026-12-06'))).toBe(true);
    expect(canClaimDeposit(item, at('2026-12-07'))).toBe(false);
    expect(canClaimDeposit({ ...item, deposit: 0 }, at('2026-12-04'))).toBe(false);
    expect(canClaimDeposit({ ...item, status: 'executing' }, at('2026-12-04'))).toBe(false);
  });
});
