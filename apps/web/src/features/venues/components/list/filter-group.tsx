import { useState } from 'react';
import styles from './filter-panel.module.css';

export interface FilterOption {
  id: number;
  name: string;
}

interface FilterGroupProps {
  label: string;
  options: readonly FilterOption[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  /** 不限: clears the group. */
  onClear: () => void;
  /** Options shown before 更多 (a row of {@link MORE_BUTTON_AT} or more folds). */
  collapsedCount?: number;
  /** The options are loading: the row is drawn with its label and 不限 (empty, it would be left out). */
  loading?: boolean;
}

/** docs/spec/product-spec.md "Page sizes": lists of 10 or more show a more button. */
export const MORE_BUTTON_AT = 10;

/**
 * One row of the filter panel: 不限 (highlighted while nothing is chosen) followed by the options,
 * each toggling on click. Long rows fold behind 更多.
 */
export function FilterGroup({ label, options, selected, onToggle, onClear, collapsedCount = MORE_BUTTON_AT - 1, loading = false }: FilterGroupProps) {
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0 && !loading) return null;
  const foldable = options.length >= MORE_BUTTON_AT && options.length > collapsedCount;
  // Chosen options stay visible even when the row is folded.
  const visible = expanded || !foldable ? options : options.filter((option, index) => index < collapsedCount || selected.includes(option.id));
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <div className={styles.options}>
        <button type="button" className={selected.length === 0 ? styles.active : undefined} aria-pressed={selected.length === 0} onClick={onClear}>
          不限
        </button>
        {visible.map((option) => {
          const on = selected.includes(option.id);
          return (
            <button key={option.id} type="button" className={on ? styles.active : undefined} aria-pressed={on} onClick={() => onToggle(option.id)}>
              {option.name}
            </button>
          );
        })}
      </div>
      {foldable && (
        <button type="button" className={styles.more} onClick={() => setExpanded((value) => !value)} aria-expanded={expanded}>
          {expanded ? '收起' : '更多'}
        </button>
      )}
    </div>
  );
}
