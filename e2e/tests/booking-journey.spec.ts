import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestSmsCode, uniqueMobile, waitForSmsResend } from '../support/accounts';
import { boothLabel, boothSize, type Booth, type Venue } from '../support/venue-detail';

/**
 * Issue 5's done-when, end to end through the UI: a visitor picks a lease term, size and dates, adds to
 * cart, logs in, finds the cart filled, checks out with a new contact and a coupon, lands on the payment
 * page (and pays); the supplier approves the item and the buyer sees it approved. The API is used only
 * to read SMS codes and to find a suitable venue in the demo data.
 */

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const SUPPLIER_MOBILE = '13900000001';
/** The demo supplier's name (apps/server/src/seed/demo-accounts.ts): it owns the first 8 Shanghai communities. */
const SUPPLIER_NAME = '演示供应商';
const SHANGHAI = 90;
const DEMO_COMMUNITIES = 8;
/** The everywhere-usable default coupon of the demo (seed-coupons.ts): ¥20 off from ¥200. */
const COUPON = '全场满200减20';
const COUPON_MIN_FEN = 20_000;
const DAY_TERM = 9;
const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';

async function resultOf<T>(request: APIRequestContext, path: string): Promise<T | null> {
  const response = await request.get(path);
  if (!response.ok()) return null;
  return ((await response.json()) as { result: T }).result;
}

const dayPrice = (booth: Booth) => booth.selling_price.find((price) => price.lease_term_type_id === DAY_TERM)?.price ?? 0;

/**
 * A booth of the demo supplier the picker resolves to by 天 + size + supplier/tag alone: an ordinary
 * (not enquiry, not activity) offer without special requirements, bookable by the single day, whose
 * day price reaches the coupon's threshold, and the only such offer of its size and label at the venue.
 * Venues whose booths carry two or more different requirements are skipped: there the picker asks
 * for a requirement too.
 */
function journeyBooth(venue: Venue): Booth | undefined {
  const regular = venue.selling_resources.filter((booth) => !booth.is_enquiry);
  const requirements = new Set(regular.flatMap((booth) => booth.special_requirements));
  if (requirements.size > 1) return undefined;
  const plainDay = regular.filter((booth) => booth.special_requirements.length === 0 && dayPrice(booth) > 0);
  return plainDay.find(
    (booth) =>
      booth.user.name === SUPPLIER_NAME &&
      booth.res_type_id !== 3 &&
      booth.minimum_booking_days === 1 &&
      dayPrice(booth) >= COUPON_MIN_FEN &&
      plainDay.filter((other) => other.size === booth.size && boothLabel(other) === boothLabel(booth)).length === 1,
  );
}

/** Walks the communities in id order: the first Shanghai ones belong to the demo supplier. */
async function findJourneyVenue(request: APIRequestContext): Promise<{ venue: Venue; booth: Booth }> {
  let shanghai = 0;
  for (let id = 1; id <= 300 && shanghai < DEMO_COMMUNITIES; id += 1) {
    const community = await resultOf<{ city_id: number; venues: { top_physical_id: number }[] }>(request, `/api/communities/${id}`);
    if (!community || community.city_id !== SHANGHAI) continue;
    shanghai += 1;
    for (const card of community.venues) {
      const venue = await resultOf<Venue>(request, `/api/fields/${card.top_physical_id}`);
      const booth = venue && journeyBooth(venue);
      if (venue && booth) return { venue, booth };
    }
  }
  throw new Error('no demo-supplier venue with an orderable day booth in the seeded data');
}

/** Clicks an option of a picker row unless it is already chosen. */
async function choose(page: Page, row: string, option: string) {
  const button = page.getByRole('group', { name: row }).getByRole('button', { name: option, exact: true });
  if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Picks a time in an antd Select with search: open it, type, take the match. */
async function pickTime(page: Page, label: string, time: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(time);
  await page.keyboard.press('Enter');
}

/**
 * Fills the code-login page and logs in. A code sent to this mobile shortly before (by another journey
 * of the same run) blocks a resend until the server's window (2 s in test runs) has passed.
 */
async function logInOnPage(page: Page, request: APIRequestContext, mobile: string) {
  const outbox = await resultOf<{ created_at: string }[]>(request, `/api/dev/sms-outbox?account=${mobile}`);
  const newest = outbox?.[0];
  await waitForSmsResend(request, mobile);
  const before = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile, newest ? before : undefined));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test.describe('booking journey', () => {
  test.setTimeout(300_000);

  test('visitor → cart → login → checkout with a new contact and a coupon → payment; the supplier approves', async ({ page, browser, request }) => {
    const { venue, booth } = await findJourneyVenue(request);
    const venuePath = `/fields/${venue.top_physical_id}`;
    let dates: string[] = [];

    await test.step('a visitor picks lease term, size and dates, and adds to cart', async () => {
      await page.goto(venuePath);
      const picker = page.getByTestId('spec-picker');
      await expect(picker).toBeVisible();
      await choose(page, '订购周期', '天');
      await choose(page, '摊位大小', boothSize(booth));
      await choose(page, '供应商/标签', boothLabel(booth));

      await picker.getByRole('button', { name: '选择日期' }).click();
      const dialog = page.getByTestId('calendar-dialog');
      const bookable = dialog.getByRole('button', { name: /^\d{4}-\d{2}-\d{2} ¥.* 可预订$/ });
      await expect(bookable.nth(1)).toBeVisible();
      // The first two free days: other journeys book from the far end of the calendar.
      dates = [(await bookable.nth(0).getAttribute('data-date')) ?? '', (await bookable.nth(1).getAttribute('data-date')) ?? ''];
      for (const date of dates) {
        await dialog.locator(`[data-date="${date}"]`).click();
        await expect(dialog.locator(`[data-date="${date}"]`)).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(dialog.getByTestId('calendar-summary')).toContainText('已选 2 天');
      await page.screenshot({ path: `${SHOTS}/journey-1-calendar.png` });
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(picker.getByTestId('picked-dates')).toHaveText(dates.join('、'));
      await expect(picker.getByTestId('picker-total')).toHaveText(/^¥[\d,]+\.\d{2}$/);
      await picker.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/journey-2-picker.png` });

      await picker.getByRole('button', { name: '加入购物车' }).click();
      await expect(page).toHaveURL(`/auth/code-login?from=${encodeURIComponent(venuePath)}`);
    });

    await test.step('logs in with a new mobile and is back on the venue with the line in the cart', async () => {
      await logInOnPage(page, request, uniqueMobile());
      await expect(page).toHaveURL(venuePath);
      await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', '购物车，1件');
    });

    await test.step('receives the coupon on the venue page', async () => {
      const ticket = page.getByTestId('venue-coupons-panel').getByTestId('venue-coupon').filter({ hasText: COUPON });
      await ticket.getByRole('button', { name: '立即领取' }).click();
      await expect(page.getByText('领取成功')).toBeVisible();
      await expect(ticket.getByRole('button', { name: '已领取' })).toBeDisabled();
    });

    await test.step('finds the cart filled and settles the line', async () => {
      await page.getByTestId('header-cart').click();
      await expect(page).toHaveURL('/cart');
      const cart = page.getByTestId('cart-page');
      await expect(cart.getByRole('link', { name: booth.physical_resource_name })).toBeVisible();
      await expect(cart).toContainText(dates.join('、'));
      await cart.getByRole('checkbox', { name: `选择${booth.physical_resource_name}` }).check();
      await expect(cart.getByTestId('cart-total')).not.toHaveText('¥0.00');
      await page.screenshot({ path: `${SHOTS}/journey-3-cart.png`, fullPage: true });
      await cart.getByRole('button', { name: '去结算' }).click();
      // The address names the cart line too (the checkout then also opens in a new tab).
      await expect(page).toHaveURL(new RegExp(`/orders/confirm\\?physical_resource_ids=${booth.physical_resource_id}&cart_items=\\d+$`));
    });

    let orderId = 0;
    let orderNum = '';
    await test.step('checks out with a new contact, supplementary info and the coupon', async () => {
      await expect(page.getByTestId('order-lines')).toContainText(dates[0]!);
      await expect(page.getByTestId('totals-summary')).toBeVisible();

      const contactName = `路演联系人${Date.now() % 10_000}`;
      await page.getByRole('button', { name: '+ 新增联系人' }).click();
      const dialog = page.getByRole('dialog', { name: '新增联系人' });
      await dialog.getByPlaceholder('请输入联系人', { exact: true }).fill(contactName);
      await dialog.getByPlaceholder('请输入联系人电话').fill('13912345678');
      await dialog.getByPlaceholder('街道、门牌号等').fill('南京西路1266号');
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('添加联系人成功')).toBeVisible();
      await expect(page.getByRole('radio', { name: new RegExp(contactName) })).toHaveAttribute('aria-checked', 'true');

      await page.getByPlaceholder('请填写推广的产品或品牌').fill('新品咖啡试饮');
      await pickTime(page, '进场时间', '08:00');
      await pickTime(page, '退场时间', '20:00');
      await page.getByTestId('order-info-form').getByText('否', { exact: true }).click();

      await page.getByTestId('coupon-choice').getByText(COUPON).first().click();
      await expect(page.getByTestId('total-coupon')).toHaveText('-¥20.00');
      const payable = (await page.getByTestId('total-actual-price').textContent())?.trim() ?? '';

      await page.getByTestId('notice-checkbox').click();
      await page.screenshot({ path: `${SHOTS}/journey-4-checkout.png`, fullPage: true });
      await page.getByTestId('submit-order').click();

      await expect(page).toHaveURL(/\/orders\/payment\/\d+$/);
      orderId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByText('订单提交成功，请尽快付款！')).toBeVisible();
      await expect(page.getByTestId('payment-order-num')).toHaveText(/^\d+$/);
      orderNum = (await page.getByTestId('payment-order-num').textContent()) ?? '';
      // The amount due is the checkout's total, coupon taken off.
      await expect(page.getByTestId('payment-amount')).toHaveText(payable);
      // The settled line left the cart.
      await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', '购物车，0件');
      await page.screenshot({ path: `${SHOTS}/journey-5-payment.png`, fullPage: true });
    });

    await test.step('pays online through the sandbox cashier', async () => {
      await page.getByTestId('payment-methods').locator('label').filter({ hasText: '支付宝在线支付' }).click();
      await expect(page.getByRole('radio', { name: '支付宝在线支付' })).toBeChecked();
      await page.getByRole('button', { name: /去支付宝支付/ }).click();
      await expect(page).toHaveURL(/\/dev\/alipay-sandbox\//);
      await page.getByRole('button', { name: '确认付款' }).click();
      await expect(page).toHaveURL(`/orders/paid/${orderId}`);
      await expect(page.getByText('支付成功，订单已提交供应商审核')).toBeVisible();
      await expect(page.getByTestId('success-order-num')).toHaveText(orderNum);
    });

    await test.step('the supplier logs in and approves the item', async () => {
      const supplierContext = await browser.newContext();
      const supplier = await supplierContext.newPage();
      await supplier.goto('/admin/supplier/order-items');
      await expect(supplier).toHaveURL(`/auth/code-login?from=${encodeURIComponent('/admin/supplier/order-items')}`);
      await logInOnPage(supplier, request, SUPPLIER_MOBILE);
      await expect(supplier).toHaveURL('/admin/supplier/order-items');

      await supplier.getByRole('tab', { name: '待审核' }).click();
      await expect(supplier).toHaveURL(/status=paid/);
      const row = supplier.getByTestId('supplier-items').getByRole('row').filter({ hasText: orderNum });
      await expect(row).toContainText('待审核');
      await expect(row).toContainText(dates.join('、'));
      await row.getByRole('button', { name: '通过' }).click();
      await supplier.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(supplier.getByText('审核通过').first()).toBeVisible();
      await expect(row).toHaveCount(0);

      await supplier.getByRole('tab', { name: '待执行' }).click();
      await expect(row).toContainText('待执行');
      await supplier.screenshot({ path: `${SHOTS}/journey-6-supplier.png`, fullPage: true });
      await supplierContext.close();
    });

    await test.step("the buyer's order list shows it approved", async () => {
      await page.goto('/admin/orders/index');
      const card = page.getByTestId('order-card').filter({ hasText: orderNum });
      await expect(card.locator('header')).toContainText('待执行');
      // Its sub-order (the booth on the chosen dates) reads approved too.
      await expect(card.getByRole('row').filter({ hasText: dates.join('、') })).toContainText('待执行');
      await page.screenshot({ path: `${SHOTS}/journey-7-buyer-orders.png`, fullPage: true });
    });
  });
});
