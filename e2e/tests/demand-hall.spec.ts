import { expect as baseExpect, test, type Page } from '@playwright/test';
import { latestSmsCode, TOKEN_STORAGE_KEY, uniqueMobile } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';
import { expectTidy, shoot } from '../support/page-checks';
import { solidPng } from '../support/proof-image';

/**
 * Issue 12's done-when, end to end: a visitor fills the whole demand form with an SMS code and lands on
 * the success page logged in; the home page's quick demand form; a supplier finds the demand in the hall
 * by city and budget and accepts it; the owner sees the acceptor in 我的需求; the operator follows it up.
 * Screenshots of every demand page. Only SMS codes and the supplier's and operator's logins use the API.
 */

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 60_000 });

const SUPPLIER = '13900000001';
const OPERATOR = '13700000001';

/** Shanghai calendar date `days` from today. */
function shanghaiDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Types a date into an antd DatePicker and confirms it. */
async function pickDate(page: Page, label: string, date: string) {
  const input = page.getByRole('textbox', { name: label });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
  await expect(input).toHaveValue(date);
}

async function useToken(page: Page, token: string) {
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

test.describe('demand hall', () => {
  test.setTimeout(900_000);
  test.use({ actionTimeout: 60_000 });

  test('visitor demand with SMS code → success page logged in → a supplier finds it by city and budget and accepts → the owner sees the acceptor', async ({
    page,
    browser,
    request,
  }) => {
    const mobile = uniqueMobile();
    const product = `冷萃咖啡${String(Date.now()).slice(-5)}`;

    // The nav's 需求大厅 lands on the hall; 免费发布需求 opens the form.
    await page.goto('/home/index');
    await page.getByRole('banner').getByRole('link', { name: '需求大厅' }).click();
    await expect(page).toHaveURL(/\/demand\/hall$/);
    await expect(page.getByTestId('demand-card').first()).toBeVisible();
    await page.getByRole('link', { name: '免费发布需求' }).click();
    await expect(page).toHaveURL(/\/demand\/create$/);
    const form = page.getByTestId('demand-form');
    await expect(form.getByRole('combobox', { name: '需求城市' })).toBeVisible();

    // Required fields in the spec's order.
    await form.getByRole('button', { name: '提交需求' }).click();
    for (const message of ['请输入联系人', '请输入联系电话', '请输入验证码', '请输入产品名称', '请输入最小需求面积', '请输入活动预算', '请选择开始时间']) {
      await expect(form.getByText(message, { exact: true }).first()).toBeVisible();
    }
    // A code needs a mobile; a bad mobile is cleared on blur.
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByText('请输入手机号', { exact: true })).toBeVisible();
    await form.getByPlaceholder('请输入联系电话').fill('12345');
    await form.getByPlaceholder('请输入联系人').click();
    await expect(form.getByPlaceholder('请输入联系电话')).toHaveValue('');

    await form.getByPlaceholder('请输入联系人').fill('周先生');
    await form.getByPlaceholder('请输入联系电话').fill(mobile);
    await form.getByPlaceholder('请输入产品名称，如：精酿啤酒').fill(product);
    // A minimum above the maximum swaps on blur.
    await form.getByRole('textbox', { name: '最小需求面积' }).fill('120');
    await form.getByRole('textbox', { name: '最大需求面积' }).fill('40');
    await form.getByPlaceholder('请输入活动预算').click();
    await expect(form.getByRole('textbox', { name: '最小需求面积' })).toHaveValue('40');
    await expect(form.getByRole('textbox', { name: '最大需求面积' })).toHaveValue('120');
    await form.getByPlaceholder('请输入活动预算').fill('4321');
    // An end before the start is cleared with 结束时间应该大于开始时间.
    await pickDate(page, '结束时间', shanghaiDate(8));
    await pickDate(page, '开始时间', shanghaiDate(9));
    await expect(form.getByText('结束时间应该大于开始时间')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '结束时间' })).toHaveValue('');
    await pickDate(page, '结束时间', shanghaiDate(11));
    await form.getByRole('checkbox', { name: '购物中心' }).check();
    await form.getByRole('checkbox', { name: '快闪店' }).check();
    await form.getByRole('checkbox', { name: '需要电源' }).check();
    await form.getByPlaceholder('活动形式、人员、物料、搭建等补充说明').fill('周末冷萃咖啡快闪，需要两张桌子和电源。');
    await expect(page.getByText('登录后可上传往期活动照片（最多12张）')).toBeVisible();

    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
    const code = await latestSmsCode(request, mobile);
    await form.getByRole('textbox', { name: '验证码' }).fill(code);
    await expectTidy(page);
    await shoot(page, 'demand-create');
    await form.getByRole('button', { name: '提交需求' }).click();

    await expect(page).toHaveURL(/\/demand\/success\/\d+$/);
    await expect(page.getByText('需求提交成功，客服人员将在24小时内与您联系，请耐心等待')).toBeVisible();
    await expect(page.getByTestId('demand-summary')).toContainText(product);
    await expect(page.getByTestId('demand-summary')).toContainText(mobile);
    // Logged in by the code: a token is kept and the header shows the account.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeTruthy();
    await expect(page.getByRole('banner')).toContainText('周先生');
    await expectTidy(page);
    await shoot(page, 'demand-success');

    // A supplier finds it in the hall by city and budget, and accepts.
    const supplierContext = await browser.newContext();
    const supplierPage = await supplierContext.newPage();
    const { token: supplierToken } = await loginWhenAllowed(request, SUPPLIER);
    await useToken(supplierPage, supplierToken);
    await supplierPage.goto('/demand/hall');
    const filters = supplierPage.getByTestId('hall-filters');
    await filters.getByRole('combobox', { name: '城市' }).click();
    await supplierPage
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^上海$/ })
      .click();
    await expect(supplierPage).toHaveURL(/page_city_id=90/);
    await filters.getByRole('textbox', { name: '最高预算' }).fill('4000');
    await filters.getByRole('textbox', { name: '最低预算' }).fill('4500');
    await filters.getByRole('textbox', { name: '最低预算' }).press('Enter');
    // The reversed range is swapped.
    await expect(supplierPage).toHaveURL(/min_single_field_budget=4000&max_single_field_budget=4500/);
    const card = supplierPage.getByTestId('demand-card').filter({ hasText: product });
    await expect(card).toBeVisible();
    await expect(card).toContainText('¥4,321.00/天');
    await expect(card).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    await expect(card).not.toContainText(mobile);
    await expect(card).toContainText('已承接 0/5');
    await expectTidy(supplierPage);
    await shoot(supplierPage, 'demand-hall-filtered');

    await card.getByRole('button', { name: /承接需求/ }).click();
    const dialog = supplierPage.getByRole('dialog', { name: '承接需求' });
    await dialog.getByPlaceholder('请输入姓名').fill('');
    await dialog.getByRole('button', { name: '确认承接' }).click();
    await expect(dialog.getByText('请输入姓名')).toBeVisible();
    await dialog.getByPlaceholder('请输入姓名').fill('演示供应商');
    await dialog.getByPlaceholder('请输入手机号').fill(SUPPLIER);
    await supplierPage.screenshot({ path: 'screenshots/demand-accept-dialog.png' });
    await dialog.getByRole('button', { name: '确认承接' }).click();
    await expect(supplierPage.getByTestId('accept-success')).toContainText('承接成功');
    await supplierPage.screenshot({ path: 'screenshots/demand-accept-success.png' });
    await supplierPage.getByRole('button', { name: '我知道了' }).click();
    await expect(card.getByRole('button', { name: /承接需求/ })).toHaveText('已承接');
    await expect(card).toContainText('已承接 1/5');
    await supplierContext.close();

    // The owner (the visitor, now logged in) is told by a 站内信 that leads to 我的需求, where the
    // acceptor shows with the full mobile.
    await page.goto('/admin/messages/index');
    const message = page.getByTestId('message-item').filter({ hasText: '需求已被承接' });
    await expect(message).toContainText('您发布的需求已被演示供应商承接');
    await message.getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(/\/admin\/demands\/index$/);
    const mine = page.getByTestId('my-demand').filter({ hasText: product });
    await expect(mine).toContainText('演示供应商');
    await expect(mine).toContainText(SUPPLIER);
    await expect(mine).toContainText('已承接 1/5');
    await expect(page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '我的需求' })).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'demand-mine');

    // The operator follows it up: open → contacted with a note.
    const operatorContext = await browser.newContext();
    const operatorPage = await operatorContext.newPage();
    const { token: operatorToken } = await loginWhenAllowed(request, OPERATOR);
    await useToken(operatorPage, operatorToken);
    await operatorPage.goto('/admin/operator/demands');
    await operatorPage.getByRole('searchbox', { name: '搜索需求' }).fill(product);
    await operatorPage.getByRole('searchbox', { name: '搜索需求' }).press('Enter');
    const row = operatorPage.locator('tr', { hasText: product });
    await expect(row).toContainText(mobile);
    await row.getByRole('button', { name: '跟进' }).click();
    const follow = operatorPage.getByRole('dialog', { name: '跟进需求' });
    await follow.getByRole('button', { name: '保存' }).click();
    await expect(follow.getByText('请填写跟进备注')).toBeVisible();
    await follow.getByRole('textbox', { name: '跟进备注' }).fill('已电话联系，客户确认周末档期');
    await follow.getByRole('button', { name: '保存' }).click();
    await expect(follow).toBeHidden();
    await operatorPage.getByText('已联系', { exact: true }).first().click();
    const contacted = operatorPage.locator('tr', { hasText: product });
    await expect(contacted).toContainText('已联系');
    await contacted.getByRole('button', { name: '展开行' }).click();
    await expect(operatorPage.getByText(/待跟进 → 已联系，已电话联系，客户确认周末档期/)).toBeVisible();
    await expect(operatorPage.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '需求跟进' })).toBeVisible();
    await expectTidy(operatorPage);
    await shoot(operatorPage, 'demand-operator');
    await operatorContext.close();
  });

  test('the home quick demand: city, name, mobile and code, with the home messages', async ({ page, request }) => {
    const mobile = uniqueMobile();
    await page.goto('/home/index');
    const drawer = page.getByTestId('home-demand');
    await expect(drawer.getByRole('button', { name: /免费发布需求/ })).toBeVisible();
    await expectTidy(page);
    await page.screenshot({ path: 'screenshots/demand-home-drawer.png' });
    await drawer.getByRole('button', { name: '立即提交' }).click();
    await expect(drawer.getByText('请输入姓名', { exact: true })).toBeVisible();
    await expect(drawer.getByText('请输入手机号', { exact: true })).toBeVisible();
    await expect(drawer.getByText('请输入验证码', { exact: true })).toBeVisible();
    await drawer.getByRole('button', { name: '获取验证码' }).click();
    await expect(drawer.getByText('手机号不能为空')).toBeVisible();
    await drawer.getByRole('textbox', { name: '姓名' }).fill('钱女士');
    await drawer.getByRole('textbox', { name: '手机号' }).fill('1380000');
    await drawer.getByRole('textbox', { name: '验证码' }).fill('12');
    await drawer.getByRole('button', { name: '立即提交' }).click();
    await expect(drawer.getByText('请输入有效的手机号')).toBeVisible();
    await expect(drawer.getByText('请输入有效的验证码')).toBeVisible();

    await drawer.getByRole('textbox', { name: '手机号' }).fill(mobile);
    await drawer.getByRole('button', { name: '获取验证码' }).click();
    const code = await latestSmsCode(request, mobile);
    await drawer.getByRole('textbox', { name: '验证码' }).fill(code);
    await drawer.getByRole('button', { name: '立即提交' }).click();
    await expect(drawer.getByRole('status')).toContainText('需求提交成功，客服人员将在24小时内与您联系，请耐心等待');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeTruthy();
    await page.screenshot({ path: 'screenshots/demand-home-done.png' });

    // Folds and unfolds.
    await drawer.getByRole('button', { name: /免费发布需求/ }).click();
    await expect(drawer.getByRole('status')).toBeHidden();
    await drawer.getByRole('button', { name: /免费发布需求/ }).click();
    await expect(drawer.getByRole('status')).toBeVisible();
  });

  test('a venue page starts a demand with the venue, its city and community type preselected; a buyer is asked to apply before accepting', async ({
    page,
    request,
  }) => {
    const venues = (await (await request.get('/api/fields?city_ids=90&page_size=1')).json()).result.data as { top_physical_id: number }[];
    await page.goto(`/fields/${venues[0]!.top_physical_id}`);
    await page.getByRole('link', { name: '发布需求' }).click();
    await expect(page).toHaveURL(/\/demand\/create\?physical_resource_id=\d+&community_resource_id=\d+&city_ids=90&community_type_ids=\d+/);
    await expect(page.getByTestId('demand-origin')).toContainText('本需求关联您浏览的场地');
    await expect(
      page
        .getByTestId('demand-form')
        .getByRole('combobox', { name: '需求城市' })
        .locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]'),
    ).toContainText('上海');
    await expect(page.getByTestId('demand-form').locator('.ant-checkbox-wrapper-checked')).toHaveCount(1);

    // The venue's community page starts one too, with the community preselected.
    const communityId = new URL(page.url()).searchParams.get('community_resource_id');
    await page.goto(`/community/${communityId}`);
    await page.getByRole('link', { name: '在该社区发布需求' }).click();
    await expect(page).toHaveURL(new RegExp(`/demand/create\\?community_resource_id=${communityId}&city_ids=90&community_type_ids=\\d+$`));
    await expect(page.getByTestId('demand-origin')).toContainText('本需求关联您浏览的社区');
    await expect(page.getByTestId('demand-form').locator('.ant-checkbox-wrapper-checked')).toHaveCount(1);

    const { token } = await loginWhenAllowed(request, '13800000001');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);

    // Logged in: the profile fills name and mobile, no code is asked, scene photos go through the upload platform.
    await page.goto('/demand/create');
    const form = page.getByTestId('demand-form');
    await expect(form.getByPlaceholder('请输入联系人')).not.toHaveValue('');
    await expect(form.getByPlaceholder('请输入联系电话')).toHaveValue('13800000001');
    await expect(form.getByRole('textbox', { name: '验证码' })).toHaveCount(0);
    await expect(form.getByText(/最多12张/)).toBeVisible();
    await form.locator('input[type="file"]').setInputFiles({ name: 'scene.png', mimeType: 'image/png', buffer: solidPng(400, 320) });
    await expect(form.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await expectTidy(page);
    await shoot(page, 'demand-create-logged-in');

    await page.goto('/demand/hall');
    const card = page
      .getByTestId('demand-card')
      .filter({ hasNot: page.getByRole('button', { disabled: true }) })
      .first();
    await expect(card).toBeVisible();
    // The hall as a buyer sees it: the demo demands, one full (已满), the buyer's own (我发布的, full mobile).
    await expect(page.getByTestId('demand-card').filter({ hasText: '已满' }).first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'demand-hall');
    await card.getByRole('button', { name: /承接需求/ }).click();
    await expect(page.getByRole('dialog', { name: '承接需求' })).toContainText('承接需求仅对场地供应商、代理商和服务商开放');
    await expect(page.getByRole('link', { name: '申请成为场地供应商' })).toBeVisible();
    await page.screenshot({ path: 'screenshots/demand-hall-apply.png' });
  });
});
