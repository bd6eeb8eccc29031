import { CloseOutlined } from '@/shared/ui/icons/close-outlined';
import type { FilterChip } from '@/features/venues/filters/filter-chips';
import styles from './list-bars.module.css';

interface FilterChipsBarProps {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}

/** 已选条件: one removable chip per active condition, and 清空筛选. */
export function FilterChipsBar({ chips, onRemove, onClearAll }: FilterChipsBarProps) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} aria-label="已选条件">
      <span className={styles.chipsLabel}>已选条件：</span>
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button type="button" className={styles.chip} onClick={() => onRemove(chip)} aria-label={`移除 ${chip.label}`}>
              {chip.label}
              <CloseOutlined />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={onClearAll}>
        清空筛选
      </button>
    </div>
  );
}
