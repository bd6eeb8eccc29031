import type { MonthlyIncome } from '@vm/contracts/settlement';
import { formatYuan } from '@vm/domain/money';
import styles from './income-chart.module.css';

/** Monthly income as plain CSS bars (net, with the commission on top): no chart library. */
export function IncomeChart({ months }: { months: readonly MonthlyIncome[] }) {
  const top = Math.max(1, ...months.map((month) => Math.max(0, month.gross)));
  return (
    <div className={styles.chart} role="img" aria-label="近12个月结算收入">
      {months.map((month) => {
        const net = Math.max(0, month.net);
        const commission = Math.max(0, month.commission);
        return (
          <div key={month.month} className={styles.column} title={`${month.month}：结算 ${formatYuan(month.net)}，佣金 ${formatYuan(month.commission)}`}>
            <div className={styles.value}>{month.net > 0 ? formatYuan(month.net).replace(/\.\d\d$/, '') : ''}</div>
            <div className={styles.track}>
              <div className={styles.commission} style={{ height: `${(commission / top) * 100}%` }} />
              <div className={styles.net} style={{ height: `${(net / top) * 100}%` }} />
            </div>
            <div className={styles.label}>
              {Number(month.month.slice(5))}
              <span className={styles.unit}>月</span>
            </div>
          </div>
        );
      })}
    </div>
  );
}
