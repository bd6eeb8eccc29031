/**
 * The data the server put into a landing page's HTML (apps/server/src/platform/http/page-data.ts): the
 * answer of the page's first API call as a visitor gets it. The page draws from it at once instead of
 * asking again after its code has loaded (the venue page's largest paint waited on that call).
 */
import { PAGE_DATA_ELEMENT_ID, type PageDataBlock } from '@vm/contracts/page-data';

let block: PageDataBlock | null | undefined;

function readBlock(): PageDataBlock | null {
  if (block !== undefined) return block;
  block = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return block;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as PageDataBlock).api === 'string' && 'data' in parsed) block = parsed as PageDataBlock;
  } catch {
    // A page without usable data asks the API as usual.
  }
  return block;
}

/**
 * The answer to GET `apiPath` (`/api/fields/825`) that came with the page, and when it was read (the
 * page's navigation start: the server read it while answering), or undefined. A visitor's answer:
 * callers whose answer depends on the viewer use it only without a token.
 */
export function pageData<T>(apiPath: string): { data: T; updatedAt: number } | undefined {
  const found = readBlock();
  if (!found || found.api !== apiPath) return undefined;
  return { data: found.data as T, updatedAt: Math.round(performance.timeOrigin) };
}

/** Forgets what was read, for tests that change the document. */
export function resetPageDataForTests(): void {
  block = undefined;
}
