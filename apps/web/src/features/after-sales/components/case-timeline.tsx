import { formatYuan } from '@vm/domain/money';
import Timeline from 'antd/es/timeline';
import type { AfterSalesEvent } from '../api/after-sales-types';
import { when } from './after-sales-text';
import { PhotoStrip } from './photo-strip';
import styles from './after-sales.module.css';

/** What happened to a case, oldest first: who did what, the amount, the note and photos. */
export function CaseTimeline({ events }: { events: readonly AfterSalesEvent[] }) {
  return (
    <Timeline
      data-testid="case-timeline"
      items={events.map((event, index) => ({
        key: index,
        content: (
          <div className={styles.event}>
            <div>
              <strong>{event.action_name}</strong>
              {typeof event.amount === 'number' && <span className={styles.money}> {formatYuan(event.amount)}</span>}
            </div>
            {event.note && <div className={styles.note}>{event.note}</div>}
            <PhotoStrip images={event.images} alt="凭证" />
            <div className={styles.muted}>{when(event.at)}</div>
          </div>
        ),
      }))}
    />
  );
}
