import { expect as baseExpect, test, type Page } from '@playwright/test';
import { latestSmsCode, TOKEN_STORAGE_KEY, uniqueMobile, waitForSmsResend } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine, payThroughSandbox, placeOrderThroughApi } from '../support/order-fixtures';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const SUPPLIER = '13900000001';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';

/** 去签署 → 获取验证码 → the code from the development outbox → 确认签署. */
async function signOnPage(page: Page, request: Parameters<typeof waitForSmsResend>[0], mobile: string, button: ReturnType<Page['getByRole']>) {
  await waitForSmsResend(request, mobile);
  const before = new Date().toISOString();
  await button.click();
  const dialog = page.getByTestId('sign-contract-dialog');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await dialog.getByLabel('短信验证码').fill(await latestSmsCode(request, mobile, before));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认签署/ })
    .click();
  await expect(page.getByText('签署成功').first()).toBeVisible();
}

test.describe('lease contracts', () => {
  test.setTimeout(240_000);

  test('an approved sub-order gets a contract: the buyer signs on the order page, the supplier in its list; nobody else reads it', async ({
    page,
    request,
  }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    const buyerMobile = uniqueMobile();
    const buyer = await loginWhenAllowed(request, buyerMobile);
    const stranger = await loginWhenAllowed(request, uniqueMobile());

    const day = await findBookableDays(request, { supplierId: supplier.id, days: 1 });
    const order = await placeOrderThroughApi(request, buyer.token, [orderLine(day)]);
    await payThroughSandbox(request, buyer.token, order.id);
    const detail = await request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    const item = ((await detail.json()) as { result: { resources: { id: number; order_num: string }[] } }).result.resources[0]!;
    const approved = await request.post(`/api/order_items/${item.id}/approve`, { headers: { authorization: `Bearer ${supplier.token}` }, data: {} });
    expect(approved.status()).toBe(200);

    const contracts = await request.get(`/api/contracts?order_id=${order.id}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    const [contract] = ((await contracts.json()) as { result: { id: number; order_num: string; status: string }[] }).result;
    expect(contract).toMatchObject({ order_num: item.order_num, status: 'awaiting_signatures' });
    expect((await request.get(`/api/contracts/${contract!.id}/pdf`, { headers: { authorization: `Bearer ${stranger.token}` } })).status()).toBe(403);

    // The buyer signs on the order's page.
    await page.goto('/home/index');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, buyer.token] as const);
    await page.goto(`/admin/orders/view/${order.id}`);
    const panel = page.getByTestId(`contract-${contract!.id}`);
    await expect(panel).toContainText('待签署');
    await expect(panel).toContainText(item.order_num);
    await page.screenshot({ path: `${SHOTS}/contract-order-page.png`, fullPage: true });
    await signOnPage(page, request, buyerMobile, panel.getByRole('button', { name: '去签署' }));
    await expect(panel.getByTestId('signer-buyer')).toContainText('已签署');
    await expect(panel.getByRole('button', { name: '去签署' })).toHaveCount(0);

    // The supplier signs from its list of sub-orders.
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, supplier.token] as const);
    await page.goto(`/admin/supplier/order-items?status=approved&keyword=${item.order_num}`);
    const cell = page.getByTestId(`sub-order-contract-${item.id}`);
    await expect(cell).toContainText('待签署');
    await signOnPage(page, request, SUPPLIER, cell.getByRole('button', { name: '去签署' }));
    await expect(cell).toContainText('已签署');

    const certificate = await request.get(`/api/contracts/${contract!.id}/certificate`, { headers: { authorization: `Bearer ${buyer.token}` } });
    const body = (await certificate.json()) as { result: { url: string; result: string; signers: { role: string }[] } };
    expect(body.result).toMatchObject({ url: `/api/contracts/${contract!.id}/pdf`, result: 'signed' });
    expect(body.result.signers.map((signer) => signer.role)).toEqual(['buyer', 'supplier']);
    const pdf = await request.get(body.result.url, { headers: { authorization: `Bearer ${supplier.token}` } });
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).toString('latin1').match(/\/Type \/Sig\b/g)?.length).toBe(2);
  });
});
