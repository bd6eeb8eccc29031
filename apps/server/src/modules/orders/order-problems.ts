import type { CaseErrorCode } from '@vm/contracts/error-codes';
import type { OrderProblem } from '@vm/contracts/orders';
import type { SelectionProblemCode } from '@vm/domain/date-selection';
import { AppError } from '../../platform/http/app-error';

/**
 * Something wrong with an order payload. The preview lists them all; the submission refuses with the
 * first: `invalid` 422 (with the field), `not_found` 404, `conflict` 409 (a date no longer free, a
 * coupon gone, too many unpaid orders).
 */
export interface Problem extends OrderProblem {
  kind: 'invalid' | 'not_found' | 'conflict';
  /** The case, sent as the refusal's `error_code` (conflicts name theirs: DATE_TAKEN, PRICE_CHANGED, …). */
  errorCode?: CaseErrorCode;
}

export function problem(
  kind: Problem['kind'],
  field: string,
  message: string,
  extra: { index?: number | null; date?: string | null; errorCode?: CaseErrorCode } = {},
): Problem {
  const found: Problem = { kind, field, message, index: extra.index ?? null, date: extra.date ?? null };
  return extra.errorCode ? { ...found, errorCode: extra.errorCode } : found;
}

/** Selection codes that are the buyer's input rather than the state of the calendar. */
const INPUT_CODES: ReadonlySet<SelectionProblemCode> = new Set([
  'no_lease_term',
  'invalid_units',
  'no_dates',
  'invalid_date',
  'duplicate_date',
  'below_minimum',
]);

export function selectionProblemKind(code: SelectionProblemCode): Problem['kind'] {
  return INPUT_CODES.has(code) ? 'invalid' : 'conflict';
}

export function toAppError(found: Problem): AppError {
  switch (found.kind) {
    case 'invalid':
      return new AppError('VALIDATION', found.message, { [found.field]: found.message });
    case 'not_found':
      return new AppError('NOT_FOUND', found.message);
    case 'conflict':
      return new AppError('CONFLICT', found.message, undefined, found.errorCode);
  }
}

/** Throws the first problem (input problems first, then missing things, then conflicts). */
export function throwFirstProblem(problems: readonly Problem[]): void {
  const order: Problem['kind'][] = ['invalid', 'not_found', 'conflict'];
  for (const kind of order) {
    const found = problems.find((item) => item.kind === kind);
    if (found) throw toAppError(found);
  }
}

/** Strips the internal `kind` for the preview's answer. */
export const toOrderProblem = ({ index, field, date, message }: Problem): OrderProblem => ({ index, field, date, message });
