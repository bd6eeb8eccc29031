import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { latestSmsCode, TOKEN_STORAGE_KEY, uniqueMobile, waitForSmsResend } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';
import { expectTidy } from '../support/page-checks';

// First visits load lazy page chunks (the editor's is the largest); on a shared, loaded machine a first
// visit took over 20 s, so waits are generous.
const expect = baseExpect.configure({ timeout: 60_000 });

const OPERATOR = '13700000001';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';

async function useToken(page: Page, token: string | null) {
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => (value ? window.localStorage.setItem(key, value) : window.localStorage.removeItem(key)), [
    TOKEN_STORAGE_KEY,
    token,
  ] as const);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 860 },
  });
  return context.newPage();
}

/** Picks an option of an antd Select found by its form label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

async function publishArticle(page: Page, category: string, title: string, paragraph: string) {
  await page.goto('/admin/operator/articles');
  await page.getByRole('button', { name: '发布文章' }).click();
  await expect(page.getByTestId('article-edit-page')).toBeVisible();
  await choose(page, '分类', category);
  await page.getByPlaceholder('请输入标题').fill(title);
  const editor = page.getByRole('textbox', { name: '正文' });
  await editor.click();
  await page.getByRole('button', { name: '二级标题' }).click();
  await page.keyboard.type('要点');
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraph);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('已发布');
}

test.describe('operator console', () => {
  test.setTimeout(600_000);

  test('an operator publishes a help article and a news item; a visitor reads them, loading news to the end', async ({ page, request }) => {
    const suffix = String(Date.now() % 100_000);
    const helpTitle = `如何修改已提交的订单${suffix}`;
    const newsTitle = `场地通发布运营控制台${suffix}`;

    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(page, operator.token);
    await page.goto('/admin/operator/articles');
    await expect(page.getByRole('navigation', { name: '运营后台菜单' }).getByText('内容管理')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/operator-console-articles.png`, fullPage: true });
    await publishArticle(page, '新手指南', helpTitle, '提交后未支付的订单可以取消后重新下单。');
    await publishArticle(page, '公司新闻', newsTitle, '运营人员可以在控制台发布帮助文章与公司新闻。');
    await page.screenshot({ path: `${SHOTS}/operator-console-articles-published.png`, fullPage: true });

    // A visitor: the help centre's first category shows the new question in its accordion.
    await useToken(page, null);
    await page.goto('/help/index');
    await expect(page.getByRole('tab', { name: '新手指南' })).toHaveAttribute('aria-selected', 'true');
    const accordion = page.getByTestId('help-accordion');
    await accordion.getByText(helpTitle).click();
    await expect(accordion.getByText('提交后未支付的订单可以取消后重新下单。')).toBeVisible();
    await expect(accordion.getByRole('heading', { name: '要点' })).toBeVisible();
    await expectTidy(page);
    await page.screenshot({ path: `${SHOTS}/operator-console-help-centre.png`, fullPage: true });

    // Company news: the new item first, four at a time, 加载更多 until 已全部加载完毕.
    const total = ((await (await request.get('/api/articles?article_type_id=17&page_size=4')).json()) as { result: { total: number } }).result.total;
    expect(total).toBeGreaterThan(8);
    await page.goto('/company/news');
    const list = page.getByTestId('news-list').getByRole('listitem');
    await expect(list).toHaveCount(4);
    await expect(list.first()).toContainText(newsTitle);
    const more = page.getByTestId('news-load-more');
    for (let shown = 4; shown < total; shown = Math.min(shown + 4, total)) {
      await expect(more).toHaveText(/加载更多|加载中/);
      await more.click();
      await expect(list).toHaveCount(Math.min(shown + 4, total));
    }
    await expect(more).toHaveText('已全部加载完毕');
    await expect(more).toBeDisabled();
    await expectTidy(page);
    await page.screenshot({ path: `${SHOTS}/operator-console-company-news.png`, fullPage: true });

    await list.first().getByRole('link', { name: newsTitle }).click();
    await expect(page.getByRole('heading', { name: newsTitle, level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-content')).toContainText('运营人员可以在控制台发布帮助文章与公司新闻。');
    await page.screenshot({ path: `${SHOTS}/operator-console-article.png`, fullPage: true });

    // The other public content pages render with the demo content.
    for (const [path, testId, name] of [
      ['/recruitment/index', 'recruitment-page', 'recruitment'],
      ['/company/info', 'company-info-page', 'company-info'],
      ['/home/info?type=2', 'home-info-page', 'home-info'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId(testId).locator('.ant-skeleton')).toHaveCount(0);
      await expectTidy(page);
      await page.screenshot({ path: `${SHOTS}/operator-console-${name}.png`, fullPage: true });
    }
  });

  test('an operator freezes a buyer, who is logged out at once and cannot log in until unfrozen', async ({ page, browser, request }) => {
    const mobile = uniqueMobile();
    const buyer = await loginWhenAllowed(request, mobile);
    await useToken(page, buyer.token);
    await page.goto('/admin/orders/index');
    await expect(page.getByTestId('header-user')).toBeVisible();

    const staff = await newPage(browser);
    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(staff, operator.token);
    await staff.goto('/admin/operator/users');
    await staff.getByPlaceholder('手机号或姓名').fill(mobile);
    await staff.getByTestId('operator-users-page').getByRole('button', { name: '搜索' }).click();
    const row = staff.getByRole('row').filter({ hasText: mobile });
    await expect(row).toContainText('正常');
    await row.getByRole('button', { name: '冻结' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByLabel('冻结原因').fill('异常刷单');
    await dialog.getByRole('button', { name: '冻结' }).click();
    await expect(staff.getByText('已冻结').first()).toBeVisible();
    await expect(row).toContainText('异常刷单');
    await staff.screenshot({ path: `${SHOTS}/operator-console-users-frozen.png`, fullPage: true });

    // The buyer's next request is refused: the page forgets the token and goes to the login page.
    await page.goto('/admin/orders/index');
    await expect(page).toHaveURL(/\/auth\/code-login/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    await waitForSmsResend(request, mobile);
    // The code sent by this click, not the one of the first login (read too early, it was the old one).
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile, sentAfter));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('账号已被冻结，请联系客服')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/operator-console-frozen-login.png`, fullPage: true });

    // Unfrozen, the buyer logs in again; the audit log shows both actions.
    await row.getByRole('button', { name: '解冻' }).click();
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: /确\s?定/ })
      .click();
    await expect(row).toContainText('正常');
    await staff.goto('/admin/operator/audit-log');
    await expect(staff.getByRole('row').filter({ hasText: '冻结账号' }).first()).toBeVisible();
    await expect(staff.getByRole('row').filter({ hasText: '解冻账号' }).first()).toBeVisible();
    await expectTidy(staff);
    await staff.screenshot({ path: `${SHOTS}/operator-console-audit-log.png`, fullPage: true });
    await staff.context().close();
  });

  test('every console page opens for the demo operator with its data or a Chinese empty state', async ({ page, request }) => {
    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(page, operator.token);
    for (const [path, testId] of [
      ['/admin/operator/feedbacks', 'operator-feedbacks-page'],
      ['/admin/operator/alerts', 'operator-alerts-page'],
      ['/admin/operator/orders', 'operator-orders-page'],
      ['/admin/operator/refunds', 'operator-refunds-page'],
      ['/admin/operator/users', 'operator-users-page'],
      ['/admin/operator/hot-words', 'operator-hot-words-page'],
      ['/admin/operator/cases', 'operator-cases-page'],
      ['/admin/operator/page-content', 'operator-page-content-page'],
      ['/admin/operator/audit-log', 'audit-log-page'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(testId)).toBeVisible();
      await expect(page.getByTestId(testId).locator('.ant-table-row, .ant-table-placeholder, form, .ant-tabs').first()).toBeVisible();
      await expectTidy(page);
      await page.screenshot({ path: `${SHOTS}/operator-console-${path.split('/').pop()}.png`, fullPage: true });
    }
    // The orders overview downloads a CSV.
    await page.goto('/admin/operator/orders');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
  });
});
