import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Nothing wider than the window, and no raw JSON envelope printed on the page. */
export async function expectTidy(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.locator('body')).not.toContainText('"code"');
  await expect(page.locator('body')).not.toContainText('undefined');
  await expect(page.locator('body')).not.toContainText('NaN');
}

/** Full-page screenshot after lazy pictures had a chance to load (scrolled through once). */
export async function shoot(page: Page, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
}

/** The `result` of a GET on the API (to find ids of the demo data). */
export async function apiResult<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

export interface PageOf<T> {
  data: T[];
  total: number;
}
