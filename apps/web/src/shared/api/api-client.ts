import { getToken, setToken } from '../auth/token-store';
import { afterFirstPaint } from '../ui/after-first-paint';
import { ApiError, DUPLICATE_REQUEST_MESSAGE, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE, UNKNOWN_ERROR_MESSAGE, type FieldErrors } from './api-error';
import { DuplicatePostGuard } from './duplicate-post-guard';
import { redirectToLogin } from './login-redirect';

/** HTTP timeout of every call (docs/spec/product-spec.md section 9). */
export const REQUEST_TIMEOUT_MS = 120_000;
export const API_BASE = '/api';

/** Sent with every request; the server logs them (docs/spec/api.md "Conventions"). */
const CLIENT_HEADERS = { client: 'pc', version: '3.9', 'X-Requested-With': 'XMLHttpRequest' } as const;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Cancels the call, e.g. TanStack Query's signal when a query is no longer needed. */
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * What a 401 does. 'redirect' (default): forget the token and go to the login page with `from`.
   * 'silent': forget the token only — for background calls (header badges) where 401 just means "visitor".
   */
  onUnauthorized?: 'redirect' | 'silent';
  /** Skip the 1 s duplicate-POST guard, for POSTs that are safe to repeat (asking for an upload token). */
  allowRepeat?: boolean;
  /** 'blob': a successful answer is a file (an invoice PDF), returned as a Blob; failures stay envelopes. */
  responseType?: 'json' | 'blob';
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  clearToken: () => void;
  redirectToLogin: () => void;
  now: () => number;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: '请求参数不正确',
  401: '请先登录',
  403: '您没有权限进行此操作',
  404: '请求的内容不存在',
  408: TIMEOUT_MESSAGE,
  429: '请求过于频繁，请稍后再试',
};

function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? (status >= 500 ? '服务器开小差了，请稍后再试' : UNKNOWN_ERROR_MESSAGE);
}

export function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

interface EnvelopeBody {
  code: number;
  msg?: unknown;
  result?: unknown;
  errors?: unknown;
  error_code?: unknown;
}

function isEnvelope(value: unknown): value is EnvelopeBody {
  return typeof value === 'object' && value !== null && typeof (value as EnvelopeBody).code === 'number';
}

function readFieldErrors(errors: unknown): FieldErrors {
  if (typeof errors !== 'object' || errors === null) return {};
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}

/** Listens to `outer` for the lifetime of one request; returns the detach function. */
function follow(outer: AbortSignal | undefined, controller: AbortController): () => void {
  if (!outer) return () => undefined;
  if (outer.aborted) {
    controller.abort(outer.reason);
    return () => undefined;
  }
  const onAbort = () => controller.abort(outer.reason);
  outer.addEventListener('abort', onAbort, { once: true });
  return () => outer.removeEventListener('abort', onAbort);
}

/**
 * The one way the web app talks to the API: envelope unwrapping, Chinese errors as ApiError, bearer
 * token, client headers, 120 s timeout, duplicate-POST guard and the login redirect on 401.
 */
export function createApiClient(deps: ApiClientDeps) {
  const duplicateGuard = new DuplicatePostGuard(undefined, deps.now);

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(path, options.query);
    // A FormData body (file uploads) goes as multipart with the browser's boundary, and skips the
    // duplicate guard: two files picked together are two different uploads with equal-looking bodies.
    const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : undefined;
    const json = form || options.body === undefined ? undefined : JSON.stringify(options.body);
    const body = form ?? json;
    if (method === 'POST' && !form && !options.allowRepeat && !duplicateGuard.tryAcquire(`${url}\n${json ?? ''}`)) {
      throw new ApiError(429, DUPLICATE_REQUEST_MESSAGE, { kind: 'duplicate' });
    }

    const headers: Record<string, string> = { Accept: 'application/json', ...CLIENT_HEADERS };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const detach = follow(options.signal, controller);

    let response: Response;
    let text = '';
    let blob: Blob | undefined;
    try {
      response = await deps.fetch(url, { method, headers, body, signal: controller.signal });
      if (options.responseType === 'blob' && response.ok) blob = await response.blob();
      else text = await response.text();
    } catch {
      if (timedOut) throw new ApiError(0, TIMEOUT_MESSAGE, { kind: 'timeout' });
      if (controller.signal.aborted) throw new ApiError(0, '请求已取消', { kind: 'aborted' });
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { kind: 'network' });
    } finally {
      clearTimeout(timer);
      detach();
    }

    if (blob) return blob as T;
    // 204 No Content (e.g. POST /fields/{id}/views): success without an envelope.
    if (response.status === 204) return undefined as T;

    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }

    if (response.ok && isEnvelope(parsed) && parsed.code === 1) return parsed.result as T;

    // Failure: the HTTP status decides, or the envelope's code when a 200 carries a failure.
    const status = response.ok ? (isEnvelope(parsed) ? parsed.code : 0) : response.status;
    const serverMessage = isEnvelope(parsed) && typeof parsed.msg === 'string' && parsed.msg ? parsed.msg : undefined;
    const error = new ApiError(status, serverMessage ?? statusMessage(status), {
      fieldErrors: isEnvelope(parsed) ? readFieldErrors(parsed.errors) : {},
      errorCode: isEnvelope(parsed) && typeof parsed.error_code === 'string' ? parsed.error_code : null,
    });
    if (status === 401) {
      if (token) deps.clearToken();
      if (options.onUnauthorized !== 'silent') deps.redirectToLogin();
    }
    throw error;
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
    /** GET a file (with the bearer token a plain link cannot send): its bytes, or an ApiError. */
    getBlob: (path: string, options?: Omit<RequestOptions, 'body' | 'responseType'>) => request<Blob>('GET', path, { ...options, responseType: 'blob' }),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
    /** POST multipart/form-data (file uploads). */
    postForm: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'body'>) => request<T>('POST', path, { ...options, body: form }),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
    delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client. Globals are read per call so tests can stub fetch and storage. */
export const api: ApiClient = createApiClient({
  // Calls made while the page is being drawn leave once it is on screen (decision 0029).
  fetch: (...args) => afterFirstPaint().then(() => globalThis.fetch(...args)),
  getToken,
  clearToken: () => setToken(null),
  redirectToLogin,
  now: () => Date.now(),
});
