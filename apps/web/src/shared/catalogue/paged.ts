/** The list shape of docs/spec/api.md: `{ data, total, page, page_size }`, pages from 1. */
export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A positive page number from the URL, 1 when missing or malformed. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
