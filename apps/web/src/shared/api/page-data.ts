/**
 * The data the server put into a landing page's HTML (apps/server/src/platform/http/page-data.ts): the
 * answers of the page's first API calls as a visitor gets them. The page draws from it at once instead of
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
    const answers = parsed && typeof parsed === 'object' ? (parsed as Partial<PageDataBlock>).answers : undefined;
    if (Array.isArray(answers))
      block = { answers: answers.filter((answer) => answer && typeof answer === 'object' && typeof answer.api === 'string' && 'data' in answer) };
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
  const found = readBlock()?.answers.find((answer) => answer.api === apiPath);
  if (!found) return undefined;
  return { data: found.data as T, updatedAt: Math.round(performance.timeOrigin) };
}

/**
 * The options that start a query from the answer the page came with (for `useQuery`): nothing when
 * the page did not bring the answer to `apiPath`. The caller's query must be GET `apiPath`.
 */
export function landedAnswer<T>(apiPath: string): { initialData: T | undefined; initialDataUpdatedAt: number | undefined } {
  const landed = pageData<T>(apiPath);
  return { initialData: landed?.data, initialDataUpdatedAt: landed?.updatedAt };
}

/** Forgets what was read, for tests that change the document. */
export function resetPageDataForTests(): void {
  block = undefined;
}
