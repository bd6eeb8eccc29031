import { open } from './shot.mjs';
const { browser, page, logs, base } = await open({ mobile: '13700000001' });
await page.goto(`${base}/admin/operator/articles/new`);
await page.waitForTimeout(3000);
for (let i = 0; i < 3; i++) {
  await page.reload();
  await page.waitForTimeout(3000);
  console.log('reload', i, (await page.locator('body').innerText()).slice(0, 200).replace(/\n/g, ' | '));
}
console.log(logs.join('\n'));
await browser.close();
