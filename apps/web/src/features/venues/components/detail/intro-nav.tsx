import { useEffect, useState, type MouseEvent } from 'react';
import styles from './venue-sections.module.css';

export interface IntroSection {
  id: string;
  title: string;
}

/**
 * The band of the window a section must reach to count as the one being read: below the pinned
 * navigation (its height and a gap) and above the window's lower two thirds.
 */
const READING_BAND = '-60px 0px -66% 0px';

/** The section being read: the first of `ids` in the reading band, the last one seen while none is. */
function useSectionInView(ids: readonly string[]): [string | undefined, (id: string) => void] {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const order = key.split(' ');
    // Positions come from the observer, not from reading the layout on every scroll (no forced reflow).
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = order.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: READING_BAND },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return [active, setActive];
}

/**
 * The introduction navigation: links to the page's sections, pinned to the top of the window once
 * scrolled past (CSS sticky), the section being read marked. A click scrolls to the section (its
 * `scroll-margin-top` keeps it clear of the navigation) and puts it in the address without a new
 * history entry.
 */
export function IntroNav({ sections }: { sections: readonly IntroSection[] }) {
  const [active, setActive] = useSectionInView(sections.map((section) => section.id));
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
    setActive(id);
  };
  return (
    <nav className={styles.introNav} aria-label="场地详情导航">
      <ul className={styles.introNavList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={`${styles.introNavLink} ${active === section.id ? styles.introNavActive : ''}`}
              aria-current={active === section.id ? 'location' : undefined}
              onClick={(event) => go(event, section.id)}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
