import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { CONTRACT_FONT_FILE } from './contract-font';

/**
 * The visible appearance of a party's signature field: its red electronic seal (电子印章) drawn by the platform
 * from the party's verified name, and the signing time under it. A company signs with a round seal — the name
 * around the rim, a five-pointed star in the middle, 合同专用章 under it — as e签宝 and 法大大 draw them; a person
 * without a company with a square seal of the name and 印. Every character is drawn as the vector outline of its
 * Noto Sans SC glyph, so the appearance needs no font resource and looks the same in every reader.
 */

/** The field's size (PDF points): a 110 pt seal and a line for the time. */
export const SEAL_FIELD = { width: 150, height: 142 } as const;

const SEAL_RED = '0.82 0.08 0.08';
const INK = '0.2 0.2 0.2';

type PathCommand = { command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath'; args: number[] };
interface OutlineFont {
  unitsPerEm: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number; path: { commands: PathCommand[] } };
}

let outlineFont: Promise<OutlineFont> | undefined;
function fontOf(): Promise<OutlineFont> {
  outlineFont ??= readFile(CONTRACT_FONT_FILE)
    .then((file) => fontkit.create(file) as unknown as OutlineFont)
    .catch((error: unknown) => {
      outlineFont = undefined;
      throw error;
    });
  return outlineFont;
}

const n = (value: number) => (Math.abs(value) < 1e-6 ? '0' : value.toFixed(3).replace(/\.?0+$/, ''));

/** PDF path operators for one glyph, in font units (quadratic curves raised to cubic ones). */
function glyphPath(font: OutlineFont, char: string): { ops: string; advance: number } {
  const glyph = font.glyphForCodePoint(char.codePointAt(0)!);
  const ops: string[] = [];
  let x = 0;
  let y = 0;
  for (const { command, args } of glyph.path.commands) {
    if (command === 'moveTo') {
      [x, y] = args as [number, number];
      ops.push(`${n(x)} ${n(y)} m`);
    } else if (command === 'lineTo') {
      [x, y] = args as [number, number];
      ops.push(`${n(x)} ${n(y)} l`);
    } else if (command === 'bezierCurveTo') {
      ops.push(`${args.map(n).join(' ')} c`);
      [x, y] = [args[4]!, args[5]!];
    } else if (command === 'quadraticCurveTo') {
      const [cx, cy, ex, ey] = args as [number, number, number, number];
      ops.push(`${n(x + (2 / 3) * (cx - x))} ${n(y + (2 / 3) * (cy - y))} ${n(ex + (2 / 3) * (cx - ex))} ${n(ey + (2 / 3) * (cy - ey))} ${n(ex)} ${n(ey)} c`);
      [x, y] = [ex, ey];
    } else ops.push('h');
  }
  return { ops: ops.join('\n'), advance: glyph.advanceWidth };
}

/** One character centred on (cx, cy), `size` points high, turned by `angle` radians (counter-clockwise). */
function drawChar(font: OutlineFont, char: string, cx: number, cy: number, size: number, angle: number): string {
  const { ops, advance } = glyphPath(font, char);
  if (!ops) return '';
  const scale = size / font.unitsPerEm;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Centre of the em box: half the advance across, 0.38 em above the baseline (CJK glyphs sit on 880/−120).
  const ox = (-advance / 2) * scale;
  const oy = -0.38 * size;
  const e = cx + ox * cos - oy * sin;
  const f = cy + ox * sin + oy * cos;
  return `q ${n(scale * cos)} ${n(scale * sin)} ${n(-scale * sin)} ${n(scale * cos)} ${n(e)} ${n(f)} cm\n${ops}\nf Q`;
}

/** A horizontal line of text centred on (cx, cy). */
function drawLine(font: OutlineFont, text: string, cx: number, cy: number, size: number, spacing = 0): string {
  const chars = [...text];
  const widths = chars.map((char) => (font.glyphForCodePoint(char.codePointAt(0)!).advanceWidth / font.unitsPerEm) * size + spacing);
  const total = widths.reduce((sum, width) => sum + width, 0) - spacing;
  let x = cx - total / 2;
  return chars
    .map((char, index) => {
      const centre = x + (widths[index]! - spacing) / 2;
      x += widths[index]!;
      return char.trim() ? drawChar(font, char, centre, cy, size, 0) : '';
    })
    .join('\n');
}

function circle(cx: number, cy: number, r: number): string {
  const k = 0.5523 * r;
  return [
    `${n(cx + r)} ${n(cy)} m`,
    `${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} c`,
    `${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} c`,
    `${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} c`,
    `${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} c`,
  ].join('\n');
}

function star(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.382;
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  return `${points.map(([x, y], i) => `${n(x)} ${n(y)} ${i === 0 ? 'm' : 'l'}`).join('\n')}\nh f`;
}

const COMPANY = /(公司|集团|有限|中心|工作室|商行|店|厂|院|所|协会|合作社|部)$/;

/** Whether the party signs with a company's round seal (else a person's square one). */
export const isCompanyName = (name: string): boolean => COMPANY.test(name.trim()) || [...name.trim()].length > 6;

/** The round company seal centred on (cx, cy) with radius r: the name on the upper rim, the star, 合同专用章. */
function roundSeal(font: OutlineFont, name: string, cx: number, cy: number, r: number): string {
  const chars = [...name.trim()].slice(0, 24);
  // The name runs clockwise over the top, from lower left to lower right, leaving the bottom for 合同专用章.
  const span = (Math.min(250, Math.max(120, chars.length * 21)) * Math.PI) / 180;
  const arc = (r - 12) * span;
  const size = Math.min(14, Math.max(7, (arc / Math.max(chars.length, 1)) * 0.9));
  const textRadius = r - 4 - size * 0.6;
  const step = chars.length > 1 ? span / (chars.length - 1) : 0;
  const start = Math.PI / 2 + span / 2;
  const rim = chars
    .map((char, i) => {
      const theta = chars.length > 1 ? start - i * step : Math.PI / 2;
      return drawChar(font, char, cx + textRadius * Math.cos(theta), cy + textRadius * Math.sin(theta), size, theta - Math.PI / 2);
    })
    .join('\n');
  return [
    `${SEAL_RED} RG ${SEAL_RED} rg 2.6 w`,
    circle(cx, cy, r),
    'S',
    star(cx, cy + 3, r * 0.27),
    rim,
    drawLine(font, '合同专用章', cx, cy - r * 0.5, 8, 0.6),
  ].join('\n');
}

/** The square personal seal: the name and 印 in two columns, read right to left, in a red frame. */
function squareSeal(font: OutlineFont, name: string, cx: number, cy: number, side: number): string {
  const chars = [...`${name.trim().slice(0, 3)}印`];
  while (chars.length < 4) chars.splice(chars.length - 1, 0, '之');
  const size = side * 0.36;
  const quarter = side / 4;
  // Right column top then bottom, then the left column: 张三 / 之印.
  const places = [
    [cx + quarter, cy + quarter],
    [cx + quarter, cy - quarter],
    [cx - quarter, cy + quarter],
    [cx - quarter, cy - quarter],
  ] as const;
  return [
    `${SEAL_RED} RG ${SEAL_RED} rg 3 w`,
    `${n(cx - side / 2)} ${n(cy - side / 2)} ${n(side)} ${n(side)} re S`,
    ...chars.slice(0, 4).map((char, i) => drawChar(font, char, places[i]![0], places[i]![1], size, 0)),
  ].join('\n');
}

/** The appearance stream's content for a field of SEAL_FIELD's size: the seal and 签署时间 under it. */
export async function sealAppearance(name: string, signedAt: Date): Promise<string> {
  const font = await fontOf();
  const cx = SEAL_FIELD.width / 2;
  const cy = 18 + 58;
  const seal = isCompanyName(name) ? roundSeal(font, name, cx, cy, 55) : squareSeal(font, name, cx, cy, 88);
  // In Chinese units: the font's ASCII colon has no usable outline in fontkit.
  const [date, time] = toShanghaiIsoString(signedAt).split('T') as [string, string];
  const [year, month, day] = date.split('-');
  const when = `${year}年${month}月${day}日 ${time.slice(0, 2)}时${time.slice(3, 5)}分`;
  return [`q`, seal, `Q`, `q ${INK} rg`, drawLine(font, `签署时间：${when}`, cx, 7, 7.5), 'Q'].join('\n');
}
