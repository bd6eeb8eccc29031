import { ArrowDownOutlined } from '@/shared/ui/icons/arrow-down-outlined';
import { ArrowUpOutlined } from '@/shared/ui/icons/arrow-up-outlined';
import type { VenueOrderBy } from '@vm/contracts/catalogue-search';
import styles from './list-bars.module.css';

const SORTS: readonly { field: VenueOrderBy; label: string; firstOrder: 'asc' | 'desc' }[] = [
  { field: 'price', label: '价格', firstOrder: 'asc' },
  { field: 'person_flow', label: '人流量', firstOrder: 'desc' },
  { field: 'area', label: '面积', firstOrder: 'desc' },
  { field: 'order_quantity', label: '订单量', firstOrder: 'desc' },
  { field: 'distance', label: '距离', firstOrder: 'asc' },
];

interface SortBarProps {
  orderBy?: VenueOrderBy;
  order?: 'asc' | 'desc';
  /** Whether 距离 can be offered: the URL has coordinates, or the browser can locate the visitor. */
  distanceAvailable: boolean;
  total?: number;
  onSort: (orderBy: VenueOrderBy | undefined, order: 'asc' | 'desc' | undefined) => void;
}

/** 默认 / 价格 / 人流量 / 面积 / 订单量 / 距离; a second click on the active sort flips its direction. */
export function SortBar({ orderBy, order, distanceAvailable, total, onSort }: SortBarProps) {
  return (
    <div className={styles.sortBar}>
      <div className={styles.sorts} role="group" aria-label="排序">
        <button
          type="button"
          className={orderBy === undefined ? styles.sortActive : undefined}
          aria-pressed={orderBy === undefined}
          onClick={() => onSort(undefined, undefined)}
        >
          默认
        </button>
        {SORTS.filter((sort) => sort.field !== 'distance' || distanceAvailable).map((sort) => {
          const active = orderBy === sort.field;
          const direction = active ? (order ?? sort.firstOrder) : undefined;
          return (
            <button
              key={sort.field}
              type="button"
              className={active ? styles.sortActive : undefined}
              aria-pressed={active}
              aria-label={`按${sort.label}${direction === 'asc' ? '升序' : direction === 'desc' ? '降序' : ''}排序`}
              onClick={() => onSort(sort.field, active ? (direction === 'asc' ? 'desc' : 'asc') : sort.firstOrder)}
            >
              {sort.label}
              {direction === 'asc' && <ArrowUpOutlined />}
              {direction === 'desc' && <ArrowDownOutlined />}
            </button>
          );
        })}
      </div>
      {total !== undefined && (
        <span className={styles.total}>
          共 <strong>{total}</strong> 个场地
        </span>
      )}
    </div>
  );
}
