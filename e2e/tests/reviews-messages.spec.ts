import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine, payThroughSandbox, placeOrderThroughApi } from '../support/order-fixtures';
import { expectTidy } from '../support/page-checks';
import { solidPng } from '../support/proof-image';

// First visits load lazy page chunks; on a busy machine (7 helpers on 2 cores) that can take far longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 60_000 });

const SUPPLIER = '13900000001';
const DEMO_BUYER = '13800000001';
const REVIEW = '商场中庭位置显眼，周末人流量很大，物业配合很到位，活动效果超出预期';

interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

async function call<T>(request: APIRequestContext, method: 'get' | 'post', url: string, token?: string, data?: unknown): Promise<T> {
  const response = await request[method](url, { headers: token ? { authorization: `Bearer ${token}` } : {}, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Envelope<T>;
  expect(response.ok(), `${url}: ${body.msg}`).toBe(true);
  return body.result;
}

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function useToken(page: Page, token: string) {
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

/** A full-page screenshot as it stands (the journeys wait for what they show before taking it). */
const shoot = (page: Page, name: string) => page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });

const badge = (page: Page) => page.getByRole('link', { name: /^消息，\d+条未读$/ });

test.describe('reviews, messages and favourites', () => {
  test.setTimeout(600_000);

  test('a finished order: review it with a photo, see it on the venue page, get the coupon; read a message and watch the badge drop', async ({
    page,
    request,
  }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    const buyer = await loginWhenAllowed(request, uniqueMobile());

    // An order on the supplier's booth, paid, approved — then its dates pass (the sweep's step for the
    // order, as of the day after its last date, through the development endpoint).
    const day = await findBookableDays(request, { supplierId: supplier.id, days: 1, skip: 3 });
    const order = await placeOrderThroughApi(request, buyer.token, [orderLine(day)]);
    await payThroughSandbox(request, buyer.token, order.id);
    const detail = await call<{ resources: { id: number; field_name: string }[] }>(request, 'get', `/api/orders/${order.id}`, buyer.token);
    const item = detail.resources[0]!;
    await call(request, 'post', `/api/order_items/${item.id}/approve`, supplier.token, {});
    const advanced = await call<{ status: string }>(request, 'post', `/api/dev/orders/${order.id}/advance-by-date`, undefined, {
      today: dayAfter(day.dates.at(-1)!),
    });
    expect(advanced.status).toBe('finished');

    await useToken(page, buyer.token);
    // Placed, paid, approved, finished: four unread messages in the header.
    await page.goto('/admin/comments/index');
    await expect(badge(page)).toHaveAccessibleName('消息，4条未读');
    const pending = page.getByTestId('pending-review').filter({ hasText: item.field_name });
    await expect(pending).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'reviews-pending');

    await pending.getByRole('button', { name: '去评价' }).click();
    await expect(page).toHaveURL(`/admin/comments/edit/${item.id}`);
    const form = page.getByTestId('review-form');
    // Nothing filled in: the domain's messages.
    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(form.getByText('请选择评分')).toBeVisible();
    await expect(form.getByText('请填写评价内容')).toBeVisible();

    await form.getByTestId('review-rating').locator('li').nth(4).click();
    await expect(form.getByText('非常满意')).toBeVisible();
    await form.getByLabel('评价内容').fill('不错');
    await expect(page.getByTestId('review-reward-hint')).toContainText('还差13个字');
    await form.getByLabel('评价内容').fill(REVIEW);
    await expect(page.getByTestId('review-reward-hint')).toContainText('提交后即可获得优惠券「评价有礼·满300减30」');
    await form.locator('input[type=file]').setInputFiles({ name: 'booth.png', mimeType: 'image/png', buffer: solidPng(320, 240, [90, 160, 230]) });
    await expect(form.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)')).toHaveCount(1);
    await expectTidy(page);
    await shoot(page, 'review-edit');

    await form.getByRole('button', { name: '提交评价' }).click();
    await expect(page.getByText('评价成功')).toBeVisible();
    await expect(page.getByTestId('review-coupon')).toContainText('已获得优惠券「评价有礼·满300减30」¥30');
    await shoot(page, 'review-written');

    // On the venue page at once, in its count, with the photo.
    await page.getByRole('button', { name: '查看场地评价' }).click();
    await expect(page).toHaveURL(`/fields/${day.topPhysicalId}`);
    const comments = page.getByTestId('comment-list');
    await comments.scrollIntoViewIfNeeded();
    await expect(comments.locator('li').first()).toContainText(REVIEW);
    await expect(comments.locator('li').first().getByRole('img', { name: '评价图片' })).toHaveCount(1);
    const stats = await call<{ comment_count: number }>(request, 'get', `/api/fields/${day.topPhysicalId}`);
    await expect(page.getByText(`用户评价（${stats.comment_count}）`).first()).toBeVisible();
    await comments.screenshot({ path: 'screenshots/venue-comments-with-review.png' });

    // The coupon is in the buyer's coupons.
    await page.goto('/admin/coupons/index');
    await expect(page.getByText('评价有礼·满300减30').first()).toBeVisible();

    // The review is under 已评价; nothing is left to review.
    await page.goto('/admin/comments/index');
    await expect(page.getByText('暂无待评论订单')).toBeVisible();
    await page.getByRole('tab', { name: '已评价' }).click();
    await expect(page.getByTestId('my-review').first()).toContainText(REVIEW);
    await shoot(page, 'reviews-done');

    // Messages: read one, the badge drops; read all, it goes.
    await page.goto('/admin/messages/index');
    const items = page.getByTestId('message-item');
    await expect(items).toHaveCount(4);
    await expect(items.first()).toContainText('订单已完成');
    await expect(page.locator('[data-testid=message-item][data-read="0"]')).toHaveCount(4);
    await expectTidy(page);
    await shoot(page, 'messages');
    await items.first().getByRole('button', { name: '标为已读' }).click();
    await expect(badge(page)).toHaveAccessibleName('消息，3条未读');
    await expect(page.locator('[data-testid=message-item][data-read="0"]')).toHaveCount(3);
    await page.getByRole('tab', { name: /未读消息/ }).click();
    await expect(items).toHaveCount(3);
    await page.getByRole('button', { name: '全部标为已读' }).click();
    await expect(page.getByText('暂无未读消息')).toBeVisible();
    await expect(page.getByRole('link', { name: '消息，0条未读' })).toBeVisible();
    await page.getByRole('tab', { name: '全部消息' }).click();
    await items.last().getByRole('button', { name: '删除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
    await expect(items).toHaveCount(3);
  });

  test('favourites: favourite a venue, find it in the member centre, unfavourite it there', async ({ page, request }) => {
    const buyer = await loginWhenAllowed(request, uniqueMobile());
    const venue = (await call<{ data: { top_physical_id: number; name: string }[] }>(request, 'get', '/api/fields?city_ids=90&page=1')).data[1]!;
    await useToken(page, buyer.token);
    await page.goto('/admin/favorites/index');
    await expect(page.getByText('暂无收藏的场地')).toBeVisible();
    await shoot(page, 'favorites-empty');

    await page.goto(`/fields/${venue.top_physical_id}`);
    await page.getByTestId('favorite-button').click();
    await expect(page.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/admin/favorites/index');
    const item = page.getByTestId('favorite-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(venue.name);
    await expectTidy(page);
    await shoot(page, 'favorites');
    await item.getByRole('button', { name: '取消收藏' }).click();
    await expect(page.getByText('暂无收藏的场地')).toBeVisible();
  });

  test('the demo buyer’s account pages show the demo data', async ({ page, request }) => {
    const buyer = await loginWhenAllowed(request, DEMO_BUYER);
    await useToken(page, buyer.token);
    await page.goto('/admin/messages/index');
    await expect(page.getByTestId('message-item').first()).toBeVisible();
    await expect(page.locator('[data-testid=message-item][data-read="0"]').first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'demo-messages');

    await page.goto('/admin/comments/index');
    await expect(page.getByTestId('pending-review').first()).toBeVisible();
    await shoot(page, 'demo-reviews-pending');
    await page.goto('/admin/comments/index?tab=done');
    await expect(page.getByTestId('my-review').first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'demo-reviews-done');

    await page.goto('/admin/favorites/index');
    await expect(page.getByTestId('favorite-item').first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'demo-favorites');

    // The order success page of a paid demo order prompts for the finished one waiting for its review.
    const paid = await call<{ data: { id: number }[] }>(request, 'get', '/api/orders?status=paid&page=1', buyer.token);
    await page.goto(`/orders/paid/${paid.data[0]!.id}`);
    const prompt = page.getByTestId('review-prompt');
    await expect(prompt.getByRole('link', { name: '去评价' }).first()).toBeVisible();
    await shoot(page, 'success-review-prompt');
  });
});
