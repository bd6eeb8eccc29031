import styles from './filter-panel.module.css';

interface ChoiceFilterProps<T extends string | number | boolean> {
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}

/** A single-choice row (室内/室外, 全景): 不限 or one value. */
export function ChoiceFilter<T extends string | number | boolean>({ label, choices, value, onChange }: ChoiceFilterProps<T>) {
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <span className={styles.label}>{label}</span>
      <div className={styles.options}>
        <button
          type="button"
          className={value === undefined ? styles.active : undefined}
          aria-pressed={value === undefined}
          onClick={() => onChange(undefined)}
        >
          不限
        </button>
        {choices.map((choice) => (
          <button
            key={String(choice.value)}
            type="button"
            className={value === choice.value ? styles.active : undefined}
            aria-pressed={value === choice.value}
            onClick={() => onChange(value === choice.value ? undefined : choice.value)}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </div>
  );
}
