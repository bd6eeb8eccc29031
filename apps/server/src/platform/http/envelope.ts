import { genericErrorCode } from '@vm/contracts/error-codes';

/** The success envelope of docs/spec/api.md: `{ code: 1, msg: "", result }`. */
export interface Envelope<T> {
  code: 1;
  msg: string;
  result: T;
}

export function ok<T>(result: T, msg = ''): Envelope<T> {
  return { code: 1, msg, result };
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
}

export function page<T>(data: T[], total: number, pageNumber: number, pageSize: number): Page<T> {
  return { data, total, page: pageNumber, page_size: pageSize };
}

/**
 * The failure envelope: `code` is the HTTP status (docs/spec/api.md), `error_code` names the case
 * (`@vm/contracts/error-codes`; the status's generic code when nothing more precise applies).
 */
export function failure(status: number, msg: string, errors?: Record<string, string>, errorCode: string = genericErrorCode(status)) {
  return errors ? { code: status, msg, result: null, errors, error_code: errorCode } : { code: status, msg, result: null, error_code: errorCode };
}
