import { VerticalAlignTopOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import styles from './back-to-top.module.css';

/** Shown once the page is scrolled past 300 px (docs/spec/product-spec.md sections "Global" and 9). */
export const BACK_TO_TOP_THRESHOLD = 300;
/** Scroll handlers run at most every 50 ms (docs/spec/product-spec.md section 9). */
const SCROLL_THROTTLE_MS = 50;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    };
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_THROTTLE_MS);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} aria-label="回到顶部" title="回到顶部" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <VerticalAlignTopOutlined />
      <span>顶部</span>
    </button>
  );
}
