import { charsPinyin, isHan, pinyinKeys } from './search-pinyin';
import { queryWords } from './search-words';

/**
 * What a buyer typed, understood against the vocabulary of the catalogue (the names of community types,
 * field types, districts, trading areas, stations, lines, labels, location types and hot words) and the
 * operator's synonym groups:
 *  1. normalised (NFKC, lower case, anything but letters and digits is a separator, at most 40 characters);
 *  2. corrected: a window of the text one character away from a vocabulary term (three characters or
 *     more) or reading the same in pinyin (购物中新 → 购物中心, 写子楼 → 写字楼) becomes the term — used
 *     only when the text as typed finds nothing (大悦城 stays itself; see understandSearchKeyword);
 *  3. cut into words: vocabulary terms first (longest first), jieba for the rest; pinyin typed alone
 *     (gouwuzhongxin, wd) is looked up among the terms' pinyin;
 *  4. generic words (场地, 场所, 位置, 租赁 …) dropped unless nothing else is left;
 *  5. each word becomes a group of alternatives: itself, its synonyms, its pinyin (the homophone key).
 * A venue matches when every group has an alternative among its words (prefix match on the index).
 */

export type TermKind = 'community_type' | 'category' | 'district' | 'trading_area' | 'station' | 'line' | 'label' | 'location_type' | 'word';

export interface VocabularyTerm {
  name: string;
  kind: TermKind;
  id: number | null;
  cityId: number | null;
  /** The record's own name when `name` is a word for it (广告位 for the field types 灯箱, LED屏 …). */
  means?: string;
}

export interface Vocabulary {
  /** Normalised term text → its terms (one text may name a district and a station). */
  byText: Map<string, VocabularyTerm[]>;
  /** Texts of two characters or more, longest first (segmentation and correction). */
  texts: { text: string; chars: string[]; key: string }[];
  /** Full pinyin / initials → texts. */
  byPinyin: Map<string, string[]>;
  byInitials: Map<string, string[]>;
  /** Normalised word → the words of every synonym group holding it. */
  synonymsOf: Map<string, string[]>;
  /** A word for several records → their names (广告位 → 灯箱, LED屏, 电梯框架): one way, unlike synonyms. */
  means: Map<string, string[]>;
}

/** Words that say "a place to rent" and nothing about which: never a condition of their own. */
export const GENERIC_WORDS = new Set([
  '场地',
  '场所',
  '位置',
  '租赁',
  '出租',
  '租用',
  '租',
  '地方',
  '活动场地',
  '推广',
  '推广场地',
  '活动',
  '的',
  '在',
  '和',
  '附近',
  '哪里',
  '哪儿',
  '有',
  '找',
  '想',
  '要',
  '一个',
  '可以',
  '个',
  '里',
]);

const MAX_CHARS = 40;
const MAX_GROUPS = 6;
const MAX_ALTERNATIVES = 12;

export function normalizeKeyword(keyword: string): string {
  return keyword
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_CHARS)
    .trim();
}

/** Builds the lookup structures of a vocabulary from its terms and synonym groups. */
export function buildVocabulary(terms: readonly VocabularyTerm[], synonymGroups: readonly (readonly string[])[]): Vocabulary {
  const byText = new Map<string, VocabularyTerm[]>();
  const add = (term: VocabularyTerm) => {
    const text = normalizeKeyword(term.name).replace(/ /g, '');
    if (!text) return;
    const list = byText.get(text);
    if (list) list.push(term);
    else byText.set(text, [term]);
  };
  terms.forEach(add);
  const means = new Map<string, string[]>();
  for (const term of terms) {
    const text = normalizeKeyword(term.name).replace(/ /g, '');
    const meant = term.means ? normalizeKeyword(term.means).replace(/ /g, '') : '';
    if (text && meant && meant !== text) means.set(text, [...new Set([...(means.get(text) ?? []), meant])]);
  }
  const synonymsOf = new Map<string, string[]>();
  for (const group of synonymGroups) {
    const words = [...new Set(group.map((word) => normalizeKeyword(word)).filter(Boolean))];
    for (const word of words) {
      add({ name: word, kind: 'word', id: null, cityId: null });
      const known = synonymsOf.get(word) ?? [];
      synonymsOf.set(word, [...new Set([...known, ...words])]);
    }
  }
  const texts = [...byText.keys()]
    .filter((text) => !text.includes(' ') && [...text].length >= 2)
    .map((text) => ({ text, chars: [...text], key: charsPinyin([...text]) }))
    .sort((a, b) => b.chars.length - a.chars.length || a.text.localeCompare(b.text));
  const byPinyin = new Map<string, string[]>();
  const byInitials = new Map<string, string[]>();
  for (const { text } of texts) {
    const keys = pinyinKeys(text);
    if (!keys) continue;
    byPinyin.set(keys.full, [...(byPinyin.get(keys.full) ?? []), text]);
    byInitials.set(keys.initials, [...(byInitials.get(keys.initials) ?? []), text]);
  }
  return { byText, texts, byPinyin, byInitials, synonymsOf, means };
}

export const EMPTY_VOCABULARY = buildVocabulary([], []);

/** A window of `chars` that reads as `term`: one character off (terms of 3+), or the same pinyin. */
function closeTo(window: readonly string[], term: { chars: string[]; key: string }): boolean {
  let differences = 0;
  for (let i = 0; i < window.length; i += 1) if (window[i] !== term.chars[i]) differences += 1;
  if (differences === 0) return true;
  if (differences === 1 && term.chars.length >= 3) return true;
  return charsPinyin(window) === term.key;
}

/**
 * Corrects and cuts one run of text (no spaces) into words: exact vocabulary terms are kept, a window
 * close to a term becomes it, the rest is cut by jieba.
 */
function cutPiece(piece: string, vocabulary: Vocabulary, correct: boolean): { words: string[]; corrected: boolean } {
  const chars = [...piece];
  const taken: (string | null)[] = chars.map(() => null); // the term starting here
  const exact = chars.map(() => false); // inside an exact occurrence of some term
  const covered = chars.map(() => false);
  let corrected = false;
  const free = (marks: boolean[], start: number, length: number) => {
    for (let i = start; i < start + length; i += 1) if (marks[i]) return false;
    return true;
  };
  const mark = (marks: boolean[], start: number, length: number) => {
    for (let i = start; i < start + length; i += 1) marks[i] = true;
  };
  // Exact terms (longest first) say which characters are already words of the vocabulary.
  for (const term of vocabulary.texts) {
    const length = term.chars.length;
    for (let start = 0; start + length <= chars.length; start += 1) {
      if (free(exact, start, length) && chars.slice(start, start + length).join('') === term.text) mark(exact, start, length);
    }
  }
  // Then the terms, longest first: an exact occurrence, or a close one over a window that is not
  // made of exact words only (社区广场 stays 社区 + 广场; 万大广场 becomes 万达广场).
  for (const term of vocabulary.texts) {
    const length = term.chars.length;
    for (let start = 0; start + length <= chars.length; start += 1) {
      if (!free(covered, start, length)) continue;
      const window = chars.slice(start, start + length);
      const same = window.join('') === term.text;
      if (!same && (!correct || exact.slice(start, start + length).every(Boolean))) continue;
      if (!same && !(isHan(term.text) && window.every((char) => isHan(char)) && closeTo(window, term))) continue;
      taken[start] = term.text;
      mark(covered, start, length);
      corrected ||= !same;
    }
  }
  const words: string[] = [];
  let rest = '';
  const flush = () => {
    if (rest) words.push(...queryWords(rest));
    rest = '';
  };
  for (let i = 0; i < chars.length;) {
    const term = taken[i];
    if (term) {
      flush();
      words.push(term);
      i += [...term].length;
    } else {
      rest += chars[i];
      i += 1;
    }
  }
  flush();
  return { words, corrected };
}

export interface UnderstoodKeyword {
  /** The normalised keyword ('' when nothing searchable was typed). */
  text: string;
  /** Required words, each with its alternatives (already tsquery-safe prefix fragments). */
  groups: { word: string; alternatives: string[] }[];
  /** A `to_tsquery('simple', …)` text; null when no word is required (only generic words, or nothing). */
  tsquery: string | null;
  /** Community types and field types named by the query (ranked first). */
  communityTypeIds: number[];
  categoryIds: number[];
  /** Words dropped as generic. */
  generic: string[];
  /** A typo or homophone was corrected. */
  corrected: boolean;
  /**
   * A phrase of several things (商场 中庭, 静安 写字楼, 地铁站 广告位: every part names a kind of place, a
   * field type, a place, a label or a synonym of one): the venues matching every part come first, then
   * those matching some. Otherwise (the parts of a name, 港汇 广场) every part is required.
   */
  rankParts: boolean;
}

const WORD = /^[\p{L}\p{N}]+$/u;

/**
 * A tsquery fragment for one alternative (several jieba words AND-ed); null when none is left. The word as
 * typed matches the start of a venue's word (徐汇 finds 徐汇区); its synonyms, the terms its pinyin reads
 * and its homophone key are whole words of the vocabulary, matched exactly (decision 0057: a prefix such
 * as '快':* from 快闪店 made the index read every word starting with 快).
 */
function fragment(alternative: string, prefix: boolean): string | null {
  const words = queryWords(alternative).filter((word) => WORD.test(word));
  if (words.length === 0) return null;
  const parts = words.map((word) => (prefix ? `'${word}':*` : `'${word}'`));
  return parts.length === 1 ? parts[0]! : `(${parts.join(' & ')})`;
}

function alternativesOf(word: string, vocabulary: Vocabulary, homophones: boolean): string[] {
  const terms = new Set<string>([word]);
  if (/^[a-z]+$/.test(word)) {
    // Pinyin typed alone: the terms reading so (full pinyin, or initials when they name one term).
    for (const text of vocabulary.byPinyin.get(word) ?? []) terms.add(text);
    const byInitials = vocabulary.byInitials.get(word) ?? [];
    if (byInitials.length === 1 && word.length >= 2) terms.add(byInitials[0]!);
  }
  for (const term of [...terms]) for (const meant of vocabulary.means.get(term) ?? []) terms.add(meant);
  const alternatives = new Set<string>(terms);
  for (const term of terms) for (const synonym of vocabulary.synonymsOf.get(term) ?? []) alternatives.add(synonym);
  // The homophone key of a Chinese word: the index holds the pinyin of every word of a venue.
  const keys = homophones && isHan(word) && [...word].length >= 2 ? pinyinKeys(word) : null;
  if (keys) alternatives.add(keys.full);
  return [...alternatives];
}

/** Reads `keyword` against `vocabulary` (see the module comment). */
export function understandKeyword(keyword: string, vocabulary: Vocabulary, correct = true): UnderstoodKeyword {
  const text = normalizeKeyword(keyword);
  let corrected = false;
  const words: string[] = [];
  for (const piece of text.split(' ').filter(Boolean)) {
    if (/^[a-z]+$/.test(piece) || !/\p{Script=Han}/u.test(piece)) {
      words.push(...(vocabulary.byText.has(piece) ? [piece] : queryWords(piece)));
      continue;
    }
    const cut = cutPiece(piece, vocabulary, correct);
    corrected ||= cut.corrected;
    words.push(...cut.words);
  }
  const unique = [...new Set(words.filter((word) => WORD.test(word)))];
  const generic = unique.filter((word) => GENERIC_WORDS.has(word));
  const specific = unique.filter((word) => !GENERIC_WORDS.has(word)).slice(0, MAX_GROUPS);
  const groups = specific
    .map((word) => {
      const fragments = [
        ...new Set(
          alternativesOf(word, vocabulary, correct)
            .map((alternative) => fragment(alternative, alternative === word))
            .filter((f): f is string => f !== null),
        ),
      ];
      return { word, alternatives: fragments.slice(0, MAX_ALTERNATIVES) };
    })
    .filter((group) => group.alternatives.length > 0);
  const communityTypeIds = new Set<number>();
  const categoryIds = new Set<number>();
  for (const word of specific) {
    for (const alternative of alternativesOf(word, vocabulary, correct)) {
      for (const term of vocabulary.byText.get(alternative) ?? []) {
        if (term.kind === 'community_type' && term.id !== null) communityTypeIds.add(term.id);
        if (term.kind === 'category' && term.id !== null) categoryIds.add(term.id);
      }
    }
  }
  const rankParts = groups.length > 1 && groups.every((group) => namesAThing(group.word, vocabulary));
  return {
    text,
    groups,
    tsquery: groups.length > 0 ? groupsTsQuery(groups) : null,
    rankParts,
    communityTypeIds: [...communityTypeIds],
    categoryIds: [...categoryIds],
    generic,
    corrected,
  };
}

/** Kinds of term a phrase of things is made of (not hot words: 快闪店 is a thing through its synonym group). */
const THING_KINDS = new Set<TermKind>(['community_type', 'category', 'district', 'trading_area', 'station', 'line', 'label', 'location_type']);
/** Places typed short (静安 for 静安区, 陆家嘴 for 陆家嘴金融城): a term of these kinds starting with the word. */
const PLACE_KINDS = new Set<TermKind>(['district', 'trading_area', 'station']);

/** The word names a thing of the vocabulary: a term (or the start of a place's name), or a synonym of one. */
function namesAThing(word: string, vocabulary: Vocabulary): boolean {
  if (vocabulary.synonymsOf.has(word)) return true;
  if ((vocabulary.byText.get(word) ?? []).some((term) => THING_KINDS.has(term.kind))) return true;
  if ([...word].length < 2) return false;
  return vocabulary.texts.some(({ text }) => text.startsWith(word) && (vocabulary.byText.get(text) ?? []).some((term) => PLACE_KINDS.has(term.kind)));
}

/** Every group required, any alternative of a group. */
export function groupsTsQuery(groups: readonly { alternatives: readonly string[] }[]): string {
  return groups.map((group) => (group.alternatives.length === 1 ? group.alternatives[0]! : `(${group.alternatives.join(' | ')})`)).join(' & ');
}
