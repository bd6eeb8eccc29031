import type { OrderProblem, PricedLine } from '@vm/contracts/orders';
import { isPeriodTerm } from '@vm/domain/lease-terms';
import { formatYuan } from '@vm/domain/money';
import { LIMITS } from '@vm/domain/validation';
import Alert from 'antd/es/alert';
import Input from 'antd/es/input';
import { ResponsiveTable } from '@/shared/ui/responsive-table';
import styles from './order-lines-table.module.css';

/** "3*6" reads 3x6 (docs/spec/product-spec.md: size shown with x). */
export const sizeText = (size: string) => size.replaceAll('*', 'x');

/** The line's dates: a period as "start 至 end", days listed (a long list shortened). */
export function datesText(line: Pick<PricedLine, 'dates' | 'lease_term_type_id'>): string {
  if (isPeriodTerm(line.lease_term_type_id)) return line.dates.map((d) => `${d.date} 至 ${d.endDate}`).join('；');
  const days = line.dates.map((d) => d.date);
  return days.length > 4 ? `${days.slice(0, 4).join('、')} 等${days.length}天` : days.join('、');
}

/**
 * The order lines as the server priced them, each with its leave-word box (≤ 30) and the problems the
 * preview found with it (a date taken, a minimum not met…) right below the table.
 */
export function OrderLinesTable({
  lines,
  problems,
  leaveWords,
  onLeaveWords,
}: {
  lines: PricedLine[];
  problems: OrderProblem[];
  leaveWords: Record<number, string>;
  onLeaveWords: (index: number, words: string) => void;
}) {
  const lineProblems = problems.filter((problem) => problem.index !== null);
  const nameOf = (index: number) => lines.find((line) => line.index === index)?.field_name ?? `第${index + 1}个场地`;
  return (
    <div data-testid="order-lines">
      <ResponsiveTable<PricedLine>
        rowKey="index"
        pagination={false}
        dataSource={lines}
        size="middle"
        rowClassName={(line) => (lineProblems.some((problem) => problem.index === line.index) ? (styles.problemRow ?? '') : '')}
        columns={[
          {
            title: '场地',
            dataIndex: 'field_name',
            card: 'title',
            render: (name: string, line) => (
              <div className={styles.name}>
                {name}
                <div className={styles.sub}>{line.custom_dimension}</div>
              </div>
            ),
          },
          { title: '规格', dataIndex: 'size', width: 90, render: (size: string) => sizeText(size) },
          { title: '租期', dataIndex: 'lease_term_type_name', width: 80 },
          { title: '日期', key: 'dates', render: (_, line) => <span className={styles.dates}>{datesText(line)}</span> },
          { title: '数量', key: 'count', width: 80, render: (_, line) => `${line.count}个 × ${line.count_of_time_unit}` },
          { title: '金额', dataIndex: 'amount', width: 110, card: 'amount', render: (fen: number) => formatYuan(fen) },
          { title: '补贴', dataIndex: 'subsidy', width: 100, render: (fen: number) => (fen > 0 ? `-${formatYuan(fen)}` : '—') },
          { title: '押金', dataIndex: 'deposit', width: 100, card: 'amount', render: (fen: number) => formatYuan(fen) },
          {
            title: '留言',
            key: 'leave_words',
            width: 200,
            render: (_, line) => (
              <Input
                aria-label={`${line.field_name}留言`}
                placeholder="选填，最多30个字"
                maxLength={LIMITS.leaveWord}
                value={leaveWords[line.index] ?? ''}
                onChange={(event) => onLeaveWords(line.index, event.target.value)}
              />
            ),
          },
        ]}
      />
      {lineProblems.length > 0 && (
        <Alert
          className={styles.problems}
          type="error"
          showIcon
          data-testid="line-problems"
          title="以下场地暂时无法下单，请返回修改"
          description={
            <ul>
              {lineProblems.map((problem) => (
                <li key={`${problem.index}-${problem.field}-${problem.message}`}>
                  {nameOf(problem.index!)}：{problem.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </div>
  );
}
