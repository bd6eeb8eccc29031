/**
 * Thousands separators for display, the way zh-CN writes them: `1234567` → `'1,234,567'`,
 * `-1234.5` → `'-1,234.5'`. Plain string work instead of `toLocaleString('zh-CN')`: the first call of
 * that loads the locale's number data, about 40 ms of the venue page's first render (bench/README.md).
 */
export function groupThousands(value: number | string): string {
  const text = String(value);
  const match = /^(-?)(\d+)(.*)$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', rest = ''] = match;
  return `${sign}${integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${rest}`;
}
