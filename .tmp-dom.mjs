import { chromium } from 'playwright';
const [base, path, width = '412'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
const page = await ctx.newPage();
await page.goto(base + path, { waitUntil: 'networkidle' });
const out = await page.evaluate(() => {
  const lines = [];
  const walk = (el, depth) => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    if (cs.display === 'contents') { for (const c of el.children) walk(c, depth); return; }
    if (r.top > 823 || r.height === 0) return;
    if (cs.display === 'none' || cs.visibility === 'hidden') return;
    const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('').slice(0, 30);
    const cls = typeof el.className === 'string' ? el.className.replace(/_([a-zA-Z]+)_\w+_\d+/g, '$1').slice(0, 50) : '';
    lines.push(`${'  '.repeat(depth)}${el.tagName.toLowerCase()}.${cls} [${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}] fs=${cs.fontSize} fw=${cs.fontWeight} lh=${cs.lineHeight} c=${cs.color} bg=${cs.backgroundColor !== 'rgba(0, 0, 0, 0)' ? cs.backgroundColor : ''}${cs.backgroundImage !== 'none' ? ' bgi=' + cs.backgroundImage.slice(0, 80) : ''} pad=${cs.padding} br=${cs.borderRadius} bd=${cs.border.startsWith('0') ? '' : cs.border} ${text ? '"' + text + '"' : ''}`);
    for (const c of el.children) if (depth < 16) walk(c, depth + 1);
  };
  walk(document.getElementById('root'), 0);
  return lines.join('\n');
});
console.log(out);
await browser.close();
