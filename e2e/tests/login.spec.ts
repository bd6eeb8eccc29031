import { expect, test } from '@playwright/test';
import { latestSmsCode, loginThroughApi, TOKEN_STORAGE_KEY, waitForSmsResend } from '../support/accounts';

test.describe('login by SMS code', () => {
  // The demo buyer may have been sent a code by an earlier journey: its resend window (2 s here) is awaited.
  test.setTimeout(120_000);

  test('a visitor logs in from the header and comes back to the same page and search', async ({ page, request }) => {
    await page.goto('/home/index?x=1');
    await page.getByRole('link', { name: '请登录' }).click();
    await expect(page).toHaveURL('/auth/code-login?from=%2Fhome%2Findex%3Fx%3D1');

    const mobile = '13800000001';
    await waitForSmsResend(request, mobile);
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();

    await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL('/home/index?x=1');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('header-user')).toContainText('演示广告主');
    await expect(header.getByRole('button', { name: '退出', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: '请登录' })).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeTruthy();

    await page.screenshot({ path: 'screenshots/login.png', fullPage: true });
    await expect(page.locator('body')).toContainText('退出');
  });

  test('a page that needs login sends the visitor back to `from` with its search string', async ({ page, request }) => {
    const mobile = '13800000002';
    await page.goto(`/auth/code-login?from=${encodeURIComponent('/some/path?x=1')}`);
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect(page).toHaveURL('/some/path?x=1');
    // A new account has no name yet: the header shows the masked mobile.
    await expect(page.getByTestId('header-user')).toContainText('138****0002');
  });

  test('the form shows the spec messages and a wrong code inline', async ({ page, request }) => {
    await page.goto('/auth/code-login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(page.getByText('请输入验证码')).toBeVisible();

    await page.getByLabel('手机号').fill('12345');
    await page.getByLabel('验证码').fill('12');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入有效的手机号')).toBeVisible();
    await expect(page.getByText('请输入有效的验证码')).toBeVisible();

    const mobile = '13800000004';
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const code = await latestSmsCode(request, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('验证码').fill(wrong);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText(/验证码错误/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/code-login/);
  });

  test('logout flushes the session, clears storage and returns to the login page', async ({ page, request }) => {
    const { token } = await loginThroughApi(request, '13800000003');
    await page.goto('/home/index');
    await page.evaluate(
      ([key, value]) => {
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('vm.order_submit', '1');
      },
      [TOKEN_STORAGE_KEY, token] as const,
    );
    await page.reload();
    await expect(page.getByTestId('header-user')).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: '退出', exact: true }).click();

    await expect(page).toHaveURL('/auth/code-login');
    await expect(page.getByRole('heading', { name: '验证码登录' })).toBeVisible();
    const storage = await page.evaluate(() => ({ local: window.localStorage.length, session: window.sessionStorage.length }));
    expect(storage).toEqual({ local: 0, session: 0 });

    const current = await request.get('/api/users/current', { headers: { Authorization: `Bearer ${token}` } });
    expect(current.status()).toBe(401);
  });
});
