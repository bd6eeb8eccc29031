import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { latestSmsCode, TOKEN_STORAGE_KEY, uniqueMobile, waitForSmsResend } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine, placeOrderThroughApi, topUpThroughSandbox, type BookableDay } from '../support/order-fixtures';
import { expectTidy, shoot } from '../support/page-checks';

/**
 * Issue 15: a buyer joins a group buy and pays it from the wallet; the server's clock moves past the
 * deadline (DEV_CLOCK, POST /api/dev/clock), the group fails and the payment comes back to the wallet;
 * a late member's payment page says 来晚一步呦，此团已结束！ and leaves; the buyer pays a big order the
 * operator placed for them.
 */

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const OPERATOR = '13700000001';
const ENDED = '来晚一步呦，此团已结束！';

interface Envelope<T> {
  msg: string;
  result: T;
}

async function call<T>(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, token: string | null, data?: unknown): Promise<T> {
  const response = await request[method](url, { headers: token ? { authorization: `Bearer ${token}` } : {}, data });
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${url}: ${body.msg}`).toBe(true);
  return body.result;
}

async function pageAs(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  return context.newPage();
}

/** A buyer with a pay password (set with an SMS code) and `fen` in the wallet. */
async function buyerWithWallet(request: APIRequestContext, fen: number): Promise<{ mobile: string; token: string }> {
  const mobile = uniqueMobile();
  const { token } = await loginWhenAllowed(request, mobile);
  await waitForSmsResend(request, mobile);
  const before = new Date(Date.now() - 1000).toISOString();
  await call(request, 'post', '/api/auth/app_captcha', null, { account: mobile, usage: 3 });
  await call(request, 'put', '/api/wallets/pay-pwd', token, { password: '246810', captcha: await latestSmsCode(request, mobile, before) });
  await topUpThroughSandbox(request, token, fen);
  return { mobile, token };
}

/** The operator opens a group on the booth's dates: half price, 2 to form, 3 at most, the deadline `minutes` ahead of the server's clock. */
async function openGroup(request: APIRequestContext, operatorToken: string, day: BookableDay, minutes: number): Promise<number> {
  const clock = await call<{ now: string }>(request, 'get', '/api/dev/clock', null);
  const deadline = new Date(Date.parse(clock.now) + minutes * 60_000).toISOString();
  const created = await call<{ id: number }>(request, 'post', '/api/operator/group_purchases', operatorToken, {
    selling_resource_id: day.sellingResourceId,
    lease_term_type_id: day.termId,
    dates: day.dates,
    price: Math.max(100, Math.round(day.price / 200) * 100),
    origin_price: day.price,
    min_members: 2,
    max_members: 3,
    deadline,
  });
  return created.id;
}

async function payWithBalance(page: Page) {
  await page.getByRole('checkbox', { name: '余额支付' }).check();
  await page.getByLabel('支付密码', { exact: true }).fill('246810');
  await page.getByRole('button', { name: /确认支付/ }).click();
}

test.describe('group buys and big orders', () => {
  // The server's clock goes back to real time after the journey (and before a retry): later journeys send SMS
  // codes and compare their times with this machine's clock.
  test.afterEach(async ({ request }) => {
    await call(request, 'post', '/api/dev/clock', null, { reset: true });
  });

  test.setTimeout(300_000);

  test('join a group and pay; the group fails at its deadline and the payment returns to the wallet; a big order placed by the operator is paid', async ({
    browser,
    request,
  }) => {
    const operator = await loginWhenAllowed(request, OPERATOR);
    const day = await findBookableDays(request, { days: 2, skip: 3 });
    const groupId = await openGroup(request, operator.token, day, 30);

    // The operator's pages: groups (with the open-group dialog) and big orders.
    const staff = await pageAs(browser, operator.token);
    await staff.goto('/admin/operator/group-purchases');
    await expect(staff.getByTestId('operator-groups-page')).toBeVisible();
    await expect(staff.getByRole('link', { name: new RegExp(`·`) }).first()).toBeVisible();
    await expectTidy(staff);
    await shoot(staff, 'groups-operator-list');
    await staff.getByTestId('open-group').click();
    const dialog = staff.getByRole('dialog', { name: '发起拼团' });
    await expect(dialog.getByTestId('open-group-form')).toBeVisible();
    // Submitted empty: the form's own checks, in Chinese, and nothing sent.
    await dialog.getByRole('button', { name: '发起拼团' }).click();
    await expect(dialog.getByText('请选择拼团日期')).toBeVisible();
    await expect(dialog.getByText('请选择截止时间')).toBeVisible();
    await staff.screenshot({ path: 'screenshots/groups-operator-open-dialog.png' });
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();

    // The buyer: the group page (progress, countdown, rules), then 立即参团 → the normal checkout.
    const buyer = await buyerWithWallet(request, 5_000_000);
    const page = await pageAs(browser, buyer.token);
    await page.goto(`/groups/view/${groupId}`);
    await expect(page.getByTestId('group-members')).toHaveText('0');
    await expect(page.getByTestId('group-progress')).toContainText('/3 人');
    await expect(page.getByTestId('group-countdown').first()).toHaveText(/\d{2}时\d{2}分\d{2}秒/);
    await expect(page.getByTestId('group-rules')).toContainText('不支持对公转账');
    await expectTidy(page);
    await shoot(page, 'groups-view-open');
    await page.getByTestId('join-group').click();
    await expect(page).toHaveURL(/\/orders\/confirm\?physical_resource_ids=/);
    await expect(page.getByTestId('order-lines')).toContainText(day.dates[0]!);
    await shoot(page, 'groups-checkout');

    // The order at the group price (as the checkout submits it), then the payment page's group rules.
    const line = { ...orderLine(day), group_purchase_id: groupId };
    const order = await placeOrderThroughApi(request, buyer.token, [line]);
    await page.goto(`/orders/payment/${order.id}`);
    await expect(page.getByTestId('group-rules')).toBeVisible();
    await expect(page.getByRole('radio', { name: '对公转账' })).toBeDisabled();
    await expectTidy(page);
    await shoot(page, 'groups-payment');
    await payWithBalance(page);
    await expect(page).toHaveURL(`/orders/paid/${order.id}`);
    await expect(page.getByText('支付成功，您已成功参团')).toBeVisible();
    // The success page's other group-buys: the demo's open group, or 暂无其他拼团信息.
    await expect(page.getByTestId('other-groups').or(page.getByText('暂无其他拼团信息'))).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'groups-success');
    await page.goto(`/groups/view/${groupId}`);
    await expect(page.getByTestId('group-members')).toHaveText('1');

    // A second buyer orders but does not pay before the deadline.
    const late = await buyerWithWallet(request, 100);
    const lateOrder = await placeOrderThroughApi(request, late.token, [line]);
    const walletBefore = (await call<{ balance_sum: number }>(request, 'get', '/api/wallets', buyer.token)).balance_sum;

    // The deadline passes on the server with 1 of the 2 members it needs: the sweep fails the group and refunds.
    await call(request, 'post', '/api/dev/clock', null, { advance_ms: 31 * 60_000 });
    const swept = await call<{ refunded: number[]; cancelled: number[] }>(request, 'post', '/api/dev/group_purchases/sweep', null, {});
    expect(swept.refunded).toContain(order.id);
    expect(swept.cancelled).toContain(lateOrder.id);
    await page.goto(`/groups/view/${groupId}`);
    await expect(page.getByTestId('group-status')).toHaveText('拼团失败');
    await expect(page.getByTestId('group-ended')).toContainText(ENDED);
    await expectTidy(page);
    await shoot(page, 'groups-view-failed');
    await page.goto('/admin/wallets/index');
    await expect(page.getByText(/拼团失败/).first()).toBeVisible();
    expect((await call<{ balance_sum: number }>(request, 'get', '/api/wallets', buyer.token)).balance_sum).toBe(walletBefore + order.actual_fee);
    await shoot(page, 'groups-wallet-refund');
    await page.goto('/admin/groups/index?status=cancelled');
    await expect(page.getByTestId('my-group-order').first()).toContainText('拼团失败');
    await expectTidy(page);
    await shoot(page, 'groups-mine');

    // The late member's payment page: 来晚一步呦，此团已结束！, then back to the group list after 2 s.
    const latePage = await pageAs(browser, late.token);
    await latePage.goto(`/orders/payment/${lateOrder.id}`);
    await expect(latePage.getByText(ENDED)).toBeVisible();
    await shoot(latePage, 'groups-payment-ended');
    await expect(latePage).toHaveURL('/admin/groups/index', { timeout: 10_000 });

    // A big order the operator places for this buyer over two venues; the buyer pays it from the order list.
    const second = await findBookableDays(request, { skip: 8 });
    const bigBody = {
      buyer_mobile: buyer.mobile,
      resources: [orderLine(day), orderLine(second)],
      contact: '大客户对接人',
      mobile: '13911112222',
      product: '年终品牌巡展',
      approach_time: '08:00',
      exit_time: '20:00',
      has_build: 0,
    };
    const figures = await call<{ total_actual_price: number }>(request, 'post', '/api/operator/big_orders/preview', operator.token, bigBody);
    const big = await call<{ id: number; order_num: string }>(request, 'post', '/api/operator/big_orders', operator.token, {
      ...bigBody,
      total_actual_price: figures.total_actual_price,
    });
    await staff.goto('/admin/operator/big-orders');
    await expect(staff.getByText(big.order_num)).toBeVisible();
    await expectTidy(staff);
    await shoot(staff, 'big-orders-operator');

    await page.goto('/admin/orders/index?status=submitted');
    const card = page.locator('article, [data-testid="order-card"]').filter({ hasText: big.order_num }).first();
    await expect(card).toContainText('大订单');
    await shoot(page, 'big-orders-buyer-list');
    await page.goto(`/orders/payment/${big.id}`);
    await expect(page.getByText('订单提交成功，请尽快付款！')).toBeVisible();
    await expect(page.getByTestId('group-rules')).toHaveCount(0);
    await payWithBalance(page);
    await expect(page).toHaveURL(`/orders/paid/${big.id}`);
    await expect(page.getByText('支付成功，订单已提交供应商审核')).toBeVisible();
    await shoot(page, 'big-orders-paid');
    const info = await call<{ type: number; product: string }>(request, 'get', `/api/additional_info?order_id=${big.id}&type=2`, buyer.token);
    expect(info).toMatchObject({ type: 2, product: '年终品牌巡展' });
  });
});
