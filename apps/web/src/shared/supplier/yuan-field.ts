import { fenToYuanString, tryYuanToFen, type Fen } from '@vm/domain/money';
import { groupThousands } from '@vm/domain/digit-grouping';

/**
 * Money in the supplier's forms: typed in yuan (an InputNumber in string mode, so no float ever holds
 * the amount), sent in fen through the domain's exact conversion.
 */

/** Largest amount a price box accepts: ¥10,000,000.00 (a booth rent beyond this is a typing slip). */
export const MAX_YUAN = 10_000_000;

/** Fen from a yuan box's value; null for an empty or malformed box. */
export function yuanToFenOrNull(value: string | number | null | undefined): Fen | null {
  if (value === null || value === undefined || value === '') return null;
  return tryYuanToFen(value);
}

/** The yuan box's value for an amount in fen: `12345` → `'123.45'`. */
export function fenToYuanField(fen: Fen | null | undefined): string | undefined {
  return fen === null || fen === undefined ? undefined : fenToYuanString(fen);
}

export interface YuanRuleOptions {
  /** What the amount is, for the messages: 价格, 押金, 补贴. */
  label: string;
  required?: boolean;
  /** True when 0 is not accepted (a price); false allows 0 (deposit, subsidy). */
  positive?: boolean;
}

/**
 * The problem with a yuan box's value, in Chinese, or null when it is fine. Empty is a problem only
 * when required.
 */
export function yuanProblem(value: string | number | null | undefined, { label, required = false, positive = false }: YuanRuleOptions): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return required ? `请输入${label}` : null;
  const fen = tryYuanToFen(value);
  if (fen === null) return `${label}须为最多两位小数的金额`;
  if (fen < 0) return `${label}不能为负数`;
  if (positive && fen === 0) return `${label}须大于0`;
  if (fen > MAX_YUAN * 100) return `${label}不能超过${groupThousands(MAX_YUAN)}元`;
  return null;
}

/** An antd Form rule from {@link yuanProblem}. */
export function yuanRule(options: YuanRuleOptions) {
  return {
    validator: (_rule: unknown, value: string | number | null | undefined) => {
      const problem = yuanProblem(value, options);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}
