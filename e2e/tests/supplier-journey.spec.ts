import { expect as baseExpect, test, type Page } from '@playwright/test';
import { latestSmsCode, loginThroughApi, TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';
import { solidPng } from '../support/proof-image';

/**
 * Issue 11's done-when, end to end: a new person registers as a supplier, the operator approves, the
 * supplier creates a community (map picker), a venue with photos and a day-lease booth with a price
 * and a closed date; a buyer finds it by keyword in /fieldslist, sees the closed date disabled and the
 * price on the calendar, orders and pays; the supplier approves the item. The supplier also sets a
 * price rule and sees it on the price calendar. Screenshots of every supplier venue page.
 *
 * Only SMS codes are read through the API, and the operator's and the buyer's logins are made there.
 */

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const OPERATOR = '13700000001';
const SHOTS = process.env.E2E_OUTPUT_DIR ?? './test-results';
const DAY_PRICE = '880';
const DAY_PRICE_TEXT = '¥880.00';
const RULE_PRICE_TEXT = '¥999.00';
/** A name nobody else in the demo data has: the buyer searches for it. */
const VENUE_NAME = '星光里快闪中庭';
const COMMUNITY_NAME = '星光里购物公园';

interface Envelope<T> {
  code: number;
  msg: string;
  result: T;
}

/** Shanghai calendar date `days` from today (the e2e browser and the server both use Asia/Shanghai). */
function shanghaiDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The antd select around a combobox (shows the chosen value or tags). */
const selectOf = (box: ReturnType<Page['getByRole']>) => box.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');

/**
 * Opens an antd select by its label, types to filter, clicks the option with this text, and checks it
 * took (retried: a dropdown opened before its options arrived can miss the click).
 */
async function choose(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  await expect(async () => {
    await box.click();
    await box.fill(option);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 5_000 });
    await expect(selectOf(box)).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** Picks the first option of an antd select (when any option will do, e.g. a district). */
async function chooseFirst(page: Page, scope: ReturnType<Page['getByRole']> | Page, label: string): Promise<string> {
  const box = scope.getByRole('combobox', { name: label });
  let text = '';
  await expect(async () => {
    await box.click({ timeout: 5_000 });
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    text = (await option.textContent({ timeout: 5_000 }))?.trim() ?? '';
    await option.click({ timeout: 5_000 });
    await expect(selectOf(box)).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
  return text;
}

async function useToken(page: Page, token: string) {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

test.describe('supplier journey', () => {
  test.setTimeout(600_000);
  // A step that cannot happen fails within a minute instead of waiting out the whole journey.
  test.use({ actionTimeout: 60_000 });

  test('register as supplier → approved → community, venue and booth → a buyer books and pays → the supplier approves', async ({ page, browser, request }) => {
    const supplierMobile = uniqueMobile();

    await test.step('a new person registers as a supplier and completes the application', async () => {
      await page.goto('/auth/register');
      await page.getByRole('button', { name: /我是场地供应商/ }).click();
      await page.getByLabel('手机号').fill(supplierMobile);
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByLabel('验证码').fill(await latestSmsCode(request, supplierMobile));
      await page.getByRole('button', { name: '注册', exact: true }).click();
      // Registering with a type leaves a pending application to complete with the company name.
      const application = page.getByTestId('registration-application');
      await expect(application).toBeVisible();
      await application.getByPlaceholder('请输入公司名称').fill('星光里商业管理有限公司');
      const phone = application.getByPlaceholder('请输入联系电话');
      await phone.fill(supplierMobile);
      await application.getByRole('button', { name: '提交申请' }).click();
      await expect(page.getByText('申请成功').first()).toBeVisible();
      await expect(application.getByTestId('application-pending')).toBeVisible();
      // Not a supplier until approved: the back office refuses.
      await page.goto('/admin/supplier/communities');
      await expect(page.getByText('仅供应商可访问')).toBeVisible();
    });

    await test.step('the operator approves it on the review page', async () => {
      const operator = await loginWhenAllowed(request, OPERATOR);
      const operatorContext = await browser.newContext();
      const desk = await operatorContext.newPage();
      await desk.goto('/home/index');
      await useToken(desk, operator.token);
      await desk.goto('/admin/operator/supplier-applications');
      const row = desk.getByTestId('operator-applications-page').getByRole('row').filter({ hasText: supplierMobile });
      await expect(row).toContainText('星光里商业管理有限公司');
      await row.getByRole('button', { name: '通过' }).click();
      await desk.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(desk.getByText('已通过申请').first()).toBeVisible();
      await operatorContext.close();
    });

    await test.step('the supplier creates a community with the map picker', async () => {
      await page.goto('/admin/supplier/communities');
      await expect(page.getByTestId('supplier-communities-page')).toBeVisible();
      await expect(page.getByText('还没有社区，先新建一个吧')).toBeVisible();
      await page.getByRole('button', { name: '新建社区' }).click();
      const dialog = page.getByRole('dialog', { name: '新建社区' });
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(dialog.getByText('请输入社区名称')).toBeVisible();
      await expect(dialog.getByText('请在地图上选择位置')).toBeVisible();

      await dialog.getByPlaceholder('如：静安大悦城').fill(COMMUNITY_NAME);
      await choose(page, dialog, '城市', '上海');
      await chooseFirst(page, dialog, '区县');
      await dialog.getByPlaceholder('街道、门牌号').fill('淮海中路999号');
      await chooseFirst(page, dialog, '社区类型');
      // A click on the map sets the point; the two boxes show it.
      const map = dialog.getByTestId('map-picker').locator('.leaflet-container');
      await expect(map).toBeVisible();
      await map.click({ position: { x: 200, y: 150 } });
      await expect(dialog.getByRole('spinbutton', { name: '纬度' })).not.toHaveValue('');
      await expect(dialog.getByRole('spinbutton', { name: '经度' })).not.toHaveValue('');
      await page.screenshot({ path: `${SHOTS}/supplier-community-form.png`, fullPage: true });
      await dialog.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('保存成功').first()).toBeVisible();
      const row = page.getByTestId('communities-table').getByRole('row').filter({ hasText: COMMUNITY_NAME });
      await expect(row).toContainText('上海');
      await expect(row).toContainText('0 个');
      await page.screenshot({ path: `${SHOTS}/supplier-communities.png`, fullPage: true });
    });

    const closedDate = shanghaiDate(4);
    await test.step('creates a venue with a photo and a day-lease booth with a price and a closed date', async () => {
      await page.getByTestId('communities-table').getByRole('row').filter({ hasText: COMMUNITY_NAME }).getByRole('button', { name: '添加场地' }).click();
      await expect(page).toHaveURL(/\/admin\/supplier\/resources\/new\?community_id=\d+$/);
      const form = page.getByTestId('supplier-resource-edit-page');
      await expect(form.getByRole('combobox', { name: '所属社区' })).toBeVisible();
      await expect(form.locator('.ant-select-content, .ant-select-selection-item').filter({ hasText: COMMUNITY_NAME }).first()).toBeVisible();

      // Saving an empty form names what is missing.
      await page.getByTestId('save-resource').click();
      await expect(form.getByText('请输入场地名称')).toBeVisible();
      await expect(form.getByText('请上传场地照片')).toBeVisible();
      await expect(form.getByText('请输入价格')).toBeVisible();

      await form.getByPlaceholder('如：一楼中庭').fill(VENUE_NAME);
      await chooseFirst(page, form, '场地类型');
      await form.getByRole('spinbutton', { name: '面积' }).fill('120');

      // A photo goes through the 5:4 crop editor before it is uploaded.
      await form
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: 'atrium.png', mimeType: 'image/png', buffer: solidPng(1200, 900) });
      const editor = page.getByRole('dialog', { name: '编辑图片' });
      await editor.getByRole('button', { name: '下一步：标注' }).click();
      await editor.getByRole('button', { name: '完成并上传' }).click();
      await expect(editor).toHaveCount(0);
      await expect(form.locator('.ant-upload-list-item-done, .ant-upload-list-item').first()).toBeVisible();

      const booth = form.getByTestId('booth-card').first();
      await booth.getByPlaceholder('如：3x3').fill('3x3');
      await booth.getByRole('spinbutton', { name: '价格' }).fill(DAY_PRICE);
      await booth.getByRole('spinbutton', { name: '押金' }).fill('200');
      // Close one date on the booth's calendar.
      await booth.locator(`[data-date="${closedDate}"]`).click();
      await expect(booth.getByTestId('closed-dates')).toContainText(closedDate);
      await page.screenshot({ path: `${SHOTS}/supplier-resource-form.png`, fullPage: true });

      await page.getByTestId('save-resource').click();
      await expect(page.getByText('保存成功').first()).toBeVisible();
      await expect(page).toHaveURL('/admin/supplier/resources');
      const row = page.getByTestId('resources-table').getByRole('row').filter({ hasText: VENUE_NAME });
      await expect(row).toContainText('在售');
      await row.getByRole('button', { name: /展开行|Expand row/ }).click();
      const booths = page.getByTestId('booths-table');
      await expect(booths).toContainText('3x3');
      await expect(booths).toContainText(`天 ${DAY_PRICE_TEXT}`);
      await expect(booths).toContainText('1 天');
      await page.screenshot({ path: `${SHOTS}/supplier-resources.png`, fullPage: true });
    });

    let orderNum = '';
    let bookedDate = '';
    await test.step('a buyer finds it by keyword, sees the closed date and the price, orders and pays', async () => {
      const buyer = await loginThroughApi(request, uniqueMobile());
      const buyerContext = await browser.newContext();
      const shopper = await buyerContext.newPage();
      await shopper.goto('/home/index');
      await useToken(shopper, buyer.token);
      await shopper.goto('/fieldslist');
      const search = shopper.getByRole('combobox', { name: '搜索场地' });
      await search.fill(VENUE_NAME);
      await search.press('Enter');
      await expect(shopper).toHaveURL(/\/fieldslist\?.*keyword=/);
      const card = shopper.getByRole('link', { name: new RegExp(VENUE_NAME) }).first();
      await expect(card).toBeVisible();
      await shopper.screenshot({ path: `${SHOTS}/supplier-journey-buyer-search.png`, fullPage: true });
      await card.click();
      await expect(shopper).toHaveURL(/\/fields\/\d+$/);

      const picker = shopper.getByTestId('spec-picker');
      await expect(picker).toBeVisible();
      await picker.getByRole('button', { name: '选择日期' }).click();
      const calendar = shopper.getByTestId('calendar-dialog');
      const closed = calendar.locator(`[data-date="${closedDate}"]`);
      await expect(closed).toBeDisabled();
      await expect(closed).toHaveAttribute('aria-label', `${closedDate} 不可预订`);
      // The booth's price on the buyer's calendar: ¥880 on every bookable date.
      const bookable = calendar.locator('[aria-label$=" ¥880 可预订"]');
      await expect(bookable.first()).toBeVisible();
      bookedDate = (await bookable.first().getAttribute('data-date')) ?? '';
      expect(bookedDate).not.toBe(closedDate);
      await calendar.locator(`[data-date="${bookedDate}"]`).click();
      await shopper.screenshot({ path: `${SHOTS}/supplier-journey-buyer-calendar.png` });
      await calendar.getByRole('button', { name: '确定' }).click();
      await expect(picker.getByTestId('picked-dates')).toHaveText(bookedDate);
      await picker.getByRole('button', { name: '立即预订' }).click();
      await expect(shopper).toHaveURL(/\/orders\/confirm/);
      // The checkout address opened in a new tab (no sessionStorage of this one) shows the same line (issue 43).
      const secondTab = await shopper.context().newPage();
      await secondTab.goto(shopper.url());
      await expect(secondTab.getByTestId('order-lines')).toContainText(bookedDate);
      await expect(secondTab.getByText('没有待结算的场地')).toHaveCount(0);
      await secondTab.close();

      await shopper.getByRole('button', { name: '+ 新增联系人' }).click();
      const contact = shopper.getByRole('dialog', { name: '新增联系人' });
      await contact.getByPlaceholder('请输入联系人', { exact: true }).fill('快闪联系人');
      await contact.getByPlaceholder('请输入联系人电话').fill('13912345678');
      await contact.getByRole('button', { name: '保存' }).click();
      await expect(shopper.getByText('添加联系人成功')).toBeVisible();
      await shopper.getByPlaceholder('请填写推广的产品或品牌').fill('新品香氛快闪');
      for (const [label, time] of [
        ['进场时间', '08:00'],
        ['退场时间', '20:00'],
      ] as const) {
        const box = shopper.getByRole('combobox', { name: label });
        await box.click();
        await box.fill(time);
        await shopper.keyboard.press('Enter');
      }
      await shopper.getByTestId('order-info-form').getByText('否', { exact: true }).click();
      await expect(shopper.getByTestId('order-lines')).toContainText(bookedDate);
      await shopper.getByTestId('notice-checkbox').click();
      await shopper.getByTestId('submit-order').click();
      await expect(shopper).toHaveURL(/\/orders\/payment\/\d+$/);
      orderNum = (await shopper.getByTestId('payment-order-num').textContent()) ?? '';
      expect(orderNum).toMatch(/^\d+$/);

      await shopper.getByTestId('payment-methods').locator('label').filter({ hasText: '支付宝在线支付' }).click();
      await shopper.getByRole('button', { name: /去支付宝支付/ }).click();
      await expect(shopper).toHaveURL(/\/dev\/alipay-sandbox\//);
      await shopper.getByRole('button', { name: '确认付款' }).click();
      await expect(shopper.getByText('支付成功，订单已提交供应商审核')).toBeVisible();
      await buyerContext.close();
    });

    await test.step('the supplier approves the paid item on the supplier home', async () => {
      await page.goto('/admin/supplier/index');
      const item = page.getByTestId('review-queue').getByRole('listitem').filter({ hasText: orderNum });
      await expect(item).toContainText(VENUE_NAME);
      await expect(item).toContainText(bookedDate);
      await item.getByRole('button', { name: '通过' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(page.getByText('审核通过').first()).toBeVisible();
      await expect(item).toHaveCount(0);
      await page.goto('/admin/supplier/order-items?status=approved');
      await expect(page.getByTestId('supplier-items').getByRole('row').filter({ hasText: orderNum })).toContainText('待执行');
    });

    await test.step('closing the booked date is refused, naming the date', async () => {
      await page.goto('/admin/supplier/resources');
      await page.getByTestId('resources-table').getByRole('row').filter({ hasText: VENUE_NAME }).getByRole('button', { name: '编辑' }).click();
      await expect(page).toHaveURL(/\/admin\/supplier\/resources\/\d+\/edit$/);
      const booth = page.getByTestId('booth-card').first();
      await expect(booth.getByRole('spinbutton', { name: '价格' })).toHaveValue('880.00');
      await expect(booth).toContainText('进行中订单 1');
      await expect(booth.getByRole('button', { name: /删除摊位/ })).toBeDisabled();
      await booth.locator(`[data-date="${bookedDate}"]`).click();
      await page.getByTestId('save-resource').click();
      const refusal = page.getByRole('dialog').filter({ hasText: '无法保存' });
      await expect(refusal).toContainText(bookedDate);
      await page.screenshot({ path: `${SHOTS}/supplier-resource-refusal.png`, fullPage: true });
      await refusal.getByRole('button', { name: '知道了' }).click();
      await expect(page).toHaveURL(/\/edit$/);
    });

    await test.step('sets a price rule, sees it on the price calendar, and an overlapping rule is refused', async () => {
      const start = shanghaiDate(20);
      const end = shanghaiDate(26);
      await page.goto('/admin/supplier/price-rules');
      await expect(page.getByTestId('supplier-price-rules-page')).toBeVisible();
      await expect(page.getByText('暂无价格规则')).toBeVisible();
      const addRule = async (name: string) => {
        await page.getByRole('button', { name: '新建规则' }).click();
        const dialog = page.getByRole('dialog', { name: '新建价格规则' });
        await dialog.getByPlaceholder('如：国庆黄金周').fill(name);
        await choose(page, dialog, '适用摊位', VENUE_NAME);
        // A multiple select keeps its list open after a choice, over the dates below: close it as a person
        // would, by clicking elsewhere in the dialog.
        await dialog.getByPlaceholder('如：国庆黄金周').click();
        await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
        await dialog.getByPlaceholder('开始日期').click();
        await dialog.getByPlaceholder('开始日期').fill(start);
        await dialog.getByPlaceholder('开始日期').press('Enter');
        await dialog.getByPlaceholder('结束日期').fill(end);
        await dialog.getByPlaceholder('结束日期').press('Enter');
        await dialog.getByRole('spinbutton', { name: '价格' }).fill('999');
        await dialog.getByRole('button', { name: '保存' }).click();
        return dialog;
      };
      await addRule('圣诞周特价');
      await expect(page.getByText('保存成功').first()).toBeVisible();
      const rule = page.getByTestId('price-rules-table').getByRole('row').filter({ hasText: '圣诞周特价' });
      await expect(rule).toContainText(`${start} 至 ${end}`);
      await expect(rule).toContainText(RULE_PRICE_TEXT);

      // The calendar preview shows the rule's price on its dates (the same pricing the buyer gets).
      const preview = page.getByTestId('price-calendar');
      // The supplier's only booth is previewed first.
      await expect(preview.getByRole('combobox', { name: '预览摊位' }).locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText(
        VENUE_NAME,
      );
      if (start.slice(0, 7) !== shanghaiDate(0).slice(0, 7)) {
        // The month list opens with an animation; a click during it can miss: try again until the month shows.
        await expect(async () => {
          await preview.locator('.ant-picker-calendar-month-select').click({ timeout: 5_000 });
          await page
            .locator('.ant-select-dropdown:visible .ant-select-item-option')
            .filter({ hasText: `${Number(start.slice(5, 7))}月` })
            .click({ timeout: 5_000 });
          await expect(preview.locator(`[data-date="${start}"]`)).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 45_000 });
      }
      await expect(preview.locator(`[data-date="${start}"]`)).toContainText(RULE_PRICE_TEXT);
      await page.screenshot({ path: `${SHOTS}/supplier-price-rules.png`, fullPage: true });

      const again = await addRule('重复规则');
      await expect(again.getByTestId('rule-conflict')).toBeVisible();
      await expect(again.getByTestId('rule-conflict')).toContainText('圣诞周特价');
      await page.screenshot({ path: `${SHOTS}/supplier-price-rules-overlap.png`, fullPage: true });
      await again.getByRole('button', { name: '取消' }).click();
    });

    await test.step('takes the venue off sale and back', async () => {
      await page.goto('/admin/supplier/resources');
      const row = page.getByTestId('resources-table').getByRole('row').filter({ hasText: VENUE_NAME });
      await row.getByRole('button', { name: '下架' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(row).toContainText('已下架');
      // Off sale, the venue is not found by its name (search now matches a name by its parts, so other venues may be).
      const hidden = await request.get(`/api/fields?keyword=${encodeURIComponent(VENUE_NAME)}&page_size=50`);
      const found = ((await hidden.json()) as Envelope<{ data: { name: string }[] }>).result.data.map((venue) => venue.name);
      expect(found).not.toContain(VENUE_NAME);
      await row.getByRole('button', { name: '重新上架' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
      await expect(row).toContainText('在售');
    });
  });
});
