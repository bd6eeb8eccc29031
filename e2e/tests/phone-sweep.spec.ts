import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../support/accounts';
import { findBookableDays, loginWhenAllowed, orderLine } from '../support/order-fixtures';

/**
 * Issue 27's outside check, page by page: at 390 × 844 no visitor, buyer or supplier page is wider than
 * the screen, and at a tablet's 768 px no operator page is. Every route of the route table that such a
 * person can open is visited once (dynamic ones with an id of the demo data), and each is looked at for
 * sideways panning, the error page and a raw envelope. Screenshots land in E2E_OUTPUT_DIR/sweep-*.png.
 *
 * Issue 37 adds what a person sees on a phone's buyer and supplier pages: no money (¥) or action (a button)
 * inside a box that scrolls sideways, each page's main action within the screen's width, text of at least
 * 14 px and buttons of at least 24 × 24 px (targets are 44 px where the design allows; the outside check
 * asks 13 px and 24 px), and the withdrawal dialog inside the phone with its account select open. The three
 * landing pages are read the same way, with their main action; no page prints the session token to the
 * browser's console (the outside check looks there too); a dialog the venue page opens on intent is
 * screenshot (it loads antd and antd's provider then, decision 0058).
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

/** Everything the page prints to the console from now on (the outside check reads it for the session token). */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
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

/** What a person sees on the page as it stands (the viewport's width `width`). */
interface Seen {
  /** Boxes scrolling sideways (content wider than the box) that hold an amount or a button. */
  scrollers: string[];
  /** Visible text under 14 px, with its size. */
  smallText: string[];
  /** Visible buttons under 24 × 24 px. */
  smallButtons: string[];
  /** antd's controls (buttons, pager, tabs, checkboxes, the search button) under 44 px tall or wide: a thumb's target. */
  shortControls: string[];
}

async function whatIsSeen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const name = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 24);
      const testId = element.closest('[data-testid]')?.getAttribute('data-testid') ?? '';
      return `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class') ?? '').slice(0, 60)}"> in [${testId}] "${text}"`;
    };
    const shown = (element: Element) => {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      for (let at: Element | null = element; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0' || at.getAttribute('aria-hidden') === 'true') return false;
      }
      return true;
    };
    const scrollers: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const style = getComputedStyle(element);
      if (!/(auto|scroll)/.test(style.overflowX) || element.scrollWidth <= element.clientWidth + 1 || !shown(element)) continue;
      const money = /¥/.test(element.textContent ?? '');
      const action = Array.from(element.querySelectorAll('button, .ant-btn, [role="button"]')).some(shown);
      if (money || action) scrollers.push(`${name(element)}${money ? ' holds ¥' : ''}${action ? ' holds a button' : ''}`);
    }
    const smallText = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, noscript, svg') || !shown(parent)) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      // Text drawn at 0 px is not drawn (an icon-only control keeps its words for screen readers that way).
      if (size > 0 && size < 14) smallText.add(`${size}px "${text.slice(0, 16)}" in ${name(parent)}`);
    }
    const smallButtons: string[] = [];
    for (const element of Array.from(document.querySelectorAll('button, .ant-btn, [role="button"]'))) {
      if (!shown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width < 24 || rect.height < 24) smallButtons.push(`${Math.round(rect.width)}×${Math.round(rect.height)} ${name(element)}`);
    }
    const shortControls: string[] = [];
    const controls =
      '.ant-btn, .ant-pagination-item, .ant-pagination-prev, .ant-pagination-next, .ant-tabs-tab, .ant-checkbox-wrapper, .ant-input-search-button';
    for (const element of Array.from(document.querySelectorAll(controls))) {
      if (!shown(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.height < 43.5 || rect.width < 43.5) shortControls.push(`${Math.round(rect.width)}×${Math.round(rect.height)} ${name(element)}`);
    }
    return { scrollers, smallText: [...smallText].slice(0, 12), smallButtons: smallButtons.slice(0, 12), shortControls: shortControls.slice(0, 12) };
  });
}

/**
 * A phone page as a person sees it: no money or action in a sideways scroller, text ≥ 14 px, buttons ≥ 24 px,
 * and `main` (the page's main action) within the screen's width once scrolled to.
 */
async function expectReadable(page: Page, path: string, main?: { role: 'button' | 'link'; name: RegExp }) {
  await expectFits(page, path, 390);
  const seen = await whatIsSeen(page);
  softly(seen.scrollers, `${path}: money or an action inside a sideways scroller`).toEqual([]);
  softly(seen.smallText, `${path}: text under 14 px`).toEqual([]);
  softly(seen.smallButtons, `${path}: buttons under 24 × 24 px`).toEqual([]);
  softly(seen.shortControls, `${path}: antd controls under 44 × 44 px`).toEqual([]);
  if (main) {
    const action = page.getByRole(main.role, { name: main.name }).first();
    await softly(action, `${path}: its main action ${main.name}`).toBeVisible();
    if (await action.isVisible()) {
      await action.scrollIntoViewIfNeeded();
      const box = await action.boundingBox();
      softly(box && box.x >= 0 && box.x + box.width <= 390, `${path}: ${main.name} within the screen's width (at x ${box?.x})`).toBe(true);
    }
  }
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

    test('the landing pages as a person sees them', async ({ page, request }) => {
      const venue = await firstId(request, '/fields?city_id=90&page_size=1', 'top_physical_id');
      await expectReadable(page, '/home/index', { role: 'button', name: /搜索场地/ });
      await expectReadable(page, '/fieldslist', { role: 'button', name: /筛选/ });
      await expectReadable(page, `/fields/${venue}`, { role: 'button', name: /立即预订/ });
      // The booking bar stays on the phone's screen (the venue page's main action).
      const bar = await page.getByTestId('booking-bar').boundingBox();
      softly(bar && bar.x >= 0 && bar.x + bar.width <= 390, `the booking bar within the screen's width (${JSON.stringify(bar)})`).toBe(true);
      // What the venue page opens on intent loads antd with its provider (decision 0058): the dialog in the brand's look.
      await page.getByRole('button', { name: '联系客服' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/sweep-390-venue-service-dialog.png` });
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

    test('the buyer’s money pages as a person sees them', async ({ page, request }) => {
      const buyer = await loginWhenAllowed(request, BUYER);
      // The checkout's lines come from the selection "order now" keeps in the tab's session storage.
      const day = await findBookableDays(request);
      const printed = consoleOf(page);
      await useToken(page, buyer.token);
      await page.evaluate(
        (stored) => window.sessionStorage.setItem('vm.checkout.selection', stored),
        JSON.stringify({ lines: [orderLine(day)], cartItemIds: [], physicalResourceIds: [day.topPhysicalId] }),
      );
      await expectReadable(page, `/orders/confirm?physical_resource_ids=${day.topPhysicalId}`, { role: 'button', name: /提交订单/ });
      await page.getByTestId('order-lines').screenshot({ path: `${SHOTS}/sweep-390-checkout-lines.png` });
      // 回到顶部: an arrow once the page is scrolled, and never over the checkout's total or its submit row.
      const backToTop = page.getByRole('button', { name: '回到顶部' });
      let arrowShown = false;
      for (const y of [400, 800, 1200, 1600]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(250);
        if (await backToTop.isVisible()) {
          arrowShown = true;
          break;
        }
      }
      softly(arrowShown, '回到顶部 shows once the checkout is scrolled').toBe(true);
      if (arrowShown) expect((await backToTop.locator('svg').boundingBox())?.width ?? 0, 'the button draws its arrow').toBeGreaterThanOrEqual(16);
      for (const keep of [page.getByTestId('totals-summary'), page.getByTestId('submit-order')]) {
        await keep.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, 1)); // a scroll event, as a finger makes
        await page.waitForTimeout(300);
        const [button, kept] = [await backToTop.boundingBox(), await keep.boundingBox()];
        const covers =
          (await backToTop.isVisible()) &&
          button !== null &&
          kept !== null &&
          button.x < kept.x + kept.width &&
          kept.x < button.x + button.width &&
          button.y < kept.y + kept.height &&
          kept.y < button.y + button.height;
        softly(covers, '回到顶部 covers the checkout total or its submit row').toBe(false);
      }
      await page.screenshot({ path: `${SHOTS}/sweep-390-checkout-bottom.png` });
      await expectReadable(page, '/admin/orders/index');
      await expectReadable(page, '/admin/wallets/index', { role: 'button', name: /充\s?值/ });
      // The top-up dialog: inside the phone, its notes at 14 px (they were 11–12 px).
      await page
        .getByRole('button', { name: /充\s?值/ })
        .first()
        .click();
      const topUp = page.getByRole('dialog', { name: '钱包充值' });
      await expect(topUp).toBeVisible();
      await page.waitForTimeout(400);
      const inDialog = await whatIsSeen(page);
      softly(inDialog.smallText, 'the top-up dialog: text under 14 px').toEqual([]);
      softly(inDialog.smallButtons, 'the top-up dialog: buttons under 24 × 24 px').toEqual([]);
      const topUpBox = await page.locator('.ant-modal:visible').boundingBox();
      softly(topUpBox && topUpBox.x >= 0 && topUpBox.x + topUpBox.width <= 390, 'the top-up dialog inside the screen').toBe(true);
      await page.screenshot({ path: `${SHOTS}/sweep-390-top-up-dialog.png` });
      await expectReadable(page, '/admin/invoices', { role: 'button', name: /申请开票/ });
      await expectReadable(page, '/admin/points/index');
      await expectReadable(page, '/admin/purchased/index');
      await expectReadable(page, '/admin/enquiry/index');
      await expectReadable(page, '/admin/profile/address');
      await expectReadable(page, '/admin/profile/contact');
      await expectReadable(page, '/admin/profile/notifications');
      await expectReadable(page, '/cart');
      softly(
        printed.filter((line) => line.includes(buyer.token)),
        'the console shows the buyer’s session token',
      ).toEqual([]);

      // 积分不足 beside a points coupon the buyer cannot afford reads on one line (it printed one character a line).
      await page.route('**/api/users/current', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { result: Record<string, unknown> };
        await route.fulfill({ response, json: { ...body, result: { ...body.result, consumption_point: 0 } } });
      });
      await page.evaluate(
        (stored) => window.sessionStorage.setItem('vm.checkout.selection', stored),
        JSON.stringify({ lines: [orderLine(day)], cartItemIds: [], physicalResourceIds: [day.topPhysicalId] }),
      );
      await page.goto(`/orders/confirm?physical_resource_ids=${day.topPhysicalId}`);
      const short = page.getByText('积分不足').first();
      await expect(short).toBeVisible();
      const shortBox = await short.boundingBox();
      softly(shortBox && shortBox.width > shortBox.height * 2 && shortBox.x + shortBox.width <= 390, `积分不足 on one line (${JSON.stringify(shortBox)})`).toBe(
        true,
      );
      await page.unroute('**/api/users/current');
    });

    test('a review sent from a phone shows its confirmation on the screen', async ({ page, request }) => {
      const buyer = await loginWhenAllowed(request, BUYER);
      await useToken(page, buyer.token);
      await page.goto('/admin/comments/index');
      await page.getByTestId('pending-review').first().getByRole('button', { name: '去评价' }).click();
      const form = page.getByTestId('review-form');
      await form.getByTestId('review-rating').locator('li').nth(4).click();
      await form.getByLabel('评价内容').fill('场地位置显眼，人流量大，物业配合到位，活动效果很好');
      await form.getByRole('button', { name: '提交评价' }).click();
      const written = page.getByTestId('review-written');
      await expect(written).toContainText('评价成功');
      await expect(written).toBeInViewport();
      await page.screenshot({ path: `${SHOTS}/sweep-390-review-written.png` });
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
        '/admin/supplier/insights',
      ];
      for (const path of paths) await expectFits(page, path, 390);
    });

    test('the supplier’s pages as a person sees them, and the withdrawal dialog inside the phone', async ({ page, request }) => {
      const supplier = await loginWhenAllowed(request, SUPPLIER);
      const printed = consoleOf(page);
      await useToken(page, supplier.token);
      await expectReadable(page, '/admin/supplier/index');
      // One amount, one rule: each sub-order waiting for review shows on the home page the amount the review list shows.
      const queue = await page
        .getByTestId('review-queue')
        .locator('li')
        .evaluateAll((items) =>
          items.map((item) => ({
            number: /子订单\s*(\d+)/.exec(item.textContent ?? '')?.[1] ?? '',
            amount: /¥[\d,]+\.\d\d/.exec(item.textContent ?? '')?.[0] ?? '',
          })),
        );
      expect(queue.length, 'the demo supplier has sub-orders waiting for review').toBeGreaterThan(0);
      await expectReadable(page, '/admin/supplier/order-items?status=paid', { role: 'button', name: /^通\s?过$/ });
      for (const { number, amount } of queue) {
        await softly(
          page.locator('li[data-row-key]').filter({ hasText: number }),
          `sub-order ${number} in the review list at the home page's ${amount}`,
        ).toContainText(amount);
      }
      await expectReadable(page, '/admin/supplier/order-items');
      await expectReadable(page, '/admin/supplier/enquiries');
      await expectReadable(page, '/admin/supplier/communities');
      await expectReadable(page, '/admin/supplier/resources');
      await expectReadable(page, '/admin/supplier/price-rules');
      await expectReadable(page, '/admin/supplier/child-accounts');
      await expectReadable(page, '/admin/supplier/insights');
      // A new venue's form: a booth's 周期价格 row (订购周期, 价格, 补贴, 押金) was 620 px wide and the form scrolled sideways.
      await expectReadable(page, '/admin/supplier/resources/new', { role: 'button', name: /添加订购周期/ });
      for (const name of ['订购周期', '价格', '补贴', '押金']) {
        const box = await page.getByTestId('term-price-row').first().getByLabel(name, { exact: true }).boundingBox();
        softly(box && box.x >= 0 && box.x + box.width <= 390, `the booth's ${name} within the screen (at x ${box?.x})`).toBe(true);
      }
      await expectReadable(page, '/admin/supplier/finance', { role: 'button', name: /申请提现/ });

      // 申请提现 with its account select open: the dialog and the list stay inside the 390 px screen.
      await page
        .getByRole('button', { name: /申请提现/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: '申请提现' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('combobox', { name: '收款账户' }).click();
      const options = page.locator('.ant-select-dropdown:visible');
      await expect(options).toBeVisible();
      await page.waitForTimeout(400); // the dialog's and the list's opening animations
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page with the account list open').toBeLessThanOrEqual(390);
      for (const [what, box] of [
        ['dialog', await page.locator('.ant-modal:visible').boundingBox()],
        ['account list', await options.boundingBox()],
      ] as const) {
        expect(box, what).not.toBeNull();
        expect(box!.x, `${what} left edge`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${what} right edge`).toBeLessThanOrEqual(390);
      }
      await page.screenshot({ path: `${SHOTS}/sweep-390-withdraw-dialog.png` });
      softly(
        printed.filter((line) => line.includes(supplier.token)),
        'the console shows the supplier’s session token',
      ).toEqual([]);
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

      // Issue 37: a pending withdrawal's 银行打款 / 支付宝转账 / 拒绝 stay within the tablet's width (they were clipped).
      await page.goto('/admin/operator/withdrawals');
      const pay = page.getByRole('button', { name: '银行打款' }).first();
      await expect(pay).toBeVisible();
      for (const name of ['银行打款', '支付宝转账', /^拒\s?绝$/]) {
        const box = await page.getByRole('button', { name }).first().boundingBox();
        softly(box && box.x >= 0 && box.x + box.width <= 768, `the withdrawal's ${String(name)} within 768 px (at x ${box?.x})`).toBe(true);
      }
      await page.screenshot({ path: `${SHOTS}/sweep-768-withdrawals-actions.png` });

      // The audit log names actions and fields in words: no raw key such as withdrawal.pay or bank_account_id.
      await page.goto('/admin/operator/audit-log');
      await expect(page.getByRole('table')).toBeVisible();
      await softly(page.locator('main'), 'the audit log shows no raw action or field key').not.toContainText(/[a-z]+_[a-z_]+|[a-z]+\.[a-z_]+/);
      // …nor a raw value (状态：settled) or a name it could not find (其他操作 for the deposit sweep's entries).
      await softly(page.locator('main'), 'the audit log shows no raw value').not.toContainText(/：\s?(?!https?:)[a-z]{4,}\b/);
      await softly(page.locator('main'), 'the audit log names every action').not.toContainText('其他操作');
    });
  });
});
