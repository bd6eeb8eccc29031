import { LightButton as Button } from '@/shared/ui/light-button';
import { SearchOutlined } from '@/shared/ui/icons/search-outlined';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentCity } from '@/shared/city/current-city';
import { keywordSearchUrl } from '@/shared/search/search-history';
import { useSearchHistory } from '@/shared/search/use-search-history';
import styles from './header-search.module.css';
import type { SearchSuggestion } from './search-suggestions-model';
import { useFastSearch, useHotWords } from './use-search-data';
import { paths } from '@/shared/paths';

function keywordOnPage(pathname: string, search: string): string {
  return pathname === paths.venueList() ? (new URLSearchParams(search).get('keyword') ?? '') : '';
}

function wordItem(word: string, group: string): SearchSuggestion {
  return { key: `${group}:${word}`, label: word, url: keywordSearchUrl(word), keyword: word };
}

/**
 * The header search: submits to /fieldslist?keyword=, and while focused offers a dropdown with the
 * history (5 entries) and hot words, or suggestions from fast/search once something is typed.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const city = useCurrentCity();
  const listId = useId();
  const pageKeyword = keywordOnPage(location.pathname, location.search);
  const [keyword, setKeyword] = useState(pageKeyword);
  const [shownFor, setShownFor] = useState(pageKeyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searchHistory = useSearchHistory();
  const history = searchHistory.words;

  // Follow the keyword of the venue list when the URL changes (back/forward, another search).
  if (pageKeyword !== shownFor) {
    setShownFor(pageKeyword);
    setKeyword(pageKeyword);
  }

  const trimmed = keyword.trim();
  const suggestions = useFastSearch(trimmed, city.id, open).data ?? [];
  const hotWords = useHotWords(city.id);
  const items: SearchSuggestion[] = trimmed
    ? suggestions
    : [...history.map((word) => wordItem(word, 'history')), ...hotWords.map((word) => wordItem(word, 'hot'))];
  const showPanel = open && items.length > 0;

  const go = (item: SearchSuggestion) => {
    if (item.keyword) searchHistory.add(item.keyword);
    setOpen(false);
    setActive(-1);
    void navigate(item.url);
  };

  const submit = () => {
    const chosen = showPanel ? items[active] : undefined;
    if (chosen) return go(chosen);
    if (trimmed) searchHistory.add(trimmed);
    setOpen(false);
    void navigate(keywordSearchUrl(trimmed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!showPanel) return setOpen(true);
      // -1 is the typed text itself; the arrows cycle through it and the items.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => ((current + 1 + step + items.length + 1) % (items.length + 1)) - 1);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // isComposing: Enter that confirms a pinyin candidate must not search yet
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const renderItem = (item: SearchSuggestion, index: number, extra?: string) => (
    <li
      key={item.key}
      id={`${listId}-${index}`}
      role="option"
      aria-selected={index === active}
      className={`${styles.item} ${extra ?? ''} ${index === active ? styles.active : ''}`}
      onMouseEnter={() => setActive(index)}
      onClick={() => go(item)}
    >
      {item.hint && <span className={styles.hint}>{item.hint}</span>}
      {item.label}
    </li>
  );

  return (
    <div className={styles.search}>
      <div className={styles.box}>
        {/* A native input: antd's Input would pull its form machinery into every page's first download. */}
        <input
          className={styles.input}
          value={keyword}
          maxLength={50}
          placeholder="搜索场地名称、商圈、地址，如：商场中庭"
          role="combobox"
          aria-label="搜索场地"
          aria-autocomplete="list"
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-activedescendant={showPanel && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(event) => {
            setKeyword(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            searchHistory.refresh();
            setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" size="large" className={styles.button} icon={<SearchOutlined />} onClick={submit}>
          搜索
        </Button>
        {showPanel && (
          // mousedown would blur the input before the click lands
          <div className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
            {trimmed ? (
              <ul id={listId} role="listbox" aria-label="搜索建议" className={styles.list}>
                {items.map((item, index) => renderItem(item, index))}
              </ul>
            ) : (
              <div id={listId} role="listbox" aria-label="搜索历史和热门搜索">
                {history.length > 0 && (
                  <section className={styles.section}>
                    <header className={styles.sectionHead}>
                      <span>搜索历史</span>
                      <button type="button" className={styles.clear} onClick={() => searchHistory.clear()}>
                        清空
                      </button>
                    </header>
                    <ul className={styles.chips}>{items.slice(0, history.length).map((item, index) => renderItem(item, index, styles.chip))}</ul>
                  </section>
                )}
                {hotWords.length > 0 && (
                  <section className={styles.section}>
                    <header className={styles.sectionHead}>
                      <span>热门搜索</span>
                    </header>
                    <ul className={styles.chips}>{items.slice(history.length).map((item, index) => renderItem(item, index + history.length, styles.chip))}</ul>
                  </section>
                )}
              </div>
            )}
          </div>
        )}
      </div>
      {/* The row keeps its line while the hot words load, so the header does not grow under the reader. */}
      <div className={styles.hotRow}>
        {hotWords.length > 0 ? (
          <>
            <span>热门：</span>
            {hotWords.slice(0, 6).map((word) => (
              <Link key={word} to={keywordSearchUrl(word)} onClick={() => searchHistory.add(word)}>
                {word}
              </Link>
            ))}
          </>
        ) : (
          '\u00a0'
        )}
      </div>
    </div>
  );
}
