import { expect as baseExpect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../support/accounts';
import { loginWhenAllowed } from '../support/order-fixtures';
import { expectTidy } from '../support/page-checks';

// The insights pages load ECharts in their lazy chunk; on a shared, loaded machine a first visit is slow.
const expect = baseExpect.configure({ timeout: 60_000 });

const OPERATOR = '13700000001';
const SUPPLIER = '13900000001';
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function useToken(page: Page, token: string) {
  await page.goto('/home/index');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

test.describe('insights', () => {
  test('the operator sees a year of the demo marketplace, with its top venues and suppliers, at 390 and 1280 px', async ({ page, request }) => {
    const operator = await loginWhenAllowed(request, OPERATOR);
    await useToken(page, operator.token);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/admin/operator/insights');
      const insights = page.getByTestId('operator-insights-page');
      await insights.getByText('近一年').click();
      await expect(insights.getByText('平台概况')).toBeVisible();
      const venues = page.getByTestId('insights-top-venues');
      await expect(venues.getByText(/^1\. /)).toBeVisible();
      await expect(venues).toContainText('¥');
      await expect(page.getByTestId('insights-top-suppliers')).toContainText('演示供应商');
      await expect(page.locator('canvas').first()).toBeVisible();
      await expectTidy(page);
      await page.screenshot({ path: `${SHOTS}/insights-operator-${size.name}.png`, fullPage: true });
    }
  });

  test("the demo supplier sees its views, sales and venues at 390 and 1280 px; a buyer's token is refused", async ({ page, request }) => {
    const supplier = await loginWhenAllowed(request, SUPPLIER);
    await useToken(page, supplier.token);
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/admin/supplier/insights');
      const insights = page.getByTestId('supplier-insights-page');
      await insights.getByText('近一年').click();
      await expect(insights.getByText('经营概况')).toBeVisible();
      await expect(page.getByTestId('insights-venues')).toContainText('¥');
      await expect(page.locator('canvas').first()).toBeVisible();
      await expectTidy(page);
      await page.screenshot({ path: `${SHOTS}/insights-supplier-${size.name}.png`, fullPage: true });
    }
    // The supplier's token cannot read the operator's numbers.
    const refused = await request.get('/api/operator/insights?from=2026-01-01&to=2026-01-31', { headers: { authorization: `Bearer ${supplier.token}` } });
    expect(refused.status()).toBe(403);
  });
});
