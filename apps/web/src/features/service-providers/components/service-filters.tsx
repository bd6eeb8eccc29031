import Checkbox from 'antd/es/checkbox';
import { clearFilter, toggleFilter, type ServiceFilterType, type ServiceQuery } from './service-query';
import styles from './service-filters.module.css';

export interface FilterRow {
  type: ServiceFilterType;
  label: string;
  options: { id: number; name: string }[];
}

/**
 * One row per filter type: 不限 (highlighted when nothing is ticked, clears that type) and a checkbox
 * per option. Every change hands the rebuilt query up; the page puts it in the URL, which reloads the list.
 */
export function ServiceFilters({ rows, query, onChange }: { rows: FilterRow[]; query: ServiceQuery; onChange: (next: ServiceQuery) => void }) {
  return (
    <div className={styles.filters} data-testid="service-filters">
      {rows.map((row) => {
        const selected = query.filters[row.type];
        return (
          <div key={row.type} className={styles.row} role="group" aria-label={row.label}>
            <span className={styles.label}>{row.label}：</span>
            <button
              type="button"
              className={`${styles.unlimited} ${selected.length === 0 ? styles.on : ''}`}
              aria-pressed={selected.length === 0}
              onClick={() => onChange(clearFilter(query, row.type))}
            >
              不限
            </button>
            <div className={styles.options}>
              {row.options.map((option) => (
                <Checkbox
                  key={option.id}
                  checked={selected.includes(option.id)}
                  onChange={(event) => onChange(toggleFilter(query, row.type, option.id, event.target.checked))}
                >
                  {option.name}
                </Checkbox>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
