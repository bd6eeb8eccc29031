import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';

/**
 * Chinese word segmentation for venue search (jieba). Documents are cut in search mode (a long word
 * also yields its parts: 万达广场 → 万达, 广场, 万达广场); a query is cut normally and each word must
 * match the start of a document word, so 徐家汇万达 finds 徐家汇万达广场.
 */
let jieba: Jieba | undefined;
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

/** Letters and digits only: the words go into a tsquery, so nothing else may pass. */
const WORD = /^[\p{L}\p{N}]+$/u;
const MAX_QUERY_WORDS = 8;

function clean(words: string[]): string[] {
  const seen = new Set<string>();
  for (const raw of words) {
    const word = raw.trim().toLowerCase();
    if (word && WORD.test(word)) seen.add(word);
  }
  return [...seen];
}

/** Words a document is found by: search-mode segmentation, lowercased, de-duplicated. */
export function documentWords(text: string): string[] {
  return clean(segmenter().cutForSearch(text, true));
}

/** Words of a typed keyword (at most 8). */
export function queryWords(keyword: string): string[] {
  return clean(segmenter().cut(keyword, true)).slice(0, MAX_QUERY_WORDS);
}

/** A `to_tsquery('simple', …)` text: every word as a quoted prefix, all required. Empty when no word. */
export function toPrefixTsQuery(words: readonly string[]): string {
  return words.map((word) => `'${word}':*`).join(' & ');
}
