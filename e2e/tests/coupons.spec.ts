import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestSmsCode, loginThroughApi, uniqueMobile, waitForSmsResend } from '../support/accounts';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const OPERATOR = '13700000001';
/** The demo buyer: the only account with points (seeded as 新用户赠送积分); a fresh account has none. */
const DEMO_BUYER = '13800000001';

/**
 * Logs in through /auth/code-login with the code from the development outbox. A code sent for the same
 * mobile shortly before (by another journey) blocks a resend until the server's window has passed.
 */
async function logIn(page: Page, request: APIRequestContext, mobile: string, from: string) {
  await waitForSmsResend(request, mobile);
  const before = new Date().toISOString();
  await page.goto(`/auth/code-login?from=${encodeURIComponent(from)}`);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile, before));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(from);
}

test.describe('coupons, points and the welfare page', () => {
  test.setTimeout(180_000);

  test('a visitor is sent to login from the coupons page', async ({ page }) => {
    await page.goto('/admin/coupons/index?status=unused');
    await expect(page).toHaveURL(`/auth/code-login?from=${encodeURIComponent('/admin/coupons/index?status=unused')}`);
  });

  test('a buyer receives a coupon, finds it under 未使用 and claims all welfare coupons', async ({ page, request }) => {
    // A fresh buyer (new-user points, no coupons yet): nothing here depends on what other journeys did.
    await logIn(page, request, uniqueMobile(), '/admin/coupons/index?status=unused');

    // The venue page's coupon panel receives the everywhere-usable coupon.
    const fields = await request.get('/api/fields?page=1');
    const venueId = ((await fields.json()) as { result: { data: { top_physical_id: number }[] } }).result.data[0]!.top_physical_id;
    await page.goto(`/fields/${venueId}`);
    await expect(page.getByRole('heading', { name: '可售资源' })).toBeVisible();
    const ticket = page.getByTestId('venue-coupons-panel').getByTestId('venue-coupon').filter({ hasText: '全场满200减20' });
    await ticket.getByRole('button', { name: '立即领取' }).click();
    await expect(page.getByText('领取成功')).toBeVisible();
    await expect(ticket.getByRole('button', { name: '已领取' })).toBeDisabled();

    await page.goto('/admin/coupons/index?status=unused');
    await expect(page.getByRole('tab', { name: '未使用（1）' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('my-coupon').filter({ hasText: '全场满200减20' })).toBeVisible();
    await expect(page.getByTestId('offer').filter({ hasText: '全场满200减20' })).toHaveCount(0);
    await page.screenshot({ path: 'screenshots/coupons-page.png', fullPage: true });

    await page.getByRole('tab', { name: /已使用/ }).click();
    await expect(page).toHaveURL('/admin/coupons/index?status=used');
    await expect(page.getByText('暂无已使用的优惠券')).toBeVisible();

    await page.goto('/welfare');
    await page.getByRole('button', { name: '活动规则' }).click();
    const rules = page.getByRole('dialog', { name: '活动规则' });
    await expect(rules).toContainText('每笔订单限用一张优惠券');
    await rules.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByTestId('welfare-coupon')).toHaveCount(3);
    await page.screenshot({ path: 'screenshots/welfare-page.png', fullPage: true });
    await page.getByRole('button', { name: '一键领取' }).click();
    await expect(page.getByText('恭喜领取成功！')).toBeVisible();
    await expect(page.getByRole('button', { name: '已全部领取' })).toBeDisabled();
    await expect(page.getByTestId('welfare-coupon').filter({ hasText: '已领取' })).toHaveCount(3);

    await page.goto('/admin/coupons/index?status=unused');
    await expect(page.getByRole('tab', { name: '未使用（4）' })).toBeVisible();
  });

  test('the demo buyer spends points on a points coupon', async ({ page, request }) => {
    // The balance is read first: the assertions hold whatever other journeys did with the demo buyer.
    await waitForSmsResend(request, DEMO_BUYER);
    const { token } = await loginThroughApi(request, DEMO_BUYER);
    const history = await request.get('/api/point_histories?page=1&page_size=1', { headers: { authorization: `Bearer ${token}` } });
    const balance = ((await history.json()) as { result: { balance: number } }).result.balance;
    expect(balance).toBeGreaterThanOrEqual(1000);

    await logIn(page, request, DEMO_BUYER, '/admin/points/index');
    await expect(page.getByTestId('points-balance')).toHaveText(String(balance));
    await expect(page.getByRole('cell', { name: '新用户赠送积分' })).toBeVisible();
    await page.getByTestId('points-offer').filter({ hasText: '1000积分兑10元券' }).getByRole('button', { name: '1000积分兑换' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`兑换成功，剩余${balance - 1000}积分`)).toBeVisible();
    await expect(page.getByTestId('points-balance')).toHaveText(String(balance - 1000));
    await expect(page.getByRole('cell', { name: '兑换优惠券' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/points-page.png', fullPage: true });
  });

  test('an operator creates a coupon and sees it with its usage', async ({ page, request }) => {
    await logIn(page, request, OPERATOR, '/admin/operator/coupons');
    await expect(page.getByRole('heading', { name: '优惠券管理' })).toBeVisible();
    await page.getByRole('button', { name: '新建优惠券' }).click();
    const dialog = page.getByRole('dialog', { name: '新建优惠券' });
    await dialog.getByLabel('名称').fill('周末专享满300减30');
    await dialog.getByLabel('优惠金额').fill('30');
    await dialog.getByLabel('使用门槛').fill('300');
    await page.screenshot({ path: 'screenshots/operator-coupon-form.png' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '周末专享满300减30' });
    await expect(row).toContainText('¥30 / 满¥300可用');
    await expect(row).toContainText('发放中');
    await page.screenshot({ path: 'screenshots/operator-coupons.png', fullPage: true });

    await row.getByRole('button', { name: '停止发放' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(row).toContainText('已停止');
  });
});
