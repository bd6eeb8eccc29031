import styles from './simple-pager.module.css';

/** Page numbers to show: first, last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].filter((p) => p >= 1).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, index) => {
    if (index > 0 && p - sorted[index - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

interface SimplePagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  label: string;
}

/** A light pager (previous, numbers, next): lists on first-load pages stay clear of antd's Pagination and Select. */
export function SimplePager({ page, total, pageSize, onChange, label }: SimplePagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="上一页">
        上一页
      </button>
      {pageWindow(page, pageCount).map((p, index) =>
        p === null ? (
          <span key={`gap-${index}`} className={styles.gap}>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={p === page ? styles.current : undefined}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`第${p}页`}
            onClick={() => p !== page && onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pageCount} onClick={() => onChange(page + 1)} aria-label="下一页">
        下一页
      </button>
    </nav>
  );
}
