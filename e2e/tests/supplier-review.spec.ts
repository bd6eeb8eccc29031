import { expect as baseExpect, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine, payThroughSandbox, placeOrderThroughApi } from '../support/order-fixtures';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const SUPPLIER = '13900000001';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';

test.describe('supplier review', () => {
  test.setTimeout(240_000);

  test('a paid order on the supplier venue: the supplier approves one sub-order and denies the other with a reason', async ({ page, request }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    // A buyer of its own: the demo buyer's 60 s code limit stays free for the other journeys.
    const buyer = await loginWhenAllowed(request, uniqueMobile());

    const day = await findBookableDays(request, { supplierId: supplier.id, days: 2 });
    const order = await placeOrderThroughApi(
      request,
      buyer.token,
      day.dates.map((date) => orderLine(day, [date])),
    );
    await payThroughSandbox(request, buyer.token, order.id);
    const detail = await request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    const [first, second] = ((await detail.json()) as { result: { resources: { order_num: string }[] } }).result.resources.map((item) => item.order_num);

    // Another account (the buyer) is not a supplier: the page says so.
    await page.goto('/home/index');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, buyer.token] as const);
    await page.goto('/admin/supplier/order-items');
    await expect(page.getByText('仅供应商可访问')).toBeVisible();

    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, supplier.token] as const);
    await page.goto('/admin/supplier/order-items?status=paid');
    const rowOf = (orderNum: string) => page.getByTestId('supplier-items').getByRole('row').filter({ hasText: orderNum });
    await expect(rowOf(first!)).toContainText('待审核');
    await expect(rowOf(second!)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/supplier-order-items.png`, fullPage: true });

    // Approve the first.
    await rowOf(first!).getByRole('button', { name: '通过' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('审核通过').first()).toBeVisible();
    await expect(rowOf(first!)).toHaveCount(0);

    // Deny the second: a reason is required.
    await rowOf(second!).getByRole('button', { name: '拒绝' }).click();
    const deny = page.getByRole('dialog', { name: `拒绝子订单 ${second}` });
    await deny.getByRole('button', { name: '确认拒绝' }).click();
    await expect(deny.getByText('请填写拒绝原因')).toBeVisible();
    await deny.getByLabel('拒绝原因').fill('该日期场地检修，无法接待');
    await deny.getByRole('button', { name: '确认拒绝' }).click();
    await expect(page.getByText('已拒绝，款项已退回买家')).toBeVisible();
    await expect(rowOf(second!)).toHaveCount(0);

    await page.getByRole('tab', { name: '待执行' }).click();
    await expect(page).toHaveURL(/status=approved/);
    await expect(rowOf(first!)).toContainText('待执行');
    await page.getByRole('tab', { name: '已拒绝' }).click();
    await expect(rowOf(second!)).toContainText('该日期场地检修，无法接待');
    await page.screenshot({ path: `${SHOTS}/supplier-order-items-rejected.png`, fullPage: true });

    // The buyer sees the outcome on the order's detail page.
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, buyer.token] as const);
    await page.goto(`/admin/orders/view/${order.id}`);
    await expect(page.getByText('拒绝原因：该日期场地检修，无法接待')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-detail.png`, fullPage: true });
  });
});
