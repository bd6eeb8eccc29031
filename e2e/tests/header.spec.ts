import { expect, test, type Page } from '@playwright/test';
import { loginThroughApi, TOKEN_STORAGE_KEY } from '../support/accounts';

const ok = (result: unknown) => ({ json: { code: 1, msg: '', result } });
const failure = { status: 500, json: { code: 500, msg: '服务器开小差了，请稍后再试', result: null } };

const CITIES = [
  { id: 90, province_id: 9, name: '上海', en_name: 'shanghai', domain_name: 'sh' },
  { id: 91, province_id: 1, name: '北京', en_name: 'beijing', domain_name: 'bj' },
];

/** The header's catalogue calls answered with fixed data, so these tests do not depend on the seed. */
async function stubCatalogue(page: Page, cartCount = 3) {
  await page.route(/\/api\/cities$/, (route) => route.fulfill(ok(CITIES)));
  await page.route(/\/api\/hot_words/, (route) =>
    route.fulfill(
      ok([
        { id: 1, name: '商场中庭' },
        { id: 2, name: '地铁广告' },
      ]),
    ),
  );
  await page.route(/\/api\/fast\/search/, (route) =>
    route.fulfill(
      ok({
        additional_types: [{ type: 'district_ids', value: 12, name: '浦东新区' }],
        data: [{ name: '正大广场中庭', id: 8, top_physical_id: 8, community_id: 3, community_name: '正大广场' }],
      }),
    ),
  );
  await page.route(/\/api\/cart_items\/count/, (route) => route.fulfill(ok({ count: cartCount })));
}

test.describe('site header', () => {
  test('city switcher: default city 90, pick another, kept in localStorage', async ({ page }) => {
    await stubCatalogue(page);
    await page.goto('/home/index');
    const switcher = page.getByTestId('city-switcher');
    await expect(switcher).toContainText('上海');
    await switcher.click();
    await page.getByRole('button', { name: '北京', exact: true }).click();
    await expect(switcher).toContainText('北京');
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('vm.city'))) ?? '{}')).toEqual({ id: 91, name: '北京' });
    await page.reload();
    await expect(page.getByTestId('city-switcher')).toContainText('北京');
  });

  test('search suggestions and hot words', async ({ page }) => {
    await stubCatalogue(page);
    await page.goto('/home/index');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: '地铁广告' })).toBeVisible();

    await banner.getByRole('combobox', { name: '搜索场地' }).fill('正大');
    await expect(page.getByRole('option', { name: /正大广场中庭/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /浦东新区/ })).toContainText('区域');
    await page.screenshot({ path: 'screenshots/search-suggestions.png' });
    await page.getByRole('option', { name: /浦东新区/ }).click();
    await expect(page).toHaveURL('/fieldslist?navigation=1&district_ids=12');
  });

  test('cart count for a logged-in user, and no count when the call fails', async ({ page, request }) => {
    const { token } = await loginThroughApi(request, '13800000005');
    await stubCatalogue(page, 3);
    await page.goto('/home/index');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
    await page.reload();
    await expect(page.getByTestId('header-cart')).toContainText('3');

    await page.unroute(/\/api\/cart_items\/count/);
    await page.route(/\/api\/cart_items\/count/, (route) => route.fulfill(failure));
    await page.reload();
    await expect(page.getByTestId('header-user')).toBeVisible();
    await expect(page.getByTestId('header-cart').getByTestId('count-badge')).toHaveCount(0);
  });

  test('the shell still works when every catalogue call fails', async ({ page }) => {
    for (const pattern of [/\/api\/cities$/, /\/api\/hot_words/, /\/api\/fast\/search/, /\/api\/cart_items/]) {
      await page.route(pattern, (route) => route.fulfill(failure));
    }
    await page.goto('/home/index');
    await expect(page.getByTestId('city-switcher')).toContainText('选择城市');
    await expect(page.getByRole('banner').getByRole('link', { name: '请登录' })).toBeVisible();
    await page.getByTestId('city-switcher').click();
    await expect(page.getByText('暂时无法获取城市列表，请稍后再试')).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: '搜索场地' }).fill('中庭');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/fieldslist?keyword=%E4%B8%AD%E5%BA%AD');
  });
});
