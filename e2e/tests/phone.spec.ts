import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestSmsCode, TOKEN_STORAGE_KEY, uniqueMobile, waitForSmsResend } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine, payThroughSandbox, placeOrderThroughApi, topUpThroughSandbox } from '../support/order-fixtures';
import { boothLabel, boothSize, type Booth, type Venue } from '../support/venue-detail';

/**
 * Issue 27's done-when on a 390 × 844 touch screen: a visitor searches, filters and opens a venue; a
 * buyer logs in, picks a date, checks out and pays with the balance; a supplier approves a sub-order.
 * On every page visited nothing is wider than the screen, and on the venue page 立即预订 is on screen.
 * The API is used only to read SMS codes, find demo data and prepare accounts.
 */

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE_WIDTH = 390;
const SUPPLIER_MOBILE = '13900000001';
const SUPPLIER_NAME = '演示供应商';
const SHANGHAI = 90;
const DEMO_COMMUNITIES = 8;
const DAY_TERM = 9;
const PAY_PASSWORD = '246810';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';

test.use({ viewport: { width: PHONE_WIDTH, height: 844 }, isMobile: true, hasTouch: true });

interface Envelope<T> {
  result: T;
  msg: string;
}

async function resultOf<T>(request: APIRequestContext, path: string): Promise<T | null> {
  const response = await request.get(path);
  if (!response.ok()) return null;
  return ((await response.json()) as Envelope<T>).result;
}

/** The page, once drawn, is no wider than the phone: nothing to pan sideways to. */
async function expectNoSidewaysPan(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${page.url()} is wider than the screen` })
    .toBeLessThanOrEqual(PHONE_WIDTH);
}

/**
 * Visible text smaller than 14 px (issue 27: text at least 14 px on a phone), as `size text` lines. A
 * text node counts when its element is drawn (not hidden, not transparent, wider and taller than 1 px:
 * the visually-hidden headings for screen readers are 1 × 1) and its font size is not 0 (an icon's
 * text for screen readers, like the city switcher's [切换城市], draws nothing). No allow-list is needed on
 * these pages today.
 */
async function smallTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size > 0 && size < 14) found.push(`${size}px ${text.slice(0, 40)}`);
    }
    return [...new Set(found)];
  });
}

async function expectTextAtLeast14px(page: Page) {
  await page.waitForLoadState('networkidle');
  // The server's copy of the first screen (decision 0041) is gone once the app has drawn.
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  expect(await smallTexts(page), `${page.url()} has text under 14 px`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/phone-${name}.png` });
}

/** Logs in on the code-login page, as a thumb would. */
async function logInOnPage(page: Page, request: APIRequestContext, mobile: string) {
  await waitForSmsResend(request, mobile);
  const before = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile, before));
  await page.getByRole('button', { name: '登录', exact: true }).tap();
}

const hasDayPrice = (booth: Booth) => booth.selling_price.some((price) => price.lease_term_type_id === DAY_TERM && price.price > 0);

/** A demo-supplier venue with a day booth the picker resolves to by 天 + size + supplier/tag (as booking-journey.spec.ts). */
async function findPhoneVenue(request: APIRequestContext): Promise<{ venue: Venue; booth: Booth }> {
  let shanghai = 0;
  for (let id = 1; id <= 300 && shanghai < DEMO_COMMUNITIES; id += 1) {
    const community = await resultOf<{ city_id: number; venues: { top_physical_id: number }[] }>(request, `/api/communities/${id}`);
    if (!community || community.city_id !== SHANGHAI) continue;
    shanghai += 1;
    for (const card of community.venues) {
      const venue = await resultOf<Venue>(request, `/api/fields/${card.top_physical_id}`);
      if (!venue) continue;
      const regular = venue.selling_resources.filter((booth) => !booth.is_enquiry);
      if (new Set(regular.flatMap((booth) => booth.special_requirements)).size > 1) continue;
      const plain = regular.filter((booth) => booth.special_requirements.length === 0 && hasDayPrice(booth));
      const booth = plain.find(
        (candidate) =>
          candidate.user.name === SUPPLIER_NAME &&
          candidate.res_type_id !== 3 &&
          candidate.minimum_booking_days === 1 &&
          plain.filter((other) => other.size === candidate.size && boothLabel(other) === boothLabel(candidate)).length === 1,
      );
      if (booth) return { venue, booth };
    }
  }
  throw new Error('no demo-supplier venue with an orderable day booth in the seeded data');
}

async function choose(page: Page, row: string, option: string) {
  const button = page.getByRole('group', { name: row }).getByRole('button', { name: option, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.tap();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('on a phone (390 × 844)', () => {
  test.setTimeout(240_000);

  test('a visitor searches, filters in the sheet and opens a venue with 立即预订 on screen', async ({ page, request }) => {
    const list = await resultOf<{ data: { top_physical_id: number; name: string; district_name: string }[] }>(
      request,
      `/api/fields?city_ids=${SHANGHAI}&page=1`,
    );
    const target = list?.data.find((venue) => venue.district_name);
    expect(target, 'a Shanghai venue with a district').toBeTruthy();

    await page.goto('/home/index');
    await expect(page.getByTestId('phone-menu-button')).toBeVisible();
    await expectNoSidewaysPan(page);
    await shoot(page, '1-home');

    // The header's search: suggestions while typing, then the list.
    const search = page.getByRole('combobox', { name: '搜索场地' }).first();
    await search.tap();
    await search.fill(target!.name);
    await expect(page.getByRole('listbox', { name: '搜索建议' })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/fieldslist\?keyword=/);
    const card = page.getByRole('link', { name: new RegExp(target!.name) }).first();
    await expect(card).toBeVisible();
    await expectNoSidewaysPan(page);

    // The filters open as a sheet; a district chosen there shows as a chip above the list.
    await expect(page.getByTestId('filter-panel')).toBeHidden();
    await page.getByTestId('open-filters').tap();
    const sheet = page.getByTestId('filter-panel');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('group', { name: '区域' }).getByRole('button', { name: target!.district_name, exact: true }).tap();
    await expect(page).toHaveURL(/district_ids=/);
    await shoot(page, '2-filter-sheet');
    await sheet.getByRole('button', { name: /^查看/ }).tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: `移除 区域：${target!.district_name}` })).toBeVisible();
    await expect(page.getByTestId('open-filters')).toContainText('筛选');
    await expectNoSidewaysPan(page);
    await shoot(page, '3-list');

    await card.tap();
    await expect(page).toHaveURL(`/fields/${target!.top_physical_id}`);
    await expect(page.getByTestId('spec-picker')).toBeAttached();
    await expect(page.getByRole('button', { name: '立即预订' })).toBeInViewport();
    await expectNoSidewaysPan(page);
    await shoot(page, '4-venue');
  });

  test('a buyer logs in, picks a date in the one-month sheet, checks out and pays with the balance', async ({ page, request }) => {
    const { venue, booth } = await findPhoneVenue(request);
    const venuePath = `/fields/${venue.top_physical_id}`;
    // A new buyer with money and a pay password (set with an SMS code), prepared through the API.
    const mobile = uniqueMobile();
    const { token } = await loginWhenAllowed(request, mobile);
    await waitForSmsResend(request, mobile);
    const before = new Date(Date.now() - 1000).toISOString();
    await request.post('/api/auth/app_captcha', { data: { account: mobile, usage: 3 } });
    const set = await request.put('/api/wallets/pay-pwd', {
      headers: { authorization: `Bearer ${token}` },
      data: { password: PAY_PASSWORD, captcha: await latestSmsCode(request, mobile, before) },
    });
    expect(set.status(), await set.text()).toBe(200);
    await topUpThroughSandbox(request, token, 5_000_000);

    await test.step('logs in on the phone and comes back to the venue', async () => {
      await page.goto(`/auth/code-login?from=${encodeURIComponent(venuePath)}`);
      await expectNoSidewaysPan(page);
      await logInOnPage(page, request, mobile);
      await expect(page).toHaveURL(venuePath);
      await expect(page.getByRole('button', { name: '立即预订' })).toBeInViewport();
      await expectNoSidewaysPan(page);
    });

    await test.step('picks the booth and a date in the calendar sheet, then 立即预订 from the bar', async () => {
      await choose(page, '订购周期', '天');
      await choose(page, '摊位大小', boothSize(booth));
      await choose(page, '供应商/标签', boothLabel(booth));
      await page.getByTestId('open-calendar').tap();
      const dialog = page.getByTestId('calendar-dialog');
      await expect(dialog).toBeVisible();
      // One month at a time on a phone: the first month shown, the second not.
      const months = dialog.locator('[data-testid^="month-"]');
      await expect(months.nth(0)).toBeVisible();
      await expect(months.nth(1)).toBeHidden();
      const bookable = months.nth(0).getByRole('button', { name: /^\d{4}-\d{2}-\d{2} ¥.* 可预订$/ });
      await expect(dialog.getByRole('button', { name: /^\d{4}-\d{2}-\d{2} / }).first()).toBeVisible();
      if ((await bookable.count()) === 0) {
        await dialog.getByRole('button', { name: '下个月' }).tap();
        await expect(bookable.first()).toBeVisible();
      }
      const date = (await bookable.last().getAttribute('data-date')) ?? '';
      await dialog.locator(`[data-date="${date}"]`).tap();
      await expect(dialog.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
      await expectNoSidewaysPan(page);
      await shoot(page, '5-calendar');
      await dialog.getByRole('button', { name: '确定' }).tap();
      await expect(page.getByTestId('picked-dates')).toHaveText(date);
      const bar = page.getByTestId('booking-bar');
      await expect(bar.getByTestId('picker-total')).toHaveText(/^¥[\d,]+\.\d{2}$/);
      await expect(bar.getByRole('button', { name: '立即预订' })).toBeInViewport();
      await bar.getByRole('button', { name: '立即预订' }).tap();
      await expect(page).toHaveURL(/\/orders\/confirm\?physical_resource_ids=\d+/);
    });

    await test.step('checks out with a new contact and the supplementary information', async () => {
      await expect(page.getByTestId('order-lines')).toBeVisible();
      await expectNoSidewaysPan(page);
      await page.getByRole('button', { name: '+ 新增联系人' }).tap();
      const dialog = page.getByRole('dialog', { name: '新增联系人' });
      await dialog.getByPlaceholder('请输入联系人', { exact: true }).fill('手机联系人');
      await dialog.getByPlaceholder('请输入联系人电话').fill('13912345678');
      await dialog.getByPlaceholder('街道、门牌号等').fill('南京西路1266号');
      await dialog.getByRole('button', { name: '保存' }).tap();
      await expect(page.getByRole('radio', { name: /手机联系人/ })).toHaveAttribute('aria-checked', 'true');
      await page.getByPlaceholder('请填写推广的产品或品牌').fill('新品咖啡试饮');
      for (const [label, time] of [
        ['进场时间', '08:00'],
        ['退场时间', '20:00'],
      ] as const) {
        const box = page.getByRole('combobox', { name: label });
        await box.tap();
        await box.fill(time);
        await page.keyboard.press('Enter');
      }
      await page.getByTestId('order-info-form').getByText('否', { exact: true }).tap();
      await page.getByTestId('notice-checkbox').tap();
      await expectNoSidewaysPan(page);
      await shoot(page, '6-checkout');
      await page.getByTestId('submit-order').tap();
      await expect(page).toHaveURL(/\/orders\/payment\/\d+$/);
    });

    await test.step('pays with the balance and the pay password', async () => {
      await expect(page.getByText('订单提交成功，请尽快付款！')).toBeVisible();
      await expectNoSidewaysPan(page);
      await page.getByRole('checkbox', { name: '余额支付' }).check();
      await page.getByLabel('支付密码', { exact: true }).fill(PAY_PASSWORD);
      await expect(page.getByLabel('支付密码', { exact: true })).toHaveAttribute('inputmode', 'numeric');
      await shoot(page, '7-payment');
      await page.getByRole('button', { name: /确认支付/ }).tap();
      await expect(page).toHaveURL(/\/orders\/paid\/\d+$/);
      await expect(page.getByText('支付成功，订单已提交供应商审核')).toBeVisible();
      await expectNoSidewaysPan(page);
      await shoot(page, '8-paid');
    });
  });

  test('text is at least 14 px on home, the list, a venue, the cart and the orders', async ({ page, request }) => {
    const buyer = await loginWhenAllowed(request, uniqueMobile());
    const day = await findBookableDays(request, { skip: 2 });
    const headers = { authorization: `Bearer ${buyer.token}` };
    const added = await request.post('/api/cart_items', { headers, data: { resources: JSON.stringify([orderLine(day)]) } });
    expect(added.status(), await added.text()).toBeLessThan(300);
    await placeOrderThroughApi(request, buyer.token, [orderLine(day)]);

    for (const path of ['/home/index', '/fieldslist', `/fields/${day.topPhysicalId}`]) {
      await page.goto(path);
      await expectTextAtLeast14px(page);
    }
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, buyer.token] as const);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await expectTextAtLeast14px(page);
    await shoot(page, '11-cart');
    await page.goto('/admin/orders/index');
    await expect(page.getByText('待支付').first()).toBeVisible();
    await expectTextAtLeast14px(page);
    await shoot(page, '12-orders');
  });

  test('a supplier approves a sub-order from the phone', async ({ page, request }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER_MOBILE);
    const buyer = await loginWhenAllowed(request, uniqueMobile());
    const day = await findBookableDays(request, { supplierId: supplier.id, skip: 1 });
    const order = await placeOrderThroughApi(request, buyer.token, [orderLine(day)]);
    await payThroughSandbox(request, buyer.token, order.id);
    const subOrder = `${order.order_num}01`;

    await page.goto('/home/index');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, supplier.token] as const);
    await page.goto('/admin/supplier/index');
    await expect(page.getByTestId('review-queue')).toBeVisible();
    await expectNoSidewaysPan(page);
    await shoot(page, '9-supplier-home');

    // The supplier console's menu, behind the header's 菜单 button on a phone, opens in a drawer and reaches the other pages.
    const menu = page.getByRole('navigation', { name: '供应商中心菜单' });
    await expect(menu).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: '菜单' }).tap();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: '订单审核' }).tap();
    await expect(page).toHaveURL(/\/admin\/supplier\/order-items/);
    await expect(menu).toBeHidden();

    await page.goto(`/admin/supplier/order-items?status=paid&keyword=${subOrder}`);
    const row = page.getByTestId('supplier-items').getByRole('listitem').filter({ hasText: subOrder }); // a card on a phone (decision 0047)
    await expect(row).toContainText('待审核');
    await expectNoSidewaysPan(page);
    await row.getByRole('button', { name: '通过' }).tap();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).tap();
    await expect(page.getByText('审核通过').first()).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectNoSidewaysPan(page);
    await shoot(page, '10-supplier-approved');
  });
});
