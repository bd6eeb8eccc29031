import type { DemandCard as Demand } from '@vm/contracts/demands';
import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { acceptedText, demandAreas, demandBudget, demandDates } from './demand-text';
import styles from './demand-card.module.css';

/** A demand of the hall: product, budget, dates, cities, area, masked contact, accepted count or 已满, and 承接. */
export function DemandCard({ demand, onAccept }: { demand: Demand; onAccept: (demand: Demand) => void }) {
  const action = demand.is_mine
    ? { text: '我发布的', disabled: true }
    : demand.accepted_by_me
      ? { text: '已承接', disabled: true }
      : demand.full
        ? { text: '已满', disabled: true }
        : { text: '承接需求', disabled: false };
  return (
    <article className={styles.card} data-testid="demand-card">
      <header className={styles.head}>
        <h3 className={styles.product}>{demand.product}</h3>
        <Tag color={demand.full ? 'default' : 'orange'} className={styles.count}>
          {acceptedText(demand)}
        </Tag>
      </header>
      <div className={styles.budget}>
        <span className={styles.budgetLabel}>单场预算</span>
        <strong>{demandBudget(demand)}</strong>
      </div>
      <dl className={styles.facts}>
        <dt>活动时间</dt>
        <dd>{demandDates(demand)}</dd>
        <dt>需求城市</dt>
        <dd>{demand.cities.map((city) => city.name).join('、') || '—'}</dd>
        <dt>需求面积</dt>
        <dd>{demandAreas(demand)}</dd>
        <dt>社区类型</dt>
        <dd>{demand.community_types.map((type) => type.name).join('、') || '不限'}</dd>
        <dt>联系人</dt>
        <dd>
          {demand.name} <span className={styles.mobile}>{demand.mobile}</span>
        </dd>
      </dl>
      <footer className={styles.foot}>
        <span className={styles.time}>发布于 {demand.created_at.slice(0, 10)}</span>
        <Button type="primary" disabled={action.disabled} onClick={() => onAccept(demand)} aria-label={`承接需求：${demand.product}`}>
          {action.text}
        </Button>
      </footer>
    </article>
  );
}
