import { expect as baseExpect, test, type Page } from '@playwright/test';
import { loginThroughApi, TOKEN_STORAGE_KEY, waitForSmsResend } from '../support/accounts';
import { expectTidy } from '../support/page-checks';

// First visits load lazy page chunks; on a shared, loaded machine they can be slow.
const expect = baseExpect.configure({ timeout: 30_000 });
const BUYER = '13800000001';
const OPERATOR = '13700000001';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function loggedIn(page: Page, mobile: string): Promise<string> {
  await waitForSmsResend(page.request, mobile);
  const { token } = await loginThroughApi(page.request, mobile);
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  return token;
}

test('a buyer turns SMS notifications off and on again from the profile menu', async ({ page }) => {
  const token = await loggedIn(page, BUYER);
  await page.goto('/admin/messages/index');
  await page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '通知设置' }).click();
  await expect(page.getByTestId('notification-settings-page')).toBeVisible();
  await expect(page.getByRole('switch', { name: '站内信' })).toBeDisabled();
  const sms = page.getByRole('switch', { name: '短信通知' });
  await expect(sms).toBeChecked();
  await expectTidy(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/notification-settings-1280.png`, fullPage: true });
  await sms.click();
  await expect(page.getByText('已关闭')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: '短信通知' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: '邮件通知' })).toBeChecked();
  const saved = await page.request.get('/api/users/current/notification_settings', { headers: { authorization: `Bearer ${token}` } });
  expect((await saved.json()).result).toEqual({ sms: false, email: true });
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/notification-settings-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 860 });
  }
  await page.getByRole('switch', { name: '短信通知' }).click();
  await expect(page.getByRole('switch', { name: '短信通知' })).toBeChecked();
});

test('an operator sees the deliveries and sends a dead one again, delivered by the next jobs run', async ({ page }) => {
  const token = await loggedIn(page, OPERATOR);
  await page.goto('/admin/operator/notifications');
  const view = page.getByTestId('operator-notifications-page');
  await expect(view).toBeVisible();
  await expect(view.getByText('已发送').first()).toBeVisible();
  await view.getByText(/^已失败 1$/).click();
  const row = view.locator('tbody tr').filter({ hasText: 'SMS gateway answered 503' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('6/6');
  await expectTidy(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/operator-notifications-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/operator-notifications-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 860 });
  }
  await row.getByRole('button', { name: '重试' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '重试' }).click();
  await expect(page.getByText('已重新加入发送队列')).toBeVisible();
  await expect(view.getByText(/^已失败 0$/)).toBeVisible();

  const run = await page.request.post('/api/dev/jobs/run', { data: {} });
  expect(run.status(), await run.text()).toBe(200);
  const jobs = ((await run.json()).result.jobs as { name: string }[]).map((job) => job.name);
  expect(jobs[0]).toBe('notification-reminders');
  expect(jobs.at(-1)).toBe('notification-deliveries');
  expect(jobs).toContain('auto-cancel-unpaid-orders');
  const dead = await page.request.get('/api/operator/notification_deliveries?status=dead', { headers: { authorization: `Bearer ${token}` } });
  expect((await dead.json()).result.total).toBe(0);
});
