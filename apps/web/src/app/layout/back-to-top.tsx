import { useEffect, useRef, useState } from 'react';
import { isPhoneScreen } from '@/shared/ui/screen';
import styles from './back-to-top.module.css';

/** Shown once the page is scrolled past 300 px (docs/spec/product-spec.md sections "Global" and 9). */
export const BACK_TO_TOP_THRESHOLD = 300;
/** Scroll handlers run at most every 50 ms (docs/spec/product-spec.md section 9). */
const SCROLL_THROTTLE_MS = 50;
/**
 * What the button must never cover on a phone (issue 37): totals and bottom bars (`data-keep-clear`, the
 * venue page's `.phone-action-bar`) and the money and actions of the cards of a list.
 */
export const KEEP_CLEAR_SELECTOR = '[data-keep-clear], .phone-action-bar';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether a button at `box` would cover something that must stay clear (phones only). */
export function coversSomething(box: Box, root: ParentNode = document): boolean {
  for (const element of root.querySelectorAll(KEEP_CLEAR_SELECTOR)) {
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0 && overlaps(box, rect)) return true;
  }
  return false;
}

/** The arrow drawn inline (no icon font or style injection: it is never an empty square). */
function ArrowUp() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d="M5 4h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
      <path d="M12 20V9m0 0-5 5m5-5 5 5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

export function BackToTop() {
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      const scrolled = window.scrollY > BACK_TO_TOP_THRESHOLD;
      // On a phone the button steps aside while a total, a bottom bar or a card's money or actions is under it.
      const own = button.current;
      const box = own ? own.getBoundingClientRect() : null;
      const blocked = scrolled && isPhoneScreen() && box !== null && box.width > 0 && coversSomething(box);
      setVisible(scrolled && !blocked);
    };
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_THROTTLE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);

  // Always rendered (hidden when not wanted), so where it would stand can be measured.
  return (
    <button
      ref={button}
      type="button"
      className={`${styles.button} ${visible ? styles.shown : ''}`}
      aria-label="回到顶部"
      title="回到顶部"
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp />
      <span>顶部</span>
    </button>
  );
}
