import Segmented from 'antd/es/segmented';
import { useSearchParams } from 'react-router';
import styles from './after-sales.module.css';

/** `all` in the URL: every status (the list's default may be one status). */
export const ALL = 'all';

/**
 * A list's status filter kept in the URL (`?status=arbitration`, `?status=all`), back to page 1 on change:
 * the chosen key, and the status to ask the server for ('' for every status).
 */
export function useStatusParam(fallback = ALL): { key: string; status: string; setKey: (key: string) => void } {
  const [params, setParams] = useSearchParams();
  const key = params.get('status') || fallback;
  return { key, status: key === ALL ? '' : key, setKey: (next: string) => setParams(next === fallback ? {} : { status: next }) };
}

export function StatusFilter({ options, fallback = ALL }: { options: { value: string; label: string }[]; fallback?: string }) {
  const { key, setKey } = useStatusParam(fallback);
  return (
    <div className={styles.filters}>
      <Segmented value={key} options={options} onChange={(value) => setKey(String(value))} aria-label="售后状态" />
    </div>
  );
}
