import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, latestSmsCode, uniqueMobile } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';

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
    await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByText('已通过申请')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByText('已通过', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: company })).toBeVisible();

    // The applicant is now a supplier: the supplier home and its menu.
    await useToken(page, applicantToken!);
    await page.goto('/admin/supplier/index');
    await expect(page.getByTestId('summary-paid')).toContainText('¥0.00');
    await expect(page.getByText('暂无待审核订单')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '供应商首页' })).toBeVisible();
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
    await expect(page.getByTestId('header-review-badge').getByTestId('count-badge')).toBeVisible();
    await expect(page.getByTestId('occupancy-calendar')).toBeVisible();
    await expect(page.getByTestId('recent-comments')).toBeVisible();
    await page.screenshot({ path: `/tmp/supplier-web-office-supplier-home.png`, fullPage: true });

    // The order-items list filters by keyword (an order number of the queue).
    const orderNum = ((await queue.getByText(/子订单 \S+/).first().textContent()) ?? '').match(/子订单 (\S+)/)![1]!;
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
    await expect(page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '订单审核' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '子账号管理' })).toHaveCount(0);
  });
});
