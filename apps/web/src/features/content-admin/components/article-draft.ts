/**
 * The local draft of an article not yet saved (/admin/operator/articles/new): every change of the form
 * is kept in this browser, so a reload, a closed tab or a crash loses nothing; saving clears it.
 */
export interface ArticleDraft {
  article_type_id?: number;
  title?: string;
  summary?: string;
  cover?: string[];
  content?: string;
  status?: 'published' | 'draft';
  sort?: number;
  saved_at: string;
}

export const ARTICLE_DRAFT_KEY = 'vm.article-draft.new';

/** The kept draft, or null when there is none (or it cannot be read). */
export function readArticleDraft(): ArticleDraft | null {
  try {
    const text = window.localStorage.getItem(ARTICLE_DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as ArticleDraft;
    return typeof draft === 'object' && draft !== null && typeof draft.saved_at === 'string' ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the form's values; an empty form (nothing typed) removes the draft instead. */
export function keepArticleDraft(values: Omit<ArticleDraft, 'saved_at'>, now = new Date()): void {
  const typed = Boolean(values.title?.trim() || values.summary?.trim() || values.content?.replace(/<[^>]*>/g, '').trim() || values.cover?.length);
  try {
    if (!typed) window.localStorage.removeItem(ARTICLE_DRAFT_KEY);
    else window.localStorage.setItem(ARTICLE_DRAFT_KEY, JSON.stringify({ ...values, saved_at: now.toISOString() }));
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

export function clearArticleDraft(): void {
  try {
    window.localStorage.removeItem(ARTICLE_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}
