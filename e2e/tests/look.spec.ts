import { expect, test, type Page } from '@playwright/test';

/** Nothing wider than the window, and no raw JSON envelope printed on the page. */
async function expectTidy(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('body')).not.toContainText('"code"');
}

test.describe('pages look right', () => {
  test('login page', async ({ page }) => {
    await page.goto('/auth/code-login?from=%2Ffields%2F1');
    await expect(page.getByRole('heading', { name: '验证码登录' })).toBeVisible();
    await expect(page).toHaveTitle('登录 - 场地通');
    await expectTidy(page);
    await page.screenshot({ path: 'screenshots/code-login.png', fullPage: true });
  });

  test('register: type chooser, then the form for the chosen type', async ({ page }) => {
    await page.goto('/auth/register?from=%2Fhome%2Findex');
    await expect(page.getByRole('heading', { name: '选择注册身份' })).toBeVisible();
    for (const label of ['我是广告主', '我是场地供应商', '我是代理商', '我是服务商']) {
      await expect(page.getByRole('button', { name: new RegExp(label) })).toBeVisible();
    }
    await expectTidy(page);
    await page.screenshot({ path: 'screenshots/register-chooser.png', fullPage: true });

    await page.getByRole('button', { name: /我是场地供应商/ }).click();
    await expect(page.getByText('注册身份：我是场地供应商')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('vm.registration_type'))).toBe('1');
    await page.screenshot({ path: 'screenshots/register-form.png', fullPage: true });
  });

  test('home page with header and footer; back-to-top after scrolling', async ({ page }) => {
    await page.goto('/home/index');
    await expect(page.getByRole('heading', { name: '找推广场地，就上场地通' })).toBeVisible();
    await expect(page.getByTestId('header-cart')).toBeVisible();
    await expectTidy(page);
    await page.screenshot({ path: 'screenshots/home.png', fullPage: true });

    await expect(page.getByRole('button', { name: '回到顶部' })).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('button', { name: '回到顶部' })).toBeVisible();
  });

  test('the header search goes to the venue list with the keyword', async ({ page }) => {
    await page.goto('/home/index');
    const search = page.getByRole('banner').getByRole('combobox', { name: '搜索场地' });
    await search.fill('商场中庭');
    await search.press('Enter');
    await expect(page).toHaveURL('/fieldslist?keyword=%E5%95%86%E5%9C%BA%E4%B8%AD%E5%BA%AD');
    await expect(search).toHaveValue('商场中庭');

    // The history offers the keyword next time.
    await page.goto('/home/index');
    await page.getByRole('banner').getByRole('combobox', { name: '搜索场地' }).focus();
    await expect(page.getByRole('option', { name: '商场中庭' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/search-history.png' });
  });
});
