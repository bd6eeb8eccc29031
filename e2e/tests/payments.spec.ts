import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { latestSmsCode, TOKEN_STORAGE_KEY, uniqueMobile, waitForSmsResend } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine, placeOrderThroughApi, topUpThroughSandbox } from '../support/order-fixtures';
import { expectTidy, shoot } from '../support/page-checks';
import { solidPng } from '../support/proof-image';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const OPERATOR = '13700000001';

/** An order of one free day of a demo booth, placed through the API as the checkout would. */
async function placeOrder(request: APIRequestContext, token: string) {
  const day = await findBookableDays(request);
  return placeOrderThroughApi(request, token, [orderLine(day)]);
}

/** GET /api/orders/{id}/status as the buyer. */
async function orderStatus(request: APIRequestContext, token: string, orderId: number): Promise<string> {
  const response = await request.get(`/api/orders/${orderId}/status`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { result: { status: string } }).result.status;
}

/** A page whose localStorage carries `token`, as after a login. */
async function pageAs(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  return context.newPage();
}

/** antd's radio buttons hide the input itself: click the visible label. */
async function chooseMethod(page: Page, name: string): Promise<void> {
  await page.getByTestId('payment-methods').locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

test.describe('payments and wallet', () => {
  test.setTimeout(240_000);

  test('(a) a buyer sets a pay password on the page and pays an order with the balance', async ({ browser, request }) => {
    // A fresh buyer, topped up through the sandbox gateway: no pay password yet, whatever other journeys did.
    const mobile = uniqueMobile();
    const { token } = await loginWhenAllowed(request, mobile);
    const order = await placeOrder(request, token);
    await topUpThroughSandbox(request, token, order.actual_fee);
    const page = await pageAs(browser, token);

    await page.goto('/admin/wallets/index');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^¥[\d,]+\.\d{2}$/);
    await expectTidy(page);
    await shoot(page, 'payments-wallet');

    // The payment page refuses the balance until a pay password exists; its link leads to setting one.
    await page.goto(`/orders/payment/${order.id}`);
    await expect(page.getByText('订单提交成功，请尽快付款！')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '余额支付' })).toBeDisabled();
    await page.getByRole('link', { name: '去设置' }).click();
    await expect(page).toHaveURL(/\/admin\/wallets\/pay-pwd\?from=/);
    await expect(page.getByLabel('手机号')).toHaveValue(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    await waitForSmsResend(request, mobile);
    const before = new Date().toISOString();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('短信验证码').fill(await latestSmsCode(request, mobile, before));
    await page.getByLabel('新支付密码').fill('246810');
    await page.getByLabel('确认支付密码').fill('246810');
    await expectTidy(page);
    await shoot(page, 'payments-pay-pwd');
    await page.getByRole('button', { name: '设置支付密码' }).click();
    await expect(page).toHaveURL(`/orders/payment/${order.id}`);

    // Amount, order number, sub-orders and the folded details.
    await expect(page.getByTestId('payment-amount')).toHaveText(/^¥[\d,]+\.\d{2}$/);
    await expect(page.getByTestId('payment-order-num')).toHaveText(order.order_num);
    await page.getByRole('button', { name: /展开子订单/ }).click();
    await expect(page.getByTestId('sub-orders')).toContainText(`${order.order_num}01`);
    await page.getByRole('button', { name: /查看订单详情/ }).click();
    await expect(page.getByTestId('order-detail').getByRole('table')).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'payments-page-online');

    await page.getByRole('checkbox', { name: '余额支付' }).check();
    await expect(page.getByRole('radio', { name: '支付宝在线支付' })).toHaveCount(0);
    await page.getByRole('button', { name: /确认支付/ }).click();
    const balanceForm = page.getByTestId('balance-pay-form');
    await expect(balanceForm.getByRole('alert')).toHaveText('请输入6位数字支付密码');
    await page.getByLabel('支付密码', { exact: true }).fill('111111');
    await page.getByRole('button', { name: /确认支付/ }).click();
    await expect(balanceForm.getByRole('alert')).toContainText('支付密码错误');
    await page.getByLabel('支付密码', { exact: true }).fill('246810');
    await shoot(page, 'payments-page-balance');
    await page.getByRole('button', { name: /确认支付/ }).click();

    await expect(page).toHaveURL(`/orders/paid/${order.id}`);
    await expect(page.getByText('支付成功，订单已提交供应商审核')).toBeVisible();
    await expect(page.getByTestId('success-order-num')).toHaveText(order.order_num);
    expect(await orderStatus(request, token, order.id)).toBe('paid');
    await expect(page.getByRole('link', { name: '查看全部已完成订单' })).toHaveAttribute('href', '/admin/orders/index?status=finished&page=1');
    await expectTidy(page);
    await shoot(page, 'payments-success');

    // Opening the payment page of a paid order: 订单已支付！ and back to the order list.
    await page.goto(`/orders/payment/${order.id}`);
    await expect(page.getByText('订单已支付！')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/orders\/index/);
  });

  test('(b) online payment through the sandbox Alipay page lands on the paid page', async ({ browser, request }) => {
    const mobile = uniqueMobile();
    const { token } = await loginWhenAllowed(request, mobile);
    const order = await placeOrder(request, token);
    const page = await pageAs(browser, token);

    await page.goto(`/orders/payment/${order.id}`);
    await expect(page.getByRole('radio', { name: '支付宝在线支付' })).toBeChecked();
    // A new buyer has no money and no password: the balance is off.
    await expect(page.getByRole('checkbox', { name: '余额支付' })).toBeDisabled();

    await chooseMethod(page, '扫码支付');
    await expect(page.getByTestId('payment-qr')).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'payments-page-scan-code');

    await chooseMethod(page, '支付宝在线支付');
    await page.getByRole('button', { name: /去支付宝支付/ }).click();
    await expect(page).toHaveURL(/\/dev\/alipay-sandbox\//);
    await shoot(page, 'payments-sandbox-gateway');
    await page
      .getByRole('button', { name: /确认支付|确认付款|支付成功/ })
      .first()
      .click();

    await expect(page).toHaveURL(`/orders/paid/${order.id}`);
    await expect(page.getByText('支付成功，订单已提交供应商审核')).toBeVisible();
    expect(await orderStatus(request, token, order.id)).toBe('paid');
  });

  test('(d) a wallet top-up through the sandbox gateway comes back to the wallet with the money', async ({ browser, request }) => {
    const { token } = await loginWhenAllowed(request, uniqueMobile());
    const page = await pageAs(browser, token);
    await page.goto('/admin/wallets/index');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥0.00');
    await page.getByRole('button', { name: '充值' }).click();
    const dialog = page.getByRole('dialog', { name: '钱包充值' });
    await dialog.getByLabel('充值金额').fill('12.345');
    await dialog.getByRole('button', { name: '去支付宝充值' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请输入正确的金额，最多两位小数');
    await dialog.getByLabel('充值金额').fill('100.50');
    await dialog.getByRole('button', { name: '去支付宝充值' }).click();

    await expect(page).toHaveURL(/\/dev\/alipay-sandbox\//);
    await expect(page.getByText('¥100.50')).toBeVisible();
    await page.getByRole('button', { name: '确认付款' }).click();

    await expect(page).toHaveURL(/\/admin\/wallets\/index\?recharge=/);
    await expect(page.getByTestId('topup-result')).toContainText('充值成功 ¥100.50');
    await expect(page.getByTestId('wallet-balance')).toHaveText('¥100.50');
    await expect(page.getByRole('row').filter({ hasText: '充值' }).filter({ hasText: '+¥100.50' })).toBeVisible();
  });

  test('(c) a bank transfer with proof images, confirmed by the operator, makes the order paid', async ({ browser, request }) => {
    const mobile = uniqueMobile();
    const { token } = await loginWhenAllowed(request, mobile);
    const order = await placeOrder(request, token);
    const buyer = await pageAs(browser, token);

    await buyer.goto(`/orders/payment/${order.id}`);
    await chooseMethod(buyer, '对公转账');
    await expect(buyer.getByTestId('beneficiary')).toContainText('收款账号');
    await buyer.getByRole('button', { name: '提交转账凭证' }).click();
    await expect(buyer.getByTestId('transfer-panel').getByRole('alert')).toHaveText('请上传至少一张转账证明！');

    await buyer
      .getByTestId('transfer-panel')
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'proof-1.png', mimeType: 'image/png', buffer: solidPng(64, 48) },
        { name: 'proof-2.png', mimeType: 'image/png', buffer: solidPng(48, 64, [40, 120, 220]) },
      ]);
    await expect(buyer.getByTestId('transfer-panel').locator('img')).toHaveCount(2);
    await expectTidy(buyer);
    await shoot(buyer, 'payments-page-transfer');
    await buyer.getByRole('button', { name: '提交转账凭证' }).click();
    await expect(buyer.getByTestId('voucher-awaiting')).toContainText('转账凭证已上传');
    await expect(buyer.getByRole('radio', { name: '支付宝在线支付' })).toBeDisabled();

    const operatorLogin = await loginWhenAllowed(request, OPERATOR);
    const operator = await pageAs(browser, operatorLogin.token);
    await operator.goto('/admin/operator/transfers');
    const row = operator.getByRole('row').filter({ hasText: order.order_num });
    await expect(row.getByRole('img')).toHaveCount(2);
    await expectTidy(operator);
    await shoot(operator, 'payments-operator-transfers');
    await row.getByRole('button', { name: '确认收款' }).click();
    await operator.getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(operator.getByText('已确认收款，订单已支付')).toBeVisible();
    await expect(operator.getByRole('row').filter({ hasText: order.order_num })).toHaveCount(0);

    // The buyer's open payment page notices the payment by polling and moves on.
    await expect(buyer).toHaveURL(`/orders/paid/${order.id}`);
    await expect(buyer.getByText('支付成功，订单已提交供应商审核')).toBeVisible();
    expect(await orderStatus(request, token, order.id)).toBe('paid');
  });
});
