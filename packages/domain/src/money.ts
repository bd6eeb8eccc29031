import { groupThousands } from './digit-grouping';

/**
 * Money is an integer number of fen (1 yuan = 100 fen) everywhere. Yuan only appear as strings for
 * display or as what a person types. Nothing here multiplies or divides money as a float.
 */

/** An amount of money in fen: a safe integer. */
export type Fen = number;

/** Number of fen in one yuan. */
export const FEN_PER_YUAN = 100;

/** True when `value` is a safe integer, i.e. a valid amount of fen (may be negative). */
export function isFen(value: unknown): value is Fen {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** True when `value` is a safe integer ≥ 0. */
export function isNonNegativeFen(value: unknown): value is Fen {
  return isFen(value) && value >= 0;
}

/**
 * Throws a RangeError unless `value` is a safe integer (optionally ≥ 0), returns it otherwise.
 * Use at the edge of every calculation so an overflow or a float never passes silently.
 */
export function assertFen(value: number, label = 'amount', options: { nonNegative?: boolean } = {}): Fen {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${label} must be a safe integer number of fen, got ${value}`);
  if (options.nonNegative && value < 0) throw new RangeError(`${label} must not be negative, got ${value}`);
  return value;
}

/** Sum of amounts in fen; throws a RangeError if any term or the result is not a safe integer. */
export function sumFen(amounts: readonly Fen[]): Fen {
  let total = 0;
  for (const amount of amounts) total = assertFen(total + assertFen(amount), 'sum');
  return total;
}

/** `fen × factor` for an integer factor (units, days); throws a RangeError on overflow. */
export function multiplyFen(fen: Fen, factor: number): Fen {
  assertFen(fen);
  if (!Number.isSafeInteger(factor)) throw new RangeError(`factor must be an integer, got ${factor}`);
  return assertFen(fen * factor, 'product');
}

/**
 * Plain yuan string with exactly two decimals and no grouping: `123450` → `'1234.50'`, `-5` → `'-0.05'`.
 * Suitable for payment gateways (`total_amount`) and form values.
 */
export function fenToYuanString(fen: Fen): string {
  assertFen(fen);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / FEN_PER_YUAN);
  const cents = abs % FEN_PER_YUAN;
  return `${sign}${yuan}.${String(cents).padStart(2, '0')}`;
}

/** Display form with the yuan sign and thousands separators: `123450` → `'¥1,234.50'`, `-5` → `'-¥0.05'`. */
export function formatYuan(fen: Fen): string {
  const plain = fenToYuanString(fen);
  const negative = plain.startsWith('-');
  const [integer = '0', decimals = '00'] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = groupThousands(integer);
  return `${negative ? '-' : ''}¥${grouped}.${decimals}`;
}

const YUAN_PATTERN = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Exact yuan → fen, or `null` when the input is not a yuan amount with at most two decimals.
 * Accepts `'100.01'`, `'100.1'`, `'100'`, `' 7 '`, `'-3.5'` and finite numbers (`100.01` → 10001,
 * via their shortest decimal form, so no float error). Rejects `'1.234'`, `'1e3'`, `'.5'`, `'5.'`, `''`,
 * `0.1 + 0.2` (three or more decimals) and anything beyond a safe integer of fen.
 */
export function tryYuanToFen(input: string | number): Fen | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = YUAN_PATTERN.exec(text);
  if (!match) return null;
  const [, sign = '', integer = '0', decimals = ''] = match;
  const fen = BigInt(integer) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(fen);
  return sign === '-' && value !== 0 ? -value : value;
}

/**
 * Exact yuan → fen (`'100.01'` → 10001). Throws a RangeError for anything {@link tryYuanToFen} rejects,
 * in particular more than two decimals.
 */
export function yuanToFen(input: string | number): Fen {
  const fen = tryYuanToFen(input);
  if (fen === null) throw new RangeError(`not a yuan amount with at most 2 decimals: ${String(input)}`);
  return fen;
}

const PERCENT_PATTERN = /^(\d+)(?:\.(\d{1,6}))?$/;

/**
 * `percent`% of `fen`, rounded half-up (half away from zero) to the fen. `percent` may carry up to
 * six decimals (`12.5` for 12.5 %) and must be ≥ 0; it is read as its shortest decimal form and
 * computed with big integers, so `percentOf(10001, 10)` is exactly 1000 (1000.1 rounded).
 */
export function percentOf(fen: Fen, percent: number): Fen {
  assertFen(fen);
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`percent must be ≥ 0, got ${percent}`);
  const match = PERCENT_PATTERN.exec(String(percent));
  if (!match) throw new RangeError(`percent must have at most 6 decimals, got ${percent}`);
  const [, integer = '0', decimals = ''] = match;
  const scale = 10n ** BigInt(decimals.length);
  const numerator = BigInt(integer) * scale + BigInt(decimals || '0');
  const denominator = 100n * scale;
  const abs = BigInt(Math.abs(fen)) * numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  const result = Number(rounded);
  assertFen(result, 'percentOf');
  return fen < 0 && result !== 0 ? -result : result;
}
