import type { ReactNode } from 'react';
import styles from './count-badge.module.css';

/** A small count bubble over an icon or label (cart, messages); hidden at 0. Lighter than antd's Badge. */
export function CountBadge({ count, max = 99, children }: { count: number; max?: number; children: ReactNode }) {
  return (
    <span className={styles.wrap}>
      {children}
      {count > 0 && (
        <sup className={styles.count} data-testid="count-badge">
          {count > max ? `${max}+` : count}
        </sup>
      )}
    </span>
  );
}
