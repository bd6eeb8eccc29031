import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';

/**
 * Issue 27's outside check, page by page: at 390 × 844 no visitor, buyer or supplier page is wider than
 * the screen, and at a tablet's 768 px no operator page is. Every route of the route table that such a
 * person can open is visited once (dynamic ones with an id of the demo data), and each is looked at for
 * sideways panning, the error page and a raw envelope. Screenshots land in E2E_OUTPUT_DIR/sweep-*.png.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
/** Every page is looked at even when an earlier one fails: the run lists them all. */
const softly = baseExpect.configure({ timeout: 15_000, soft: true });
const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';
const BUYER = '13800000001';
const SUPPLIER = '13900000001';
const OPERATOR = '13700000001';

async function result<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`/api${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

/** The first row's id of a paged (`{ data: [...] }`) or plain list answer. */
async function firstId(request: APIRequestContext, path: string, key: string, token?: string): Promise<number> {
  const answer = await result<{ data?: Record<string, unknown>[] } | Record<string, unknown>[]>(request, path, token);
  const rows = Array.isArray(answer) ? answer : (answer.data ?? []);
  const id = rows[0]?.[key];
  expect(typeof id, `${path} has a row with ${key} in the demo data`).toBe('number');
  return id as number;
}

async function useToken(page: Page, token: string) {
  await page.goto('/home/index');
  await page.evaluate(([storageKey, value]) => window.localStorage.setItem(storageKey, value), [TOKEN_STORAGE_KEY, token] as const);
}

/** Opens `path`, waits for the app to draw it, and checks it fits `width`. */
async function expectFits(page: Page, path: string, width: number) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await softly(page.getByText('页面出错了'), `${path} shows the error page`).toHaveCount(0);
  await softly
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} is wider than ${width} px` })
    .toBeLessThanOrEqual(width);
  await softly(page.locator('body'), `${path} prints a raw envelope`).not.toContainText('"code":');
  await page.screenshot({ path: `${SHOTS}/sweep-${width}-${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}.png` });
}

test.describe('no page wider than the screen', () => {
  test.setTimeout(600_000);

  test.describe('on a phone (390 × 844)', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('every visitor page', async ({ page, request }) => {
      const venue = await firstId(request, '/fields?city_id=90&page_size=1', 'top_physical_id');
      const activity = await firstId(request, '/proprietary/activities?city_id=90&page_size=1', 'top_physical_id');
      const article = await firstId(request, '/articles?page_size=1', 'id');
      const provider = await firstId(request, '/service_providers?page_size=1', 'id');
      const paths = [
        '/home/index',
        '/fieldslist',
        `/fields/${venue}`,
        '/fields/proprietary',
        '/activities/proprietary',
        `/activities/${activity}`,
        '/community/1',
        '/cities/list',
        '/advs/index',
        '/theme/index',
        '/theme/case',
        '/service/index',
        `/service/view/${provider}`,
        '/help/index',
        '/company/help',
        '/company/news',
        '/company/info',
        `/articles/${article}`,
        '/agreements/user',
        '/agreements/privacy',
        '/recruitment/index',
        '/welfare',
        '/home/info',
        '/demand/hall',
        '/auth/code-login',
        '/auth/register',
        '/no-such-page',
      ];
      for (const path of paths) await expectFits(page, path, 390);
    });

    test('every buyer page', async ({ page, request }) => {
      const buyer = await loginWhenAllowed(request, BUYER);
      const order = await firstId(request, '/orders?page_size=1', 'id', buyer.token);
      // The buyer's group buys (`/groups` lists the ones they joined): the demo buyer is in a succeeded one.
      const groups = await result<{ data: { group: { id: number } }[] }>(request, '/groups?page_size=1', buyer.token);
      expect(groups.data.length, 'the demo buyer has joined a group buy').toBeGreaterThan(0);
      const group = groups.data[0]!.group.id;
      await useToken(page, buyer.token);
      const paths = [
        '/cart',
        '/demand/create',
        `/groups/view/${group}`,
        '/admin/orders/index',
        `/admin/orders/view/${order}`,
        '/admin/messages/index',
        '/admin/comments/index',
        '/admin/favorites/index',
        '/admin/purchased/index',
        '/admin/coupons/index',
        '/admin/points/index',
        '/admin/groups/index',
        '/admin/demands/index',
        '/admin/enquiry/index',
        '/admin/invoices',
        '/admin/wallets/index',
        '/admin/wallets/pay-pwd',
        '/admin/wallets/modify-pwd',
        '/admin/profile/index',
        '/admin/profile/password',
        '/admin/profile/notifications',
        '/admin/profile/address',
        '/admin/profile/company',
        '/admin/profile/contact',
        '/admin/service/profile',
      ];
      for (const path of paths) await expectFits(page, path, 390);
    });

    test('every supplier page', async ({ page, request }) => {
      const supplier = await loginWhenAllowed(request, SUPPLIER);
      await useToken(page, supplier.token);
      const paths = [
        '/admin/supplier/index',
        '/admin/supplier/order-items',
        '/admin/supplier/enquiries',
        '/admin/supplier/communities',
        '/admin/supplier/resources',
        '/admin/supplier/resources/new',
        '/admin/supplier/price-rules',
        '/admin/supplier/finance',
        '/admin/supplier/child-accounts',
      ];
      for (const path of paths) await expectFits(page, path, 390);
    });
  });

  test.describe('on a tablet (768 × 1024)', () => {
    test.use({ viewport: { width: 768, height: 1024 } });

    test('every operator page', async ({ page, request }) => {
      const operator = await loginWhenAllowed(request, OPERATOR);
      await useToken(page, operator.token);
      const paths = [
        '/admin/operator/orders',
        '/admin/operator/transfers',
        '/admin/operator/refunds',
        '/admin/operator/users',
        '/admin/operator/supplier-applications',
        '/admin/operator/articles',
        '/admin/operator/articles/new',
        '/admin/operator/hot-words',
        '/admin/operator/cases',
        '/admin/operator/page-content',
        '/admin/operator/coupons',
        '/admin/operator/demands',
        '/admin/operator/feedbacks',
        '/admin/operator/invoices',
        '/admin/operator/group-purchases',
        '/admin/operator/big-orders',
        '/admin/operator/alerts',
        '/admin/operator/audit-log',
        '/admin/operator/notifications',
        '/admin/operator/withdrawals',
        '/admin/operator/commission-rules',
        '/admin/operator/finance',
        '/admin/operator/contracts',
      ];
      for (const path of paths) await expectFits(page, path, 768);
    });
  });
});
