// usage: node .tmp-shots.mjs base outdir [venueId] [--noscript]
import { chromium } from 'playwright';
const [base, out, venueArg, flag] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
let venue = venueArg;
if (!venue) {
  const r = await (await fetch(`${base}/api/fields?city_ids=90&page=1&page_size=1`)).json();
  venue = (r.result?.list ?? r.result?.items ?? r.result?.data ?? [])[0]?.top_physical_id;
}
const pages = { home: '/home/index', list: '/fieldslist', venue: `/fields/${venue}` };
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, deviceScaleFactor: 1, javaScriptEnabled: flag !== '--noscript', isMobile: width < 500, hasTouch: width < 500 });
  for (const [name, path] of Object.entries(pages)) {
    const page = await ctx.newPage();
    await page.goto(base + path, { waitUntil: flag === '--noscript' ? 'load' : 'networkidle' });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-${width}.png` });
    await page.close();
  }
  await ctx.close();
}
await browser.close();
console.log('venue', venue);
