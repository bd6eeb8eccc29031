import type { ReactNode } from 'react';
import styles from './section-state.module.css';

/** Loading, failure and empty messages inside a page section, in one look. */
export function SectionState({ kind, children }: { kind: 'loading' | 'error' | 'empty'; children: ReactNode }) {
  return (
    <div className={`${styles.state} ${styles[kind]}`} role={kind === 'error' ? 'alert' : undefined}>
      {children}
    </div>
  );
}
