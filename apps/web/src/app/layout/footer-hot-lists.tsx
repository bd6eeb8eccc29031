import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentCity } from '@/shared/city/current-city';
import { SuggestionTrigger } from '@/shared/feedback/feedback-triggers';
import { useInView } from '@/shared/ui/use-in-view';
import styles from './footer-hot-lists.module.css';
import { useFooterHotList, type HotListKind } from './use-footer-hot-lists';

const TABS: { kind: HotListKind; label: string }[] = [
  { kind: 'venues', label: '热门场地' },
  { kind: 'activities', label: '热门活动' },
];

/**
 * The footer's tabbed lists of hot venues and activities (docs/spec/product-spec.md "Global", 20 per list) and the
 * suggestion dialog. Hand-made tabs: antd Tabs would weigh on every page's first download.
 */
export function FooterHotLists() {
  const city = useCurrentCity();
  const [kind, setKind] = useState<HotListKind>('venues');
  const { ref, seen } = useInView<HTMLDivElement>();
  const list = useFooterHotList(kind, city.id, seen);
  const links = list.data ?? [];
  const label = TABS.find((tab) => tab.kind === kind)?.label ?? '';

  return (
    <div ref={ref} className={`content-width ${styles.hot}`} data-testid="footer-hot-lists">
      <div className={styles.head}>
        <div className={styles.tabs} role="tablist" aria-label="热门推荐">
          {TABS.map((tab) => (
            <button
              key={tab.kind}
              type="button"
              role="tab"
              id={`footer-tab-${tab.kind}`}
              aria-selected={tab.kind === kind}
              aria-controls="footer-hot-panel"
              className={styles.tab}
              onClick={() => setKind(tab.kind)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <SuggestionTrigger className={styles.suggest}>对网站有建议？意见反馈</SuggestionTrigger>
      </div>
      <div id="footer-hot-panel" role="tabpanel" aria-labelledby={`footer-tab-${kind}`}>
        {list.isPending || !seen ? (
          <p className={styles.note}>{label}加载中…</p>
        ) : list.isError ? (
          <p className={styles.note}>{label}暂时无法加载，请稍后再试</p>
        ) : links.length === 0 ? (
          <p className={styles.note}>当前城市暂无{label}</p>
        ) : (
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.key}>
                <Link to={link.to} title={link.name}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
