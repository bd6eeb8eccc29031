import { expect, test } from '@playwright/test';

test('an unknown route shows the Chinese 404 page inside the site frame', async ({ page }) => {
  const response = await page.goto('/no/such/page?from=nowhere');
  // docs/spec/api.md "Hardening, second round — fixed": a page path no web route knows is the app's 404 page with status 404.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeVisible();
  await expect(page.getByTestId('not-found')).toContainText('404');
  await expect(page.getByRole('banner').getByRole('link', { name: '请登录' })).toBeVisible();
  await expect(page).toHaveTitle('页面不存在 - 场地通');
  await page.screenshot({ path: 'screenshots/not-found.png', fullPage: true });

  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/home/index');
});
