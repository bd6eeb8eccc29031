import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';

// First visits load lazy page chunks; on a busy machine that can take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 90_000 });
const SHOTS = process.env.E2E_SHOTS ?? '/tmp';
const SUPPLIER = '13900000001';

const selectOf = (box: ReturnType<Page['getByRole']>) => box.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');

/** Picks the first option of an antd select by its label (retried: options may arrive after it opens). */
async function chooseFirst(page: Page, scope: ReturnType<Page['getByRole']>, label: string): Promise<string> {
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

test.describe('supplier communities', () => {
  test.setTimeout(600_000);
  test.use({ actionTimeout: 60_000 });

  test('the supplier sets a community’s trading area, subway line and station, year and labels; buyers see them on its page', async ({ page, request }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    await page.goto('/home/index');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, supplier.token] as const);

    await page.goto('/admin/supplier/communities');
    const row = page.getByTestId('communities-table').getByRole('row').nth(1);
    await expect(row).toBeVisible();
    const name = (await row.locator('strong').first().textContent())!.trim();
    await row.getByRole('button', { name: '编辑' }).click();
    const dialog = page.getByRole('dialog', { name: '编辑社区' });
    await expect(dialog.getByRole('combobox', { name: '城市' })).toBeVisible();

    // A year outside 19xx/20xx is refused under the field.
    const year = dialog.getByRole('textbox', { name: '建成年份' });
    await year.fill('1850');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请输入有效的年份（19xx或20xx）')).toBeVisible();
    await year.fill('2006');

    const area = await chooseFirst(page, dialog, '商圈');
    const line = await chooseFirst(page, dialog, '地铁线路');
    const station = await chooseFirst(page, dialog, '地铁站');
    const label = await chooseFirst(page, dialog, '社区标签');
    await dialog.getByRole('spinbutton', { name: '日均人流量' }).fill('42000');
    await page.screenshot({ path: `${SHOTS}/supplier-community-form-optional.png`, fullPage: true });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功').first()).toBeVisible();

    // The buyer's community page shows what the supplier set.
    const managed = (await (
      await request.get('/api/managed_communities?page_size=100', { headers: { Authorization: `Bearer ${supplier.token}` } })
    ).json()) as {
      result: { data: { id: number; name: string }[] };
    };
    const id = managed.result.data.find((community) => community.name === name)!.id;
    await page.goto(`/community/${id}`);
    const detail = page.getByTestId('community-detail');
    await expect(detail.getByRole('heading', { name, exact: true, level: 1 })).toBeVisible();
    await expect(detail).toContainText(area);
    await expect(detail.getByTestId('community-subway')).toContainText(station);
    await expect(detail.getByTestId('community-subway')).toContainText(line);
    await expect(detail).toContainText('2006年');
    await expect(detail).toContainText(label);
    await page.screenshot({ path: `${SHOTS}/community-page-optional-fields.png`, fullPage: true });
  });
});
