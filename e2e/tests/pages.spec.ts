import { expect, test } from '@playwright/test';
import { loginThroughApi, TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { apiResult, expectTidy, shoot, type PageOf } from '../support/page-checks';

interface Activity {
  top_physical_id: number;
  name: string;
}
interface Venue {
  top_physical_id: number;
  name: string;
  community_id: number;
  community_name: string;
}
interface Provider {
  id: number;
  name: string;
}

test.describe('secondary discovery pages', () => {
  test('proprietary activities: list, keyword search, empty state, then an activity', async ({ page, request }) => {
    const first = (await apiResult<PageOf<Activity>>(request, '/proprietary/activities?city_id=90&page_size=12')).data[0]!;
    await page.goto('/activities/proprietary');
    await expect(page.getByRole('heading', { name: '平台自营活动' })).toBeVisible();
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'activities-proprietary');

    await page.getByPlaceholder('搜索活动名称、社区').fill('不存在的活动名');
    await page.getByRole('button', { name: '搜索活动' }).click();
    await expect(page).toHaveURL(/keywords=/);
    await expect(page.getByText('未找到与“不存在的活动名”相关的活动')).toBeVisible();

    await page.goto(`/activities/${first.top_physical_id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: '活动摊位' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '活动时间' })).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'activity-detail');

    await page.getByRole('button', { name: '查看社区' }).click();
    await expect(page).toHaveURL(/\/community\/\d+\?from=activity$/);
    await expect(page.getByTestId('community-origin')).toHaveText('来自：活动招商');
    await expect(page.locator('.ant-breadcrumb')).toContainText('活动招商');
  });

  test('proprietary fields: page jump, community opens in a new window marked as from proprietary', async ({ page, request }) => {
    const list = await apiResult<PageOf<Venue>>(request, '/proprietary/fields?city_id=90&page_size=10');
    await page.goto('/fields/proprietary');
    await expect(page.getByRole('heading', { name: '平台自营场地' })).toBeVisible();
    await expect(page.getByTestId('proprietary-field')).toHaveCount(Math.min(10, list.total));
    await expectTidy(page);
    await shoot(page, 'fields-proprietary');

    if (list.total > 10) {
      const jumper = page.locator('.ant-pagination-options-quick-jumper input');
      await jumper.fill('2');
      await jumper.press('Enter');
      await expect(page).toHaveURL('/fields/proprietary?page=2');
      await expect(page.getByTestId('proprietary-field').first()).toBeVisible();
    }

    const community = page.getByTestId('proprietary-field').first().locator('a[target="_blank"]');
    await expect(community).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), community.click()]);
    await expect(popup).toHaveURL(/\/community\/\d+\?from=proprietary$/);
    await expect(popup.getByTestId('community-origin')).toHaveText('来自：自营场地');
    await expect(popup.locator('.ant-breadcrumb')).toContainText('自营场地');
    await expect(popup.getByRole('heading', { name: /社区场地（\d+）/ })).toBeVisible();
    await expectTidy(popup);
    await shoot(popup, 'community-detail');
  });

  test('ad search by keyword', async ({ page }) => {
    await page.goto('/advs/index?keywords=LED');
    await expect(page.getByRole('heading', { name: '广告位搜索' })).toBeVisible();
    await expect(page.getByText(/共找到 \d+ 个广告位/)).toBeVisible();
    await expect(page.getByTestId('venue-card').first()).toContainText('LED');
    await expectTidy(page);
    await shoot(page, 'advs-index');
  });

  test('unknown ids show a Chinese not-found state, not an error dump', async ({ page }) => {
    for (const path of ['/activities/999999', '/community/999999?from=proprietary', '/service/view/999999']) {
      await page.goto(path);
      await expect(page.getByTestId('load-error')).toContainText('内容不存在或已下线');
      await expectTidy(page);
    }
    await page.screenshot({ path: 'screenshots/service-view-missing.png' });
  });

  test('city search: no match message, then the chosen city becomes current on the home page', async ({ page }) => {
    await page.goto('/cities/list');
    await expect(page.getByRole('heading', { name: '热门城市' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: '搜索城市' });
    await box.fill('乌鲁木齐');
    await expect(page.getByText('未找到匹配的城市')).toBeVisible();
    await shoot(page, 'cities-list');
    await box.fill('bei');
    await page.getByRole('list', { name: '匹配的城市' }).getByRole('button', { name: /北京/ }).click();
    await expect(page).toHaveURL('/home/index');
    await expect(page.getByTestId('city-switcher')).toContainText('北京');
  });

  test('case waterfall: type filter, debounced keyword, dialog with previous and next', async ({ page }) => {
    await page.goto('/theme/case');
    await expect(page.getByRole('heading', { name: '活动案例' })).toBeVisible();
    await expect(page.getByTestId('case-card').first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'theme-case');

    await page.locator('.ant-segmented').getByText('快闪店', { exact: true }).click();
    await expect(page).toHaveURL(/type=2/);
    // Wait until only the filtered list shows: a card of the previous list would open outside that list.
    await expect(page.getByTestId('case-card').first()).toBeVisible();
    await expect(page.getByTestId('case-card').filter({ hasNotText: '快闪店' })).toHaveCount(0);
    await page.getByTestId('case-card').first().click();
    const dialog = page.getByRole('dialog');
    const title = dialog.getByRole('heading', { level: 2 });
    await expect(dialog.getByTestId('case-detail').locator('img')).toHaveCount(4);
    await expect(title).not.toBeEmpty();
    const firstTitle = await title.textContent();
    await expect(dialog.getByRole('button', { name: /上一个/ })).toBeDisabled();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.ant-modal')!).opacity === '1');
    await page.screenshot({ path: 'screenshots/theme-case-dialog.png' });
    await dialog.getByRole('button', { name: /下一个/ }).click();
    await expect(title).not.toHaveText(firstTitle ?? '');
    await dialog.getByRole('button', { name: /上一个/ }).click();
    await expect(title).toHaveText(firstTitle ?? '');
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox', { name: '搜索案例' }).fill('没有这样的品牌');
    await expect(page.getByText('未找到与“没有这样的品牌”相关的案例')).toBeVisible();
  });

  test('theme page with side anchors', async ({ page }) => {
    await page.goto('/theme/index');
    await expect(page.getByRole('heading', { name: '场地专题' })).toBeVisible();
    await expect(page.locator('#theme-hot').getByTestId('venue-card').first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'theme-index');
    await page.getByRole('navigation', { name: '专题导航' }).getByRole('link', { name: '全景看场' }).click();
    await expect(page).toHaveURL(/#theme-panorama$/);
    await expect(page.locator('#theme-panorama')).toBeInViewport();
    await page.screenshot({ path: 'screenshots/theme-index-anchor.png' });
  });

  test('service providers: filters rebuild the query, 不限 clears, an item opens its page', async ({ page, request }) => {
    const first = (await apiResult<PageOf<Provider>>(request, '/service_providers?page_size=12')).data[0]!;
    await page.goto('/service/index');
    await expect(page.getByRole('heading', { name: '找服务商' })).toBeVisible();
    await expect(page.getByTestId('service-provider')).toHaveCount(12);
    await expectTidy(page);
    await shoot(page, 'service-index');

    const types = page.getByRole('group', { name: '服务类型' });
    // click, not check(): the boxes follow the URL, so they turn on once the query was rebuilt.
    await types.getByRole('checkbox', { name: '活动策划' }).click();
    await expect(page).toHaveURL('/service/index?service_type_ids=1');
    await types.getByRole('checkbox', { name: '展台搭建' }).click();
    await expect(page).toHaveURL('/service/index?service_type_ids=1,2');
    await expect(types.getByRole('checkbox', { name: '展台搭建' })).toBeChecked();
    await page.getByRole('group', { name: '服务城市' }).getByRole('checkbox', { name: '上海' }).click();
    await expect(page).toHaveURL('/service/index?service_type_ids=1,2&city_ids=90');
    await types.getByRole('button', { name: '不限' }).click();
    await expect(page).toHaveURL('/service/index?city_ids=90');

    await page.goto('/service/index');
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(`/service/view/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: '公司介绍' })).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'service-view');
  });
});

test.describe('global pieces', () => {
  test('header dropdown: hot words on focus, suggestions while typing', async ({ page }) => {
    await page.goto('/theme/index');
    const search = page.getByRole('banner').getByRole('combobox', { name: '搜索场地' });
    await search.focus();
    await expect(page.getByRole('listbox', { name: '搜索历史和热门搜索' })).toContainText('热门搜索');
    await search.fill('静安');
    const suggestions = page.getByRole('listbox', { name: '搜索建议' });
    await expect(suggestions.getByRole('option', { name: /区域\s*静安区/ })).toBeVisible();
    await expect(suggestions.getByRole('option', { name: /^场地/ }).first()).toBeVisible();
    await page.screenshot({ path: 'screenshots/header-suggestions.png' });
    await suggestions.getByRole('option', { name: /区域\s*静安区/ }).click();
    await expect(page).toHaveURL(/\/fieldslist\?navigation=1&district_ids=\d+$/);
  });

  test('footer: 20 hot venues and activities; feedback asks a visitor to log in', async ({ page }) => {
    await page.goto('/service/index');
    const footer = page.getByTestId('footer-hot-lists');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('tabpanel').getByRole('link')).toHaveCount(20);
    await footer.getByRole('tab', { name: '热门活动' }).click();
    await expect(footer.getByRole('tabpanel').getByRole('link').first()).toHaveAttribute('href', /^\/activities\/\d+$/);
    await footer.screenshot({ path: 'screenshots/footer-hot-lists.png' });

    await page.getByTestId('suggestion-trigger').click();
    await expect(page).toHaveURL(/\/auth\/code-login\?from=/);
  });

  test('logged in: suggestion and error report dialogs validate, thank and close', async ({ page, request }) => {
    const { token } = await loginThroughApi(request, uniqueMobile());
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
    await page.goto('/theme/case');

    await page.getByTestId('suggestion-trigger').click();
    const suggestion = page.getByRole('dialog', { name: '意见建议' });
    await suggestion.getByRole('button', { name: '提交建议' }).click();
    await expect(suggestion.getByText('请您输入建议后提交')).toBeVisible();
    await suggestion.getByLabel('您的建议').fill('希望能按预算筛选活动案例');
    await suggestion.getByRole('button', { name: '提交建议' }).click();
    await expect(suggestion.getByText('非常感谢您的反馈，我们会尽快核实')).toBeVisible();
    await expect(suggestion).toBeHidden({ timeout: 5000 });

    await page.getByTestId('error-report-trigger').click();
    const report = page.getByRole('dialog', { name: '信息纠错' });
    await report.getByRole('button', { name: '提交纠错' }).click();
    await expect(report.getByText('请选择匹配的资源')).toBeVisible();
    await expect(report.getByText('请输入纠错内容')).toBeVisible();
    await page.screenshot({ path: 'screenshots/error-report-dialog.png' });
    await report.getByRole('combobox').fill('中庭');
    // Wait for the search answer for this keyword, not whatever options were there a moment before.
    const match = page.locator('.ant-select-item-option').filter({ hasText: '中庭' }).first();
    await match.click();
    await expect(report.getByText('请选择匹配的资源')).toBeHidden();
    await report.getByLabel('纠错内容').fill('场地面积与实际不符');
    await report.getByRole('button', { name: '提交纠错' }).click();
    await expect(report.getByText('非常感谢您的反馈，我们会尽快核实')).toBeVisible();
    await expect(report).toBeHidden({ timeout: 5000 });
  });
});
