import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine, placeOrderThroughApi, topUpThroughSandbox } from '../support/order-fixtures';

/**
 * Issue 26, the smaller things a first-time buyer and the staff meet: the checkout in a new tab, the
 * cart's ticked lines, the email prompt, the first-visit gift, the 去设置 link and the consoles on a phone.
 * Every page changed is photographed at 1280 and 390 px wide.
 */

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';
const SUPPLIER = '13900000001';
const OPERATOR = '13700000001';
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 860 };

async function useToken(page: Page, token: string) {
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/details-${name}.png`, fullPage: true });
}

async function noSidewaysPan(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Where a box sits on the page (not on the screen): the same after a scroll for anything in the page's flow. */
async function pageBox(locator: Locator) {
  const box = (await locator.boundingBox())!;
  const scrollY = await locator.page().evaluate(() => window.scrollY);
  return { ...box, y: box.y + scrollY };
}

function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('issue 26: the smaller things', () => {
  test.setTimeout(180_000);

  test('the cart starts with its lines ticked, and its checkout opens in a new tab', async ({ page, context, request }) => {
    const buyer = await loginWhenAllowed(request, uniqueMobile());
    const day = await findBookableDays(request, { skip: 3 });
    const added = await request.post('/api/cart_items', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { resources: JSON.stringify([orderLine(day)]) },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await useToken(page, buyer.token);

    await page.goto('/cart');
    const cart = page.getByTestId('cart-page');
    const tick = cart.getByRole('checkbox', { name: /^选择/ }).first();
    await expect(tick).toBeChecked();
    await expect(cart.getByTestId('cart-total')).not.toHaveText('¥0.00');
    const settle = cart.getByRole('button', { name: '去结算' });
    await expect(settle).toBeEnabled();
    await shot(page, 'cart-1280');
    await page.setViewportSize(PHONE);
    await expect(tick).toBeChecked();
    await noSidewaysPan(page);
    await shot(page, 'cart-390');
    await page.setViewportSize(DESK);

    await settle.click();
    await expect(page).toHaveURL(/\/orders\/confirm\?physical_resource_ids=\d+&cart_items=\d+$/);
    await expect(page.getByTestId('order-lines')).toContainText(day.dates[0]!);

    // The same address in a new tab (no copy of the first tab's session): the lines, not 已失效.
    const tab = await context.newPage();
    await tab.goto(page.url());
    await expect(tab.getByTestId('order-lines')).toContainText(day.dates[0]!);
    await expect(tab.getByTestId('totals-summary')).toBeVisible();
    await expect(tab.getByText('没有待结算的场地')).toHaveCount(0);
    await shot(tab, 'checkout-new-tab-1280');
    await tab.setViewportSize(PHONE);
    await expect(tab.getByTestId('totals-summary')).toBeVisible();
    await noSidewaysPan(tab);
    await shot(tab, 'checkout-new-tab-390');
  });

  test('the profile asks for an email in a dialog once, then quietly', async ({ page, context, request }) => {
    const buyer = await loginWhenAllowed(request, uniqueMobile());
    await useToken(page, buyer.token);
    await page.goto('/admin/profile/index');
    const dialog = page.getByRole('dialog', { name: '绑定邮箱' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();

    // Another visit (a new tab: a new session): no dialog, a prompt above the page with its link.
    const later = await context.newPage();
    await later.goto('/admin/profile/index');
    const prompt = later.getByTestId('email-prompt');
    await expect(prompt).toContainText('绑定邮箱并订阅资讯');
    await expect(later.getByLabel('姓名')).toBeVisible();
    await expect(later.getByRole('dialog', { name: '绑定邮箱' })).toHaveCount(0);
    await shot(later, 'profile-prompt-1280');
    await later.setViewportSize(PHONE);
    await noSidewaysPan(later);
    await shot(later, 'profile-prompt-390');
    await prompt.getByRole('button', { name: '去绑定' }).click();
    await expect(later.getByRole('dialog', { name: '绑定邮箱' })).toBeVisible();
  });

  for (const viewport of [DESK, PHONE]) {
    test(`the first-visit gift covers no chip or card and stays in its place when scrolling (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/home/index');
      const gift = page.getByRole('complementary', { name: '新人专享礼包' });
      await expect(gift).toBeVisible();
      const modules = page.getByRole('tabpanel', { name: '按类型找场地' });
      const firstChip = page.getByRole('group', { name: '细分' }).getByRole('button').first();
      const firstCard = modules.getByTestId('venue-card').first();
      await expect(firstCard).toBeVisible();
      // Measured once the page has settled (the modules' later answers may still grow what is above it).
      await page.waitForLoadState('networkidle');
      await gift.scrollIntoViewIfNeeded();
      const before = await pageBox(gift);
      expect(overlap(before, await pageBox(firstChip))).toBe(false);
      expect(overlap(before, await pageBox(firstCard))).toBe(false);
      await expect(gift).toHaveCSS('position', 'static');
      // Scrolled further, it stays where it is on the page (it does not follow the screen).
      await page.evaluate(() => window.scrollBy(0, 400));
      expect((await pageBox(gift)).y).toBeCloseTo(before.y, 0);
      await noSidewaysPan(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `home-gift-${viewport.width}`);
    });
  }

  test('去设置 looks like a link and is reached from the keyboard', async ({ page, request }) => {
    const buyer = await loginWhenAllowed(request, uniqueMobile());
    const day = await findBookableDays(request, { skip: 4 });
    const order = await placeOrderThroughApi(request, buyer.token, [orderLine(day)]);
    // Enough balance: only the missing pay password stands in the way (the hint with 去设置).
    await topUpThroughSandbox(request, buyer.token, order.actual_fee);
    await useToken(page, buyer.token);
    await page.goto('/admin/wallets/index');
    const walletLink = page.getByRole('link', { name: '去设置' });
    await expect(walletLink).toHaveCSS('color', 'rgb(196, 70, 15)');
    await expect(walletLink).toHaveCSS('text-decoration-line', 'underline');
    await page.goto(`/orders/payment/${order.id}`);
    const link = page.getByRole('link', { name: '去设置' });
    await expect(link).toBeVisible();
    // The brand colour (#c4460f) and underlined, unlike the grey words around it.
    await expect(link).toHaveCSS('color', 'rgb(196, 70, 15)');
    await expect(link).toHaveCSS('text-decoration-line', 'underline');
    await shot(page, 'payment-set-link-1280');
    await page.setViewportSize(PHONE);
    await noSidewaysPan(page);
    await shot(page, 'payment-set-link-390');
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/wallets\/pay-pwd\?from=/);
  });

  test('the supplier centre: the whole menu on a desk; on a phone a 菜单 button and one figure a row', async ({ page, request }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    await useToken(page, supplier.token);
    await page.goto('/admin/supplier/index');
    const menu = page.getByRole('navigation', { name: '供应商中心菜单' });
    await expect(page.getByTestId('summary-paid')).toBeVisible();
    await expect(menu.getByRole('link', { name: '订单审核' })).toBeVisible();
    await expect(page.locator('.ant-layout-sider-trigger, .ant-layout-sider-zero-width-trigger')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '菜单' })).toHaveCount(0);
    await shot(page, 'supplier-home-1280');

    await page.setViewportSize(PHONE);
    await expect(menu).toHaveCount(0);
    await expect(page.locator('.ant-layout-sider-zero-width-trigger')).toHaveCount(0);
    const paid = await pageBox(page.getByTestId('summary-paid'));
    const finished = await pageBox(page.getByTestId('summary-finished'));
    // One figure a row, across the width of the page.
    expect(finished.y).toBeGreaterThanOrEqual(paid.y + paid.height - 1);
    expect(paid.width).toBeGreaterThan(PHONE.width - 60);
    await noSidewaysPan(page);
    await shot(page, 'supplier-home-390');
    await page.getByRole('banner').getByRole('button', { name: '菜单' }).click();
    await expect(menu.getByRole('link', { name: '价格规则' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/details-supplier-menu-390.png` });
    await menu.getByRole('link', { name: '价格规则' }).click();
    await expect(page).toHaveURL(/\/admin\/supplier\/price-rules/);
    await expect(menu).toBeHidden();
  });

  test('the operator console: the whole menu on a desk, the 菜单 drawer on a phone', async ({ page, request }) => {
    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(page, operator.token);
    await page.goto('/admin/operator/audit-log');
    const menu = page.getByRole('navigation', { name: '运营后台菜单' });
    await expect(menu.getByRole('link', { name: '操作日志' })).toBeVisible();
    await expect(page.locator('.ant-layout-sider-trigger, .ant-layout-sider-zero-width-trigger')).toHaveCount(0);
    await shot(page, 'operator-1280');
    await page.setViewportSize(PHONE);
    await expect(menu).toHaveCount(0);
    await noSidewaysPan(page);
    await shot(page, 'operator-390');
    await page.getByRole('banner').getByRole('button', { name: '菜单' }).click();
    await expect(menu.getByRole('link', { name: '文章管理' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/details-operator-menu-390.png` });
  });
});
