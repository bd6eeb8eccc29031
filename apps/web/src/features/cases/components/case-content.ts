/**
 * The case body arrives as (server-sanitised) HTML paragraphs. The modal shows it as plain paragraphs:
 * parsing with DOMParser runs no script and loads nothing, and rendering text keeps any markup inert.
 */
export function caseParagraphs(html: string): string[] {
  if (!html.trim()) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, h1, h2, h3, h4, div')].filter((node) => !node.querySelector('p, li, div'));
  const texts = (blocks.length > 0 ? blocks : [doc.body]).map((node) => node.textContent?.replace(/\s+/g, ' ').trim() ?? '');
  return texts.filter(Boolean);
}

/** How many pictures the case dialog shows (docs/spec/product-spec.md: the dialog shows 4 items). */
export const CASE_DIALOG_PICTURES = 4;
