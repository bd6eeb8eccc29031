import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, latestSmsCode, uniqueMobile } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';

interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

/** YYYY-MM-DD in Shanghai, `days` from today. */
function shanghaiDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Picks a time in an antd Select with search: open it, type, take the match. */
async function pickTime(page: Page, label: string, time: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(time);
  await page.keyboard.press('Enter');
}

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const SUPPLIER = '13900000001';
const OPERATOR = '13700000001';

async function useToken(page: Page, token: string) {
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

test.describe('supplier back office', () => {
  test.setTimeout(300_000);

  test('a person registers as a supplier, completes the application, the operator approves it, the supplier home opens', async ({ page, request }) => {
    const mobile = uniqueMobile();
    const company = `星河商业管理${mobile.slice(-4)}有限公司`;

    // Register with the type: the account starts as a buyer and the register page shows the application.
    await page.goto('/auth/register?from=/home/index');
    await page.getByRole('button', { name: /我是场地供应商/ }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile));
    await page.getByRole('button', { name: '注册' }).click();
    await expect(page.getByText('您注册的身份为场地供应商，需平台审核后开通')).toBeVisible();
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('请输入公司名称')).toBeVisible();
    await page.getByPlaceholder('请输入公司名称').fill(company);
    await page.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('申请成功')).toBeVisible();
    await expect(page.getByText('申请已提交，等待平台审核')).toBeVisible();
    await page.screenshot({ path: `/tmp/supplier-web-office-register-pending.png`, fullPage: true });

    // Not a supplier yet: the home info page shows the pending application, the supplier home refuses.
    await page.goto('/home/info?type=1');
    await expect(page.getByTestId('application-pending')).toContainText(company);
    await page.screenshot({ path: `/tmp/supplier-web-office-home-info.png`, fullPage: true });
    await page.goto('/admin/supplier/index');
    await expect(page.getByText('仅供应商可访问')).toBeVisible();
    const applicantToken = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);

    // The operator approves it on the review page.
    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(page, operator.token);
    await page.goto('/admin/operator/supplier-applications');
    const row = page.getByRole('row').filter({ hasText: company });
    await expect(row).toContainText('场地供应商');
    await page.screenshot({ path: `/tmp/supplier-web-office-operator-applications.png`, fullPage: true });
    await row.getByRole('button', { name: '通过' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(page.getByText('已通过申请')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByText('已通过', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: company })).toBeVisible();

    // The applicant is now a supplier: the supplier home and its menu.
    await useToken(page, applicantToken!);
    await page.goto('/admin/supplier/index');
    await expect(page.getByTestId('summary-paid')).toContainText('¥0.00');
    await expect(page.getByText('暂无待审核订单')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '供应商中心菜单' }).getByRole('link', { name: '供应商首页' })).toBeVisible();
    await page.goto('/home/info?type=1');
    await expect(page.getByText('您已是平台场地供应商')).toBeVisible();
  });

  test('the demo supplier sees its home with items to review, filters its order items and adds a child account', async ({ page, request }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    await useToken(page, supplier.token);
    await page.goto('/admin/supplier/index');
    await expect(page.getByTestId('summary-paid')).toContainText('¥');
    const queue = page.getByTestId('review-queue');
    await expect(queue.getByTestId('review-countdown').first()).toContainText(/剩余 \d+小时\d\d分\d\d秒|已超过审核时限/);
    await expect(page.getByTestId('occupancy-calendar')).toBeVisible();
    await expect(page.getByTestId('recent-comments')).toBeVisible();
    await page.screenshot({ path: `/tmp/supplier-web-office-supplier-home.png`, fullPage: true });

    // The order-items list filters by keyword (an order number of the queue).
    const orderNum = (
      (await queue
        .getByText(/子订单 \S+/)
        .first()
        .textContent()) ?? ''
    ).match(/子订单 (\S+)/)![1]!;
    // The supplier home is in its own console now; the marketplace's header still counts what waits for review.
    await page.goto('/home/index');
    await expect(page.getByTestId('header-review-badge').getByTestId('count-badge')).toBeVisible();
    await page.goto('/admin/supplier/order-items');
    await page.getByLabel('搜索订单').fill(orderNum);
    await page.getByLabel('搜索订单').press('Enter');
    await expect(page).toHaveURL(new RegExp(`keyword=${orderNum}`));
    await expect(page.getByTestId('supplier-items').getByRole('row').filter({ hasText: orderNum })).toBeVisible();
    await expect(page.getByText('共 1 个子订单')).toBeVisible();
    await page.screenshot({ path: `/tmp/supplier-web-office-order-items-filtered.png`, fullPage: true });

    // A child account with the orders permission.
    const staff = uniqueMobile();
    await page.goto('/admin/supplier/child-accounts');
    await page.getByRole('button', { name: '添加子账号' }).click();
    const dialog = page.getByRole('dialog', { name: '添加子账号' });
    await dialog.getByPlaceholder('请输入员工手机号').fill(staff);
    await dialog.getByPlaceholder('请输入员工姓名').fill('店长小王');
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(page.getByText('子账号添加成功')).toBeVisible();
    await expect(page.getByTestId('child-accounts').getByRole('row').filter({ hasText: staff })).toContainText('订单审核');
    await page.screenshot({ path: `/tmp/supplier-web-office-child-accounts.png`, fullPage: true });

    // The child logs in with its own mobile and reaches the supplier's home and order items.
    const child = await loginWhenAllowed(request, staff);
    await useToken(page, child.token);
    await page.goto('/admin/supplier/index');
    await expect(page.getByTestId('summary-paid')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '供应商中心菜单' }).getByRole('link', { name: '订单审核' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '供应商中心菜单' }).getByRole('link', { name: '子账号管理' })).toHaveCount(0);
  });

  test('the supplier quotes an enquiry and the buyer orders at the quoted price', async ({ page, request }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    const buyer = await loginWhenAllowed(request, uniqueMobile());
    const buyerName = `询价人${Date.now() % 10_000}`;

    // An enquiry-only booth of the demo supplier, asked about for two dates.
    const managed = await request.get('/api/managed_resources?page_size=50', { headers: { authorization: `Bearer ${supplier.token}` } });
    const resources = (
      (await managed.json()) as Envelope<{
        data: {
          top_physical_id: number;
          is_online: boolean;
          booths: { id: number; is_enquiry: boolean; days_in_advance: number; lease_term_type_id: number }[];
        }[];
      }>
    ).result.data;
    // A day-based term (ids 9–15), so the two asked dates are two units of one booth.
    const dayEnquiry = (booth: { is_enquiry: boolean; lease_term_type_id: number }) => booth.is_enquiry && booth.lease_term_type_id >= 9;
    const venue = resources.find((resource) => resource.is_online && resource.booths.some(dayEnquiry));
    expect(venue, 'a day-based enquiry-only booth of the demo supplier').toBeTruthy();
    const booth = venue!.booths.find(dayEnquiry)!;
    // Two dates nobody holds and the supplier has not closed (the booth's own calendar).
    const start = shanghaiDate(Math.max(20, booth.days_in_advance + 3));
    const calendar = await request.get(
      `/api/managed_booths/${booth.id}/calendar?start=${start}&end=${shanghaiDate(80)}&lease_term_type_id=${booth.lease_term_type_id}`,
      {
        headers: { authorization: `Bearer ${supplier.token}` },
      },
    );
    const days = ((await calendar.json()) as Envelope<{ days: { date: string; held: number; count: number; unavailable: boolean }[] }>).result.days;
    const dates = days
      .filter((day) => !day.unavailable && day.held === 0)
      .slice(-2)
      .map((day) => day.date);
    expect(dates).toHaveLength(2);
    const asked = await request.post('/api/enquiry_information', {
      headers: { authorization: `Bearer ${buyer.token}` },
      data: { sid: booth.id, name: buyerName, mobile: '13912345678', dates, lease_term_type_id: booth.lease_term_type_id },
    });
    expect(asked.status(), await asked.text()).toBeLessThan(300);

    // The supplier answers it from the inbox: ¥1,888.00 a day.
    await useToken(page, supplier.token);
    await page.goto('/admin/supplier/enquiries');
    const row = page.getByTestId('supplier-enquiries').getByRole('row').filter({ hasText: buyerName });
    await expect(row).toContainText(dates.join('、'));
    await page.screenshot({ path: '/tmp/supplier-web-office-supplier-enquiries.png', fullPage: true });
    await row.getByRole('button', { name: '报价' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('例如 1500').fill('1888');
    await expect(dialog.getByTestId('quote-total')).toContainText('¥3,776.00');
    await page.screenshot({ path: '/tmp/supplier-web-office-quote-dialog.png', fullPage: false });
    await dialog.getByRole('button', { name: '发送报价' }).click();
    await expect(page.getByText('报价成功，买家可在72小时内按报价下单')).toBeVisible();
    await page.getByText('已报价', { exact: true }).click();
    await expect(page.getByTestId('supplier-enquiries').getByRole('row').filter({ hasText: buyerName })).toContainText('¥3,776.00');

    // The buyer sees the quote and orders at it through the checkout.
    await useToken(page, buyer.token);
    await page.goto('/admin/enquiry/index');
    const quote = page.getByTestId('enquiry-quote').first();
    await expect(quote).toContainText('¥1,888.00 × 2');
    await page.screenshot({ path: '/tmp/supplier-web-office-buyer-enquiries.png', fullPage: true });
    await quote.getByRole('button', { name: '按报价下单' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/confirm\\?physical_resource_ids=${venue!.top_physical_id}`));
    await expect(page.getByTestId('order-lines')).toContainText(dates[0]!);
    await expect(page.getByTestId('total-actual-price')).toContainText('3,776.00');

    await page.getByRole('button', { name: '+ 新增联系人' }).click();
    const contact = page.getByRole('dialog', { name: '新增联系人' });
    await contact.getByPlaceholder('请输入联系人', { exact: true }).fill(buyerName);
    await contact.getByPlaceholder('请输入联系人电话').fill('13912345678');
    await contact.getByPlaceholder('街道、门牌号等').fill('南京西路1266号');
    await contact.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加联系人成功')).toBeVisible();
    await page.getByPlaceholder('请填写推广的产品或品牌').fill('新品咖啡试饮');
    await pickTime(page, '进场时间', '08:00');
    await pickTime(page, '退场时间', '20:00');
    await page.getByTestId('order-info-form').getByText('否', { exact: true }).click();
    await page.getByTestId('notice-checkbox').click();
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(/\/orders\/payment\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    const order = await request.get(`/api/payment/orders/${orderId}`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(((await order.json()) as Envelope<{ total_amount: number }>).result.total_amount).toBe(377_600);
  });
});
