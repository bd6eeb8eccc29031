import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';

// Staff pages load large lazy chunks (the editor's is the largest): waits are generous.
const expect = baseExpect.configure({ timeout: 60_000 });
const OPERATOR = '13700000001';
const BUYER = '13800000001';

async function useToken(page: Page, token: string) {
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

test.describe('what a first-time buyer and the staff meet', () => {
  test('venue cards and the price filter say prices per day', async ({ page }) => {
    await page.goto('/fieldslist?price_tier=2');
    const price = page.getByRole('group', { name: '价格' });
    await expect(price.getByText('按天折算')).toBeVisible();
    await expect(price.getByRole('button', { name: '1000-3000元/天' })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByTestId('venue-card');
    await expect(cards.first()).toContainText(/¥[\d,.]+\/天起|面议/);
  });

  test('《用户协议》《隐私政策》 are links to pages from login', async ({ page }) => {
    await page.goto('/auth/code-login');
    const link = page.getByRole('link', { name: '《隐私政策》' });
    await expect(link).toHaveAttribute('href', '/agreements/privacy');
    await page.goto('/agreements/user');
    await expect(page.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();
    await expect(page.getByTestId('article-content')).toContainText('预订与支付');
  });

  test('the operator console has its own menu, the editor survives a reload and keeps a draft', async ({ page, request }) => {
    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(page, operator.token);
    await page.goto('/admin/operator/articles/new');
    const menu = page.getByRole('navigation', { name: '运营后台菜单' });
    await expect(menu.getByRole('link', { name: '文章管理' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '会员中心' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '购物车' })).toHaveCount(0);
    await page.getByPlaceholder('请输入标题').fill('未保存的草稿标题');
    await page.getByRole('textbox', { name: '正文' }).click();
    await page.keyboard.type('草稿正文');
    await page.reload();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    await expect(page.getByTestId('article-draft-notice')).toBeVisible();
    await expect(page.getByPlaceholder('请输入标题')).toHaveValue('未保存的草稿标题');
    await expect(page.getByRole('textbox', { name: '正文' })).toContainText('草稿正文');
    await page.getByRole('button', { name: '丢弃草稿' }).click();
    await expect(page.getByPlaceholder('请输入标题')).toHaveValue('');
  });

  test('the audit log speaks money and names', async ({ page, request }) => {
    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(page, operator.token);
    await page.goto('/admin/operator/audit-log');
    await expect(page.getByRole('navigation', { name: '运营后台菜单' }).getByRole('link', { name: '操作日志' })).toBeVisible();
    await expect(page.getByText(/（分）/)).toHaveCount(0);
  });

  test('a buyer’s member centre asks nothing of the supplier API', async ({ page, request }) => {
    const buyer = await loginWhenAllowed(request, BUYER);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await useToken(page, buyer.token);
    await page.goto('/admin/orders/index');
    await expect(page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '我的订单' })).toBeVisible();
    await page.goto('/admin/operator/orders');
    await expect(page.getByText('运营后台仅限平台运营人员使用')).toBeVisible();
    expect(refused).toEqual([]);
  });
});
