import { createRequire } from 'node:module';
import type sanitizeHtmlType from 'sanitize-html';

// Required on the first article saved, not at start (its parser is a quarter of a second of module loading).
const require = createRequire(import.meta.url);
let loaded: typeof sanitizeHtmlType | undefined;
function sanitizeHtml(html: string, options: sanitizeHtmlType.IOptions): string {
  loaded ??= require('sanitize-html') as typeof sanitizeHtmlType;
  return loaded(html, options);
}

/**
 * Article and case HTML is sanitised on the way in (docs/spec/business-rules.md "Accounts, roles, security"): only
 * the formatting the editor produces survives — no script or style elements, no event handlers or
 * style attributes, and links and pictures only to http(s), mail or this site's own paths (never
 * `javascript:`, `data:` or `//other-host`). Links that open a new window get `rel="noopener noreferrer"`.
 */
const OPTIONS: sanitizeHtmlType.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      const opensWindow: Record<string, string> = target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {};
      return { tagName, attribs: { ...rest, ...opensWindow } };
    },
    // Headings the editor may paste as h1 become the page's second level: the page owns the h1.
    h1: 'h2',
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of some HTML (for summaries): tags dropped, entities decoded, white space collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/h[1-6]|\/li|\/div)\s*\/?>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A summary from the text: the first 100 characters, with an ellipsis when cut. */
export function summaryOf(html: string, max = 100): string {
  const text = plainText(html);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
