import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { latestSmsCode, loginThroughApi, TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';

interface Envelope<T> {
  code: number;
  result: T;
}

interface VenueCardJson {
  top_physical_id: number;
  name: string;
}

interface VenueDetailJson {
  top_physical_id: number;
  name: string;
  comment_count: number;
  physical_resource_imgs: { pic_url: string }[];
  favorite: { status: 0 | 1; count: number };
  panorama_url: string | null;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as Envelope<T>).result;
}

/** Nothing wider than the window, and no raw JSON envelope printed on the page. */
async function expectTidy(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('body')).not.toContainText('"code"');
  await expect(page.locator('body')).not.toContainText('"result"');
}

test.describe('discovery: home → list → venue', () => {
  test.beforeEach(async ({ page }) => {
    // Map tiles come from the internet; the map must work without them.
    await page.route(/autonavi\.com/, (route) => route.abort());
  });

  test('a visitor filters the list, opens a venue, flips the gallery, pages comments, logs in to favourite and comes back', async ({ page, request }) => {
    // One long journey through three pages and a login: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // Home: banner, modules, counters, recommendations and the first-visit gift.
    await page.goto('/home/index');
    await expect(page.getByRole('heading', { name: '找推广场地，就上场地通' })).toBeVisible();
    const gift = page.getByRole('complementary', { name: '新人专享礼包' });
    await expect(gift).toBeVisible();
    await expect(gift.getByRole('link', { name: '立即领取' })).toHaveAttribute('href', '/welfare');
    const moduleCards = page.getByRole('tabpanel', { name: '按类型找场地' }).getByTestId('venue-card');
    await expect(moduleCards).toHaveCount(4);
    await expect(page.getByRole('heading', { name: '为您推荐' })).toBeVisible();
    await expect(page.getByTestId('recommended-card')).toHaveCount(4);
    await page.getByRole('region', { name: '平台数据' }).scrollIntoViewIfNeeded();
    const counter = page.getByTestId('counter-value').nth(2);
    await expect(counter).not.toHaveText('—');
    await expect(counter).toHaveText(/^[1-9][\d,]*$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectTidy(page);
    await page.screenshot({ path: 'screenshots/discovery-home.png', fullPage: true });

    // The gift is remembered once closed.
    await gift.getByRole('button', { name: '关闭新人礼包' }).click();
    await expect(gift).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: '找推广场地，就上场地通' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: '新人专享礼包' })).toHaveCount(0);

    // The module's 查看更多 opens the list with its one filter pre-selected.
    const category = page.getByRole('group', { name: '细分' }).getByRole('button', { pressed: true });
    const categoryName = (await category.textContent())!.trim();
    await page.getByRole('link', { name: '查看更多 >' }).click();
    await expect(page).toHaveURL(/\/fieldslist\?navigation=1&category_ids=\d+$/);
    await expect(page.getByRole('button', { name: `移除 场地类型：${categoryName}` })).toBeVisible();
    await expect(page.getByRole('group', { name: '场地类型' }).getByRole('button', { name: categoryName })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('venue-card').first()).toBeVisible();

    // Apply a custom price range typed the wrong way round: it is swapped, shown as a chip and kept in the URL.
    const price = page.getByRole('group', { name: '价格' });
    await price.getByLabel('最低价格').fill('100000');
    await price.getByLabel('最高价格').fill('1');
    await price.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/min_price=1&max_price=100000/);
    await expect(page.getByRole('button', { name: '移除 价格：1-100000元/天' })).toBeVisible();
    await page.getByRole('button', { name: /^按订单量/ }).click();
    await expect(page).toHaveURL(/order_by=order_quantity&order=desc/);
    await expect(page.getByRole('group', { name: '排序' }).getByRole('button', { pressed: true })).toHaveAccessibleName(/订单量降序/);

    // A reload restores the same filters.
    const listUrl = page.url();
    await page.reload();
    await expect(page.getByRole('button', { name: '移除 价格：1-100000元/天' })).toBeVisible();
    await expect(page.getByRole('button', { name: `移除 场地类型：${categoryName}` })).toBeVisible();
    const listSearch = new URL(listUrl).search;
    const listed = await getJson<{ data: VenueCardJson[] }>(request, `/api/fields${listSearch}&city_ids=90`);
    await expect(page.getByTestId('venue-card')).toHaveCount(listed.data.length);
    await expectTidy(page);
    await page.screenshot({ path: 'screenshots/discovery-list.png', fullPage: true });

    // Open a listed venue with several photos and more than one page of comments.
    let venue: VenueDetailJson | undefined;
    for (const card of listed.data) {
      const detail = await getJson<VenueDetailJson>(request, `/api/fields/${card.top_physical_id}`);
      if (detail.comment_count > 10 && detail.physical_resource_imgs.length >= 3) {
        venue = detail;
        break;
      }
    }
    expect(venue, 'a listed venue with photos and two pages of comments').toBeDefined();
    const venuePath = `/fields/${venue!.top_physical_id}`;
    await page.locator(`a[href="${venuePath}"]`).first().click();
    await expect(page).toHaveURL(venuePath);
    await expect(page.getByRole('heading', { level: 1, name: venue!.name })).toBeVisible();
    await expect(page).toHaveTitle(`${venue!.name} - 场地通`);

    // Flip the gallery: next, then a thumbnail; the viewer opens on the main image.
    const main = page.getByTestId('gallery-main');
    const photos = venue!.physical_resource_imgs.map((img) => img.pic_url);
    await expect(main).toHaveAttribute('src', photos[0]!);
    await page.getByRole('button', { name: '下一张', exact: true }).click();
    await expect(main).toHaveAttribute('src', photos[1]!);
    await page.getByRole('button', { name: '实景图3' }).click();
    await expect(main).toHaveAttribute('src', photos[2]!);
    await page.getByRole('button', { name: '查看大图' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByTestId('viewer-image')).toHaveAttribute('src', photos[2]!);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    // The map loads as it comes into view, and shows the marker even though no tile loads; the coupons
    // panel has nothing on offer yet.
    await page.getByRole('heading', { name: '场地位置', level: 2 }).scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(page.getByRole('complementary', { name: '优惠券' })).toBeVisible();

    // Page the comments: the page number goes into the URL.
    const comments = page.getByTestId('comment-list');
    const firstComment = await comments.locator('li').first().textContent();
    await page.getByRole('navigation', { name: '评价分页' }).getByRole('button', { name: '第2页' }).click();
    await expect(page).toHaveURL(`${venuePath}?comments_page=2`);
    await expect(page.getByRole('navigation', { name: '评价分页' }).getByRole('button', { name: '第2页' })).toHaveAttribute('aria-current', 'page');
    await expect(comments.locator('li').first()).not.toHaveText(firstComment!);
    await expectTidy(page);
    await page.screenshot({ path: 'screenshots/discovery-venue.png', fullPage: true });

    // A visitor tapping favourite goes to login, keeping the path and search string, and is told why.
    const favourite = page.getByTestId('favorite-button');
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(page).toHaveURL(`/auth/code-login?from=${encodeURIComponent(`${venuePath}?comments_page=2`)}&reason=favorite`);
    await expect(page.getByTestId('login-reason')).toHaveText('请先登录后再收藏场地，登录后将回到刚才的页面');
    const mobile = uniqueMobile();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
    await page.getByLabel('验证码').fill(await latestSmsCode(request, mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();

    // Back on the same venue and comments page, where favourite now works.
    await expect(page).toHaveURL(`${venuePath}?comments_page=2`);
    await expect(page.getByRole('navigation', { name: '评价分页' }).getByRole('button', { name: '第2页' })).toHaveAttribute('aria-current', 'page');
    const token = await page.evaluate(() => window.localStorage.getItem('vm.token'));
    const mine = await request.get(`/api/fields/${venue!.top_physical_id}`, { headers: { Authorization: `Bearer ${token}` } });
    const before = ((await mine.json()) as Envelope<VenueDetailJson>).result.favorite;
    const label = (on: boolean, count: number) => `${on ? '已收藏' : '收藏'}（${count}）`;
    await expect(favourite).toHaveText(label(before.status === 1, before.count));
    await favourite.click();
    const after = before.status === 1 ? { on: false, count: before.count - 1 } : { on: true, count: before.count + 1 };
    await expect(favourite).toHaveAttribute('aria-pressed', String(after.on));
    await expect(favourite).toHaveText(label(after.on, after.count));
    await expect(page.getByText(after.on ? '收藏成功' : '已取消收藏')).toBeVisible();

    // The error report: content is required; thanks, then the modal closes by itself.
    await page.getByRole('button', { name: '场地纠错' }).click();
    const report = page.getByRole('dialog', { name: '场地纠错' });
    await report.getByRole('button', { name: '提交' }).click();
    await expect(report.getByText('请输入纠错内容！')).toBeVisible();
    await report.getByLabel('纠错内容').fill('价格与现场公示不一致');
    await report.getByRole('button', { name: '提交' }).click();
    await expect(report.getByText('非常感谢您的反馈，我们会尽快核实')).toBeVisible();
    await expect(report).toBeHidden({ timeout: 5000 });

    // Toggling again (the other of PUT / DELETE) brings the count back.
    await favourite.click();
    await expect(favourite).toHaveText(label(before.status === 1, before.count));
    expect(pageErrors).toEqual([]);
  });

  test('landing on a venue page: a visitor is drawn from the data in its HTML; a logged-in buyer asks for their own view', async ({ page, request }) => {
    const listed = await getJson<{ data: VenueCardJson[] }>(request, '/api/fields?city_ids=90');
    const venue = await getJson<VenueDetailJson>(request, `/api/fields/${listed.data[0]!.top_physical_id}`);
    const venuePath = `/fields/${venue.top_physical_id}`;
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === `/api${venuePath}`) asked.push(sent.url());
    });

    const landing = await page.goto(venuePath);
    const html = await landing!.text();
    expect(html).toContain(`<title>${venue.name} - 场地通</title>`);
    expect(html).toContain(`href="${venue.physical_resource_imgs[0]!.pic_url}"`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('src', venue.physical_resource_imgs[0]!.pic_url);
    // The booking block loads beside the page and takes its place.
    await expect(page.getByText('可售规格加载中…')).toHaveCount(0);
    await expect(page.locator('#resources')).not.toBeEmpty();
    expect(asked, 'the venue came with the page').toEqual([]);

    // 联系客服 opens its dialog (loaded on the first click) with the hotline and the venue's name.
    await page.getByRole('button', { name: '联系客服' }).click();
    const service = page.getByRole('dialog', { name: '联系客服' });
    await expect(service.getByText('客服热线：400-800-1234')).toBeVisible();
    await expect(service.getByText(`咨询时请告知场地名称：${venue.name}`)).toBeVisible();
    await page.screenshot({ path: 'screenshots/venue-customer-service.png' });
    await page.keyboard.press('Escape');
    await expect(service).toBeHidden();

    // A buyer's view (their favourite) is their own: the page asks the API with the token.
    const { token } = await loginThroughApi(request, uniqueMobile());
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect.poll(() => asked.length).toBe(1);
  });

  test('the panorama icon opens the panorama page', async ({ page, request }) => {
    const withPanorama = await getJson<{ data: VenueCardJson[] }>(request, '/api/fields?has_panorama=1&page_size=1');
    const id = withPanorama.data[0]!.top_physical_id;
    const detail = await getJson<VenueDetailJson>(request, `/api/fields/${id}`);
    await page.goto(`/fields/${id}`);
    await page.getByRole('link', { name: '查看全景' }).click();
    await expect(page).toHaveURL(`/fields/panorama?url=${encodeURIComponent(detail.panorama_url!)}`);
    await expect(page.getByRole('heading', { name: '全景看场地' })).toBeVisible();
    await expect(page.getByTestId('panorama-viewer')).toBeVisible();
  });

  test('a keyword that finds nothing says so and shows recommended venues, never an empty page (issue 36)', async ({ page }) => {
    await page.goto('/fieldslist?keyword=qqzzxxjj');
    const fallback = page.getByRole('region', { name: '推荐场地' });
    await expect(fallback.getByRole('status')).toHaveText('没有找到"qqzzxxjj"相关场地，为你推荐以下场地');
    await expect(fallback.getByRole('link').first()).toBeVisible();
  });
});
