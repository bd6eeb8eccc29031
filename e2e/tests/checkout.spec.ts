import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine } from '../support/order-fixtures';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';

interface Offer {
  coupon_id: number;
  text: string;
  amount: number;
  min_goods_amount: number;
  consumption_point: number;
  can_receive: boolean;
}

/** Puts the login token and the checkout selection where the app keeps them (as "order now" does). */
async function seedSession(page: Page, token: string, selection: unknown) {
  await page.goto('/home/index');
  await page.evaluate(
    ([key, value, stored]) => {
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('vm.checkout.selection', stored);
    },
    [TOKEN_STORAGE_KEY, token, JSON.stringify(selection)] as const,
  );
}

/** Picks a time in an antd Select with search: open it, type, take the match. */
async function pickTime(page: Page, label: string, time: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(time);
  await page.keyboard.press('Enter');
}

test.describe('checkout', () => {
  test.setTimeout(240_000);

  test('a buyer adds a contact, picks a coupon, agrees the notice, submits and finds the order', async ({ page, request }) => {
    // A fresh buyer: the demo buyer's coupons and orders are what other journeys look at.
    const { token } = await loginWhenAllowed(request, uniqueMobile());
    const headers = { authorization: `Bearer ${token}` };
    const day = await findBookableDays(request);

    // A coupon on offer at this venue that this booth's price reaches: receive it (if not held already).
    const offers = await request.get(`/api/communities/${day.communityId}/coupons?physical_resource_id=${day.topPhysicalId}&page_size=50`, { headers });
    const usable = ((await offers.json()) as { result: { data: Offer[] } }).result.data
      .filter((offer) => offer.consumption_point === 0 && offer.min_goods_amount > 0 && offer.min_goods_amount <= day.price && offer.amount < day.price)
      .sort((a, b) => b.amount - a.amount);
    const coupon = usable[0];
    expect(coupon, 'a free coupon that applies to the booth').toBeTruthy();
    if (coupon!.can_receive) {
      const received = await request.post(`/api/coupons/${coupon!.coupon_id}/receive`, { headers, data: { quantity: 1 } });
      expect(received.status(), await received.text()).toBe(201);
    }

    await seedSession(page, token, { lines: [orderLine(day)], cartItemIds: [], physicalResourceIds: [day.topPhysicalId] });
    await page.goto(`/orders/confirm?physical_resource_ids=${day.topPhysicalId}`);
    await expect(page.getByTestId('order-flow-steps')).toContainText('填写并核对订单');
    await expect(page.getByTestId('totals-summary')).toBeVisible();
    await expect(page.getByTestId('order-lines')).toContainText(day.dates[0]!);

    // A new contact through the dialog: its checks first, then saved and chosen.
    const contactName = `联系人${Date.now() % 100_000}`;
    await page.getByRole('button', { name: '+ 新增联系人' }).click();
    const dialog = page.getByRole('dialog', { name: '新增联系人' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入联系人', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请输入联系人电话')).toBeVisible();
    await dialog.getByPlaceholder('请输入联系人', { exact: true }).fill(contactName);
    await dialog.getByPlaceholder('请输入联系人电话').fill('13912345678');
    await dialog.getByPlaceholder('街道、门牌号等').fill('南京西路1266号');
    await page.screenshot({ path: `${SHOTS}/checkout-contact-dialog.png`, fullPage: false });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加联系人成功')).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(contactName) })).toHaveAttribute('aria-checked', 'true');

    // Supplementary information.
    await page.getByPlaceholder('请填写推广的产品或品牌').fill('新品咖啡试饮');
    await pickTime(page, '进场时间', '08:00');
    await pickTime(page, '退场时间', '20:00');
    await page.getByTestId('order-info-form').getByText('否', { exact: true }).click();
    await page.getByTestId('order-info-form').getByText('品牌曝光').click();

    // The coupon: the preview takes it off the total.
    const before = await page.getByTestId('total-actual-price').textContent();
    await page.getByTestId('coupon-choice').getByText(coupon!.text).first().click();
    const off = (coupon!.amount / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('total-coupon')).toHaveText(`-¥${off}`);
    await page.getByTestId('coupon-choice').screenshot({ path: `${SHOTS}/checkout-coupons.png` });
    await expect(page.getByTestId('total-actual-price')).not.toHaveText(before ?? '');

    // Without the notice the order is refused in the spec's words; with it, it goes through.
    await page.getByTestId('submit-order').click();
    await expect(page.getByText('请您仔细阅读并同意《下单须知》内容').first()).toBeVisible();
    await page.getByTestId('notice-checkbox').click();
    await page.screenshot({ path: `${SHOTS}/checkout-filled.png`, fullPage: true });
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(/\/orders\/payment\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const marker = await page.evaluate(() => window.sessionStorage.getItem('vm.order.submitted'));
    expect(JSON.parse(marker ?? 'null')).toEqual({ orderId, fromCart: false });

    // The order waits for payment in the buyer's list.
    const order = await request.get(`/api/orders/${orderId}`, { headers });
    const orderNum = ((await order.json()) as { result: { order_num: string } }).result.order_num;
    await page.goto('/admin/orders/index?status=submitted');
    const card = page.getByTestId('order-card').filter({ hasText: orderNum });
    await expect(card).toBeVisible();
    await expect(card).toContainText('待支付');
    await expect(card.getByRole('button', { name: '去支付' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/orders-list.png`, fullPage: true });
  });

  test('without a selection the page says so and links back', async ({ page, request }) => {
    const { token } = await loginWhenAllowed(request, uniqueMobile());
    await page.goto('/home/index');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
    await page.goto('/orders/confirm?physical_resource_ids=1');
    await expect(page.getByText('没有待结算的场地')).toBeVisible();
    await expect(page.getByRole('link', { name: '去选场地' })).toHaveAttribute('href', '/fieldslist');
  });
});
