import type { CaseErrorCode } from '@vm/contracts/error-codes';

/** Stable error kinds; one handler maps them to HTTP statuses and the envelope. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorKind = keyof typeof errorStatus;

/**
 * A failure a user can understand: `userMessage` is Chinese and shown as is. `code` (the kind) decides
 * the HTTP status; `caseCode`, when the case is one a client may branch on (`ORDER_ALREADY_PAID`,
 * `DATE_TAKEN`, …), travels as the envelope's `error_code` (otherwise the kind does).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorKind,
    readonly userMessage: string,
    readonly fieldErrors?: Record<string, string>,
    readonly caseCode?: CaseErrorCode,
  ) {
    super(`${caseCode ?? code}: ${userMessage}`);
    this.status = errorStatus[code];
  }

  /** The envelope's `error_code`. */
  get errorCode(): string {
    return this.caseCode ?? this.code;
  }
}

export const notFound = (what = '资源') => new AppError('NOT_FOUND', `${what}不存在`);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', '请先登录');
export const forbidden = (message = '无权访问') => new AppError('FORBIDDEN', message);
export const conflict = (message: string, caseCode?: CaseErrorCode) => new AppError('CONFLICT', message, undefined, caseCode);
export const tooMany = (message: string) => new AppError('TOO_MANY_REQUESTS', message);
export const invalid = (field: string, message: string, caseCode?: CaseErrorCode) => new AppError('VALIDATION', message, { [field]: message }, caseCode);
