import type { ErrorCode } from '@vm/contracts/error-codes';

/** Field name → Chinese message, as the server's 422 `errors` object carries them. */
export type FieldErrors = Record<string, string>;

/** Shown when a request fails in a way the server did not describe (docs/spec/product-spec.md section 8). */
export const UNKNOWN_ERROR_MESSAGE = '出现未知错误,您可以尝试刷新页面或者联系客服人员，我们会尽快处理的！';
export const NETWORK_ERROR_MESSAGE = '网络连接失败，请检查网络后重试';
export const TIMEOUT_MESSAGE = '请求超时，请稍后再试';
export const DUPLICATE_REQUEST_MESSAGE = '1s内请勿重复请求';

/**
 * Every failed API call becomes one of these. `status` is the HTTP status (0 when no answer arrived:
 * network failure, timeout or a request refused on this side), `message` the Chinese text to show,
 * `errorCode` the server's `error_code` naming the case (`ORDER_ALREADY_PAID`, `DATE_TAKEN`, … from
 * `@vm/contracts/error-codes`; null when the server sent none). Branch on the code, never on the text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly errorCode: string | null;
  /** 'http' answered by the server; the others never reached an answer. */
  readonly kind: 'http' | 'network' | 'timeout' | 'duplicate' | 'aborted';

  constructor(status: number, message: string, options: { fieldErrors?: FieldErrors; kind?: ApiError['kind']; errorCode?: string | null } = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.errorCode = options.errorCode ?? null;
    this.kind = options.kind ?? 'http';
  }

  /** True when the server named one of `codes` as the case. */
  is(...codes: readonly ErrorCode[]): boolean {
    return this.errorCode !== null && (codes as readonly string[]).includes(this.errorCode);
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** The text to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
