import type { Tier } from '@vm/domain/price-tiers';
import { useState, type FormEvent } from 'react';
import { cleanBound } from '@/features/venues/filters/filter-updates';
import styles from './filter-panel.module.css';

interface RangeFilterProps {
  label: string;
  /** A line under the label saying how values compare (价格: 按天折算). */
  hint?: string;
  unit: string;
  /** Preset tiers (price, year); a tier and a custom range are exclusive. */
  tiers?: readonly Tier[];
  tier?: number;
  onTier?: (tier: number | undefined) => void;
  min?: number;
  max?: number;
  /** Applies the typed bounds (the page swaps a reversed range and clears invalid numbers). */
  onApply: (min: string, max: string) => void;
  onClear: () => void;
}

function RangeInputs({ label, unit, min, max, onApply }: Pick<RangeFilterProps, 'label' | 'unit' | 'min' | 'max' | 'onApply'>) {
  const [minText, setMinText] = useState(min === undefined ? '' : String(min));
  const [maxText, setMaxText] = useState(max === undefined ? '' : String(max));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(minText, maxText);
  };
  return (
    <form className={styles.range} onSubmit={submit} aria-label={`自定义${label}`}>
      <input
        value={minText}
        inputMode="decimal"
        maxLength={12}
        placeholder="最低"
        aria-label={`最低${label}`}
        onChange={(event) => setMinText(event.target.value)}
        // An invalid number is cleared when the field is left (docs/spec/product-spec.md section 5).
        onBlur={() => setMinText(cleanBound(minText))}
      />
      <span>-</span>
      <input
        value={maxText}
        inputMode="decimal"
        maxLength={12}
        placeholder="最高"
        aria-label={`最高${label}`}
        onChange={(event) => setMaxText(event.target.value)}
        onBlur={() => setMaxText(cleanBound(maxText))}
      />
      <span className={styles.unit}>{unit}</span>
      <button type="submit" className={styles.apply}>
        确定
      </button>
    </form>
  );
}

/** A range row: 不限, the preset tiers if any, and custom min/max inputs. */
export function RangeFilter(props: RangeFilterProps) {
  const { label, hint, tiers, tier, onTier, min, max, onClear } = props;
  const hasRange = min !== undefined || max !== undefined;
  const unlimited = !hasRange && tier === undefined;
  return (
    <div className={styles.row} role="group" aria-label={label}>
      <span className={styles.label}>
        {label}
        {hint && <small className={styles.hint}>{hint}</small>}
      </span>
      <div className={styles.options}>
        <button type="button" className={unlimited ? styles.active : undefined} aria-pressed={unlimited} onClick={onClear}>
          不限
        </button>
        {tiers?.map((item) => {
          const on = !hasRange && tier === item.id;
          return (
            <button key={item.id} type="button" className={on ? styles.active : undefined} aria-pressed={on} onClick={() => onTier?.(on ? undefined : item.id)}>
              {item.label}
            </button>
          );
        })}
        {/* Re-mounted when the applied range changes, so the inputs show the swapped / cleared values. */}
        <RangeInputs key={`${min ?? ''}|${max ?? ''}`} {...props} />
      </div>
    </div>
  );
}
