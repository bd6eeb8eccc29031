import { pinyin } from 'pinyin-pro';
import { documentWords } from './search-words';

/**
 * Pinyin keys of Chinese words, for venue search (pinyin-pro): the full toneless pinyin joined
 * (购物中心 → gouwuzhongxin) and the initials (gwzx). The index holds both for every Chinese word of a
 * venue, so a buyer typing pinyin finds it; a query's pinyin is also the homophone key (购物中新 and
 * 购物中心 share gouwuzhongxin).
 */

const HAN = /^\p{Script=Han}+$/u;
const MAX_CACHED = 50_000;
const wordCache = new Map<string, { full: string; initials: string }>();
const charCache = new Map<string, string>();

export function isHan(text: string): boolean {
  return HAN.test(text);
}

/** Full pinyin and initials of an all-Han word (context-aware readings); null for anything else. */
export function pinyinKeys(word: string): { full: string; initials: string } | null {
  if (!isHan(word)) return null;
  let keys = wordCache.get(word);
  if (!keys) {
    const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true });
    keys = {
      full: syllables.join('').toLowerCase(),
      initials: syllables
        .map((s) => s[0] ?? '')
        .join('')
        .toLowerCase(),
    };
    if (wordCache.size >= MAX_CACHED) wordCache.clear();
    wordCache.set(word, keys);
  }
  return keys;
}

/** The pinyin of one character read alone (the homophone key of a window of a query). */
export function charPinyin(char: string): string {
  let key = charCache.get(char);
  if (key === undefined) {
    key = isHan(char) ? pinyin(char, { toneType: 'none', v: true }).toLowerCase() : char.toLowerCase();
    if (charCache.size >= MAX_CACHED) charCache.clear();
    charCache.set(char, key);
  }
  return key;
}

/** Character-by-character pinyin of a text (the same key for a window of a query and a vocabulary term). */
export function charsPinyin(chars: readonly string[]): string {
  return chars.map(charPinyin).join('');
}

/**
 * Words a venue is found by: its jieba words (search mode) and, for every Chinese word of two to eight
 * characters, its full pinyin and initials (万达 → wanda, wd).
 */
export function indexWords(text: string): string[] {
  const words = documentWords(text);
  const all = new Set(words);
  for (const word of words) {
    const length = [...word].length;
    if (length < 2 || length > 8) continue;
    const keys = pinyinKeys(word);
    if (!keys) continue;
    all.add(keys.full);
    all.add(keys.initials);
  }
  return [...all];
}
