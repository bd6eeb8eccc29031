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
export function OptionRow({ label, options, children }: { label: string; options: RowOption[]; children?: ReactNode }) {
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <div className={styles.rowLabel}>{label}</div>
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
