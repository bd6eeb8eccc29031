import fs from 'node:fs';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';
import { expectTidy, shoot } from '../support/page-checks';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const SUPPLIER = '13900000001';
const OPERATOR = '13700000001';

/** A page whose localStorage carries `token`, as after a login. */
async function pageAs(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
  return context.newPage();
}

/** ¥1,234.50 → 123450 (fen). */
const fenOf = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

/** This month in Shanghai, `YYYY-MM` (the month a withdrawal asked now is listed under). */
const thisMonth = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).format(new Date());

/** Parses the statement's CSV (UTF-8 with a BOM, quoted cells, CRLF lines). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index += 1;
      row.push(cell);
      if (row.some((value) => value !== '')) rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  row.push(cell);
  if (row.some((value) => value !== '')) rows.push(row);
  return rows;
}

test.describe('settlement', () => {
  test.setTimeout(240_000);

  test('the supplier withdraws, the operator pays it with the bank reference, the statement lists it', async ({ browser, request }) => {
    const supplierLogin = await loginWhenAllowed(request, SUPPLIER);
    const supplier = await pageAs(browser, supplierLogin.token);
    await supplier.goto('/admin/supplier/index');
    await supplier.getByRole('link', { name: '结算中心' }).click();
    await expect(supplier).toHaveURL(/\/admin\/supplier\/finance$/);
    const page = supplier.getByTestId('supplier-finance-page');

    // The balance by state, from the demo data: something available to withdraw.
    const balance = page.getByTestId('settlement-balance');
    await expect(balance).toContainText('可提现');
    const available = balance.getByTestId('balance-available');
    await expect(available).toHaveText(/^¥[\d,]+\.\d\d$/);
    const availableBefore = fenOf((await available.textContent())!);
    expect(availableBefore).toBeGreaterThan(888);
    await expect(page.getByTestId('settlement-earnings')).toContainText('可提现');
    await expectTidy(supplier);
    await shoot(supplier, 'settlement-supplier-finance');

    // Asks for ¥8.88 to the demo bank account.
    await balance.getByRole('button', { name: '申请提现' }).click();
    const ask = supplier.getByRole('dialog', { name: '申请提现' });
    await expect(ask.getByRole('combobox', { name: '收款账户' })).toBeVisible();
    await ask.getByLabel('提现金额（元）').fill('8.88');
    await ask.getByRole('button', { name: '提交申请' }).click();
    await expect(supplier.getByText('提现申请已提交，平台将尽快打款')).toBeVisible();
    await expect(available).toHaveText(`¥${((availableBefore - 888) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    const mine = (await (await request.get('/api/supplier/withdrawals', { headers: { authorization: `Bearer ${supplierLogin.token}` } })).json()) as {
      result: { data: { id: number; amount: number; status: string }[] };
    };
    const asked = mine.result.data[0]!;
    expect(asked).toMatchObject({ amount: 888, status: 'pending' });
    await expect(page.locator('tr', { hasText: '¥8.88' }).first()).toContainText('待打款');

    // The operator pays it with the bank reference.
    const operatorLogin = await loginWhenAllowed(request, OPERATOR);
    const operator = await pageAs(browser, operatorLogin.token);
    await operator.goto('/admin/operator/withdrawals');
    const queue = operator.getByTestId('operator-withdrawals-page');
    const row = queue.locator('tr', { has: operator.locator('td:first-child', { hasText: new RegExp(`^${asked.id}$`) }) });
    await expect(row).toContainText('¥8.88');
    await expect(row).toContainText('演示供应商物业管理有限公司');
    await expectTidy(operator);
    await shoot(operator, 'settlement-operator-withdrawals');
    await row.getByRole('button', { name: '银行打款' }).click();
    const pay = operator.getByRole('dialog', { name: '确认银行打款' });
    await expect(pay).toContainText('¥8.88');
    const reference = `CMBE2E${Date.now()}`;
    await pay.getByLabel('银行流水号').fill(reference);
    await pay.getByRole('button', { name: '确认已打款' }).click();
    await expect(operator.getByText('已确认打款')).toBeVisible();
    await expect(row).toHaveCount(0);
    await queue.getByText('已打款', { exact: true }).click();
    await expect(queue.locator('tr', { hasText: reference })).toContainText('¥8.88');

    // The supplier sees it paid, with the reference.
    await supplier.reload();
    const paidRow = page.locator('tr', { hasText: reference });
    await expect(paidRow).toContainText('已打款');
    await expect(paidRow).toContainText('¥8.88');

    // This month's CSV statement lists it.
    const month = thisMonth();
    const picker = page.getByLabel('对账单月份');
    await picker.click();
    await picker.fill(month);
    await picker.press('Enter');
    await expect(picker).toHaveValue(month);
    const [download] = await Promise.all([supplier.waitForEvent('download'), page.getByRole('button', { name: '下载 CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`结算对账单-${month}.csv`);
    const rows = csvRows(fs.readFileSync((await download.path())!, 'utf8'));
    expect(rows[0]).toEqual([`结算对账单 ${month}`]);
    expect(rows).toContainEqual(['子订单号', '场地', '开始日期', '结束日期', '类型', '状态', '订单金额(元)', '佣金比例', '佣金(元)', '结算金额(元)']);
    expect(rows).toContainEqual(['提现单号', '申请时间', '收款账户', '金额(元)', '状态', '银行流水号']);
    expect(rows.find((line) => line[0] === String(asked.id))).toEqual([
      String(asked.id),
      expect.any(String),
      '招商银行上海分行营业部 5678',
      '8.88',
      '已打款',
      reference,
    ]);
  });
});
