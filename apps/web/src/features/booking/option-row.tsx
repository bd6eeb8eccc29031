import type { ReactNode } from 'react';
import styles from './spec-picker.module.css';

export interface RowOption {
  key: string;
  label: string;
  selected: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** One labelled row of the picker: the options as toggle buttons (clicking a chosen one deselects it). */
export function OptionRow({
  label,
  options,
  missing = false,
  marked = false,
  children,
}: {
  label: string;
  options: RowOption[];
  /** Nothing is chosen yet and the booth needs it. */
  missing?: boolean;
  /** The buyer tried to go on: a missing row is marked in red. */
  marked?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.row} ${missing && marked ? styles.rowMissing : ''}`} role="group" aria-label={label} data-missing={missing || undefined}>
      <div className={styles.rowLabel}>
        {label}
        {missing && <span className={styles.needed}>待选</span>}
      </div>
      <div className={styles.rowBody}>
        {options.map((option) => (
          <button
            key={option.key}
            type="button"
            className={`${styles.option} ${option.selected ? styles.optionSelected : ''}`}
            aria-pressed={option.selected}
            disabled={option.disabled && !option.selected}
            onClick={option.onClick}
          >
            {option.label}
          </button>
        ))}
        {children}
      </div>
    </div>
  );
}
