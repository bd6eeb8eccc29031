import Tag from 'antd/es/tag';
import { SafeImage } from '@/shared/catalogue/safe-image';
import type { CaseCard as Case } from '../api/case-queries';
import styles from './case-card.module.css';

/** Cover heights vary a little by position so the waterfall reads as one. */
const COVER_RATIOS = ['4 / 3', '1 / 1', '3 / 4', '16 / 10'];

/** A case of the waterfall; clicking opens the detail dialog. */
export function CaseCard({ item, index, onOpen }: { item: Case; index: number; onOpen: (id: number) => void }) {
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(item.id)} data-testid="case-card">
      <SafeImage src={item.cover_pic_url} alt={item.title} style={{ aspectRatio: COVER_RATIOS[index % COVER_RATIOS.length] }} />
      <span className={styles.body}>
        <span className={styles.title}>{item.title}</span>
        <span className={styles.summary}>{item.summary}</span>
        <span className={styles.meta}>
          <Tag color="orange" style={{ marginInlineEnd: 0 }}>
            {item.type.name}
          </Tag>
          <span>
            {item.city_name} · {item.held_on}
          </span>
        </span>
      </span>
    </button>
  );
}
