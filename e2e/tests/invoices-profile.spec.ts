import fs from 'node:fs';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { latestSmsCode, TOKEN_STORAGE_KEY, uniqueMobile, waitForSmsResend } from '../support/accounts';
import { invoicePdf } from '../support/invoice-pdf';
import { loginWhenAllowed } from '../support/order-fixtures';
import { expectTidy, shoot } from '../support/page-checks';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const BUYER = '13800000001';
const OPERATOR = '13700000001';

/** A page whose localStorage carries `token`, as after a login. */
async function pageAs(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  return context.newPage();
}

/** The antd select around a combobox (shows the chosen value). */
const selectOf = (box: ReturnType<Page['getByRole']>) => box.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');

/** Opens an antd select by its label and clicks its first option (retried: options arrive from the API). */
async function chooseFirst(page: Page, label: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect(async () => {
    await box.click({ timeout: 5_000 });
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const text = (await option.textContent({ timeout: 5_000 }))?.trim() ?? '';
    await option.click({ timeout: 5_000 });
    await expect(selectOf(box)).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

test.describe('invoices, password login, addresses', () => {
  test.setTimeout(240_000);

  test('a buyer asks for an invoice, the operator issues it with the PDF, the buyer downloads it', async ({ browser, request }) => {
    const buyerLogin = await loginWhenAllowed(request, BUYER);
    const buyer = await pageAs(browser, buyerLogin.token);
    await buyer.goto('/admin/invoices');
    const orders = buyer.getByTestId('invoices-page');
    const row = orders.locator('tr', { has: buyer.getByRole('button', { name: '申请开票' }) }).first();
    const ask = row.getByRole('button', { name: '申请开票' });
    await expect(ask).toBeVisible();
    const orderNum = (await row.locator('td').first().textContent())!.trim();
    await expectTidy(buyer);
    await shoot(buyer, 'invoices-orders');

    await ask.click();
    const dialog = buyer.getByRole('dialog', { name: '申请开票' });
    await expect(dialog.getByText(orderNum)).toBeVisible();
    await expect(dialog.getByTestId('request-amount')).toHaveText(/^¥[\d,]+\.\d{2}$/);
    await expect(dialog.getByRole('combobox', { name: '发票抬头' })).toBeVisible();
    await shoot(buyer, 'invoices-request-dialog');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await expect(buyer.getByText('发票申请已提交')).toBeVisible();
    await expect(orders.locator('tr', { hasText: orderNum })).toContainText('已申请，待开具');

    const operatorLogin = await loginWhenAllowed(request, OPERATOR);
    const operator = await pageAs(browser, operatorLogin.token);
    await operator.goto('/admin/operator/invoices');
    const desk = operator.getByTestId('operator-invoices-page');
    const pending = desk.locator('tr', { hasText: orderNum });
    await expect(pending).toBeVisible();
    await expectTidy(operator);
    await shoot(operator, 'invoices-operator-desk');
    await pending.getByRole('button', { name: '开具' }).click();
    const issue = operator.getByRole('dialog', { name: '开具发票' });
    // A picture is refused before it is sent; the PDF goes up.
    await issue.getByLabel('发票文件').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
    await expect(issue.getByText('只能上传pdf格式的文件')).toBeVisible();
    await issue.getByLabel('发票文件').setInputFiles({ name: `发票-${orderNum}.pdf`, mimeType: 'application/pdf', buffer: invoicePdf(`Invoice ${orderNum}`) });
    await expect(issue.getByTestId('issue-file')).toContainText('.pdf');
    await issue.getByLabel('发票号码').fill('12345678');
    await shoot(operator, 'invoices-issue-dialog');
    await issue.getByRole('button', { name: '确认开具' }).click();
    await expect(operator.getByText('发票已开具')).toBeVisible();
    await expect(desk.locator('tr', { hasText: orderNum })).toHaveCount(0);

    await buyer.goto('/admin/invoices?tab=invoices');
    const issued = buyer.getByTestId('invoices-page').locator('tr', { hasText: orderNum });
    await expect(issued).toContainText('已开具');
    await expectTidy(buyer);
    await shoot(buyer, 'invoices-mine');
    const [download] = await Promise.all([buyer.waitForEvent('download'), issued.getByRole('button', { name: '下载发票' }).click()]);
    expect(download.suggestedFilename()).toBe(`发票-${orderNum}.pdf`);
    const saved = await download.path();
    expect(fs.readFileSync(saved!).subarray(0, 5).toString()).toBe('%PDF-');

    // Only its buyer gets it: another account's request is 404.
    const invoices = (await (await request.get('/api/invoices?status=issued', { headers: { authorization: `Bearer ${buyerLogin.token}` } })).json()) as {
      result: { data: { id: number; order_num: string }[] };
    };
    const invoiceId = invoices.result.data.find((invoice) => invoice.order_num === orderNum)!.id;
    const stranger = await loginWhenAllowed(request, uniqueMobile());
    expect((await request.get(`/api/invoices/${invoiceId}/download`, { headers: { authorization: `Bearer ${stranger.token}` } })).status()).toBe(404);

    await buyer.goto('/admin/invoices?tab=titles');
    await expect(buyer.getByTestId('invoices-page').getByText('增值税专用发票')).toBeVisible();
    await expectTidy(buyer);
    await shoot(buyer, 'invoices-titles');
    await buyer.getByRole('button', { name: '+ 新增发票抬头' }).click();
    const titleDialog = buyer.getByRole('dialog', { name: '新增发票抬头' });
    await titleDialog.getByLabel('发票抬头').fill('上海某某有限公司');
    await titleDialog.getByLabel('纳税人识别号').fill('91310000abc');
    await titleDialog.getByRole('button', { name: '保存' }).click();
    await expect(titleDialog.getByText('纳税人识别号应为15、18或20位大写字母或数字')).toBeVisible();
    await shoot(buyer, 'invoices-title-dialog');
  });

  test('a buyer sets a login password and logs in with it; wrong passwords are counted', async ({ browser, request }) => {
    const mobile = uniqueMobile();
    const { token } = await loginWhenAllowed(request, mobile);
    const page = await pageAs(browser, token);
    await page.goto('/admin/profile/index');

    // No email yet: the email modal opens by itself, once a session.
    const modal = page.getByRole('dialog', { name: '绑定邮箱' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: '保存' }).click();
    await expect(modal.getByText('请输入邮箱')).toBeVisible();
    await modal.getByLabel('邮箱').fill('not-an-email');
    await modal.getByRole('button', { name: '保存' }).click();
    await expect(modal.getByText('请输入有效的邮箱')).toBeVisible();
    await shoot(page, 'profile-email-modal');
    await modal.getByLabel('邮箱').fill(`u${mobile}@example.com`);
    await modal.getByRole('button', { name: '保存' }).click();
    const ready = page.getByTestId('email-ready');
    await expect(ready).toContainText('邮箱已保存');
    await expect(ready).toContainText('邮箱订阅礼');
    await shoot(page, 'profile-email-ready');
    await ready.getByRole('button', { name: '完成' }).click();
    await expect(page.getByTestId('profile-email')).toHaveText(`u${mobile}@example.com`);
    await page.getByLabel('姓名').fill('测试买家');
    await page.getByLabel('推广产品').fill('新品茶饮');
    await page.getByTestId('profile-form').getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'profile');

    await page.getByRole('button', { name: '设置密码' }).click();
    await expect(page).toHaveURL('/admin/profile/password');
    await page.getByLabel('新密码', { exact: true }).fill('abcdef');
    await page.getByLabel('确认新密码').fill('abcdef');
    await page.getByRole('button', { name: '设置登录密码' }).click();
    await expect(page.getByText('密码为6-20位字母、数字或符号，且不能全为同一类')).toBeVisible();
    await waitForSmsResend(request, mobile);
    const before = new Date().toISOString();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('短信验证码').fill(await latestSmsCode(request, mobile, before));
    await page.getByLabel('新密码', { exact: true }).fill('tea2026!');
    await page.getByLabel('确认新密码').fill('tea2026!');
    await expectTidy(page);
    await shoot(page, 'profile-password');
    await page.getByRole('button', { name: '设置登录密码' }).click();
    await expect(page.getByText('登录密码设置成功')).toBeVisible();
    await expect(page).toHaveURL('/admin/profile/index');
    await expect(page.getByRole('button', { name: '修改密码' })).toBeVisible();

    // A fresh browser logs in with the password: a wrong one first, counted.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/auth/code-login?from=%2Fadmin%2Fprofile%2Findex');
    await visitor.getByRole('button', { name: '使用密码登录' }).click();
    await expect(visitor.getByRole('heading', { name: '密码登录' })).toBeVisible();
    await visitor.getByLabel('手机号').fill(mobile);
    await visitor.getByLabel('登录密码').fill('wrong-pass1');
    await visitor.getByRole('button', { name: '登录', exact: true }).click();
    await expect(visitor.getByText('手机号或密码错误，还可尝试4次')).toBeVisible();
    await expectTidy(visitor);
    await shoot(visitor, 'login-password');
    // The right password, sent with Enter from the password box (the form's submit). Clicking 登录 here
    // hung in the full Playwright run after the group-buy journey: the locator never resolved for 4
    // minutes while the button was on the page; not understood yet (see the closing note of 2026-11-24).
    await visitor.getByLabel('登录密码').fill('tea2026!');
    await visitor.getByLabel('登录密码').press('Enter');
    await expect(visitor).toHaveURL('/admin/profile/index');
    await expect(visitor.getByLabel('姓名')).toHaveValue('测试买家');
  });

  test('a buyer adds an address with the packaged region selects', async ({ browser, request }) => {
    const { token } = await loginWhenAllowed(request, uniqueMobile());
    const page = await pageAs(browser, token);
    await page.goto('/admin/profile/address');
    const book = page.getByTestId('addresses-page');
    await expect(book.getByText('暂无收货地址，请您先添加地址')).toBeVisible();
    await shoot(page, 'addresses-empty');
    await book.getByRole('button', { name: '+ 新增收货地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增收货地址' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入联系人', { exact: true })).toBeVisible();
    await expect(dialog.getByText('请选择省市区！')).toBeVisible();
    await expect(dialog.getByText('请填写详细地址！')).toBeVisible();
    await dialog.getByLabel('收货人').fill('李四');
    await dialog.getByLabel('手机号').fill('1391234567');
    await chooseFirst(page, '省份');
    await chooseFirst(page, '城市');
    await chooseFirst(page, '区县');
    await dialog.getByLabel('详细地址').fill('南京西路1266号');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入有效的手机号')).toBeVisible();
    await shoot(page, 'addresses-dialog');
    await dialog.getByLabel('手机号').fill('13912345678');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加地址成功')).toBeVisible();
    const row = book.locator('tr', { hasText: '李四' });
    await expect(row).toContainText('南京西路1266号');
    await expect(row).toContainText('默认');
    await expectTidy(page);
    await shoot(page, 'addresses');
  });

  test('company pages: the demo buyer’s company info, the platform’s public page, a venue’s supplier link', async ({ browser, request }) => {
    const { token } = await loginWhenAllowed(request, BUYER);
    const page = await pageAs(browser, token);
    await page.goto('/admin/profile/company');
    await expect(page.getByLabel('企业名称')).toHaveValue('上海演示食品有限公司');
    await expectTidy(page);
    await shoot(page, 'company-info');

    await page.goto('/company/view/1');
    await expect(page.getByRole('heading', { name: '场地通（上海）信息科技有限公司' })).toBeVisible();
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'company-view');

    // The demo supplier's venue pages link to its company page.
    const fields = (await (await request.get('/api/fields?city_ids=90&page=1')).json()) as { result: { data: { top_physical_id: number }[] } };
    let linked = false;
    for (const venue of fields.result.data) {
      const detail = (await (await request.get(`/api/fields/${venue.top_physical_id}`)).json()) as {
        result: { selling_resources: { user: { company_id?: number | null } }[] };
      };
      const companyId = detail.result.selling_resources.find((booth) => booth.user.company_id)?.user.company_id;
      if (!companyId) continue;
      await page.goto(`/fields/${venue.top_physical_id}`);
      const link = page.getByRole('link', { name: /企业主页/ });
      await link.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'screenshots/venue-company-link.png' });
      await link.click();
      await expect(page).toHaveURL(`/company/view/${companyId}`);
      await expect(page.getByTestId('company-view-page')).toBeVisible();
      await shoot(page, 'company-view-supplier');
      linked = true;
      break;
    }
    expect(linked, 'a venue of the first page links to its supplier’s company').toBe(true);
  });

  test('the demo buyer’s settings pages show the demo data on first start', async ({ browser, request }) => {
    const { token } = await loginWhenAllowed(request, BUYER);
    const page = await pageAs(browser, token);
    await page.goto('/admin/profile/address');
    const book = page.getByTestId('addresses-page');
    await expect(book.locator('tr', { hasText: '漕溪北路88号3楼' })).toContainText('默认');
    await expect(book.locator('tr', { hasText: '南京西路1266号恒隆广场' })).toContainText('静安区');
    await expectTidy(page);
    await shoot(page, 'demo-addresses');

    // No email on file: the email modal opens once; closed, the profile shows the demo name.
    await page.goto('/admin/profile/index');
    await expect(page.getByRole('dialog', { name: '绑定邮箱' })).toBeVisible();
    await page.getByRole('dialog', { name: '绑定邮箱' }).getByRole('button', { name: '关闭' }).click();
    await expect(page.getByLabel('姓名')).toHaveValue('演示广告主');
    await expectTidy(page);
    await shoot(page, 'demo-profile');

    await page.goto('/admin/invoices?tab=invoices');
    await expect(page.getByTestId('invoices-page').getByRole('button', { name: '下载发票' }).first()).toBeVisible();
    await expectTidy(page);
    await shoot(page, 'demo-invoices');
  });
});
