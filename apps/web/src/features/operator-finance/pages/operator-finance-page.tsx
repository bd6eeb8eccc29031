import type { FinanceOverview } from '@vm/contracts/settlement';
import { formatYuan } from '@vm/domain/money';
import Alert from 'antd/es/alert';
import Table, { type ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { QueryState } from '@/shared/ui/query-state';
import { OperatorFrame, useIsOperator } from '@/shared/ui/operator-frame';
import { Panel } from '@/shared/ui/page-frame';
import { useFinanceOverview } from '../api/operator-finance-queries';
import styles from './operator-finance-page.module.css';

type SupplierRow = FinanceOverview['suppliers'][number];

const supplierColumns: ColumnsType<SupplierRow> = [
  { title: '供应商', dataIndex: 'supplier_name' },
  { title: '待结算', dataIndex: 'pending', align: 'right', render: formatYuan },
  { title: '可提现', dataIndex: 'available', align: 'right', render: formatYuan },
  { title: '提现中', dataIndex: 'withdrawing', align: 'right', render: formatYuan },
  { title: '已提现', dataIndex: 'withdrawn', align: 'right', render: formatYuan },
];

function Reconciliation({ figures }: { figures: FinanceOverview['reconciliation'] }) {
  const rows: [string, number, string][] = [
    ['已支付订单合计', figures.paid_orders, ''],
    ['− 退款', figures.refunds, '退回买家的订单款（含拒单、取消、售后）'],
    ['− 押金退还', figures.deposits_returned, '订单完成后退回钱包的押金'],
    ['− 供应商结算', figures.supplier_nets, '应付及已付供应商的结算金额'],
    ['− 平台佣金', figures.commission, ''],
    ['+ 平台补贴', figures.platform_funded, '已结算子订单上平台承担的补贴、优惠券和积分'],
    ['− 暂存款', figures.still_held, '待审核子订单的款项与未完成订单的押金'],
  ];
  return (
    <div>
      <table className={styles.recon}>
        <tbody>
          {rows.map(([label, fen, hint]) => (
            <tr key={label}>
              <th>{label}</th>
              <td>{formatYuan(fen)}</td>
              <td className={styles.hint}>{hint}</td>
            </tr>
          ))}
          <tr className={styles.total}>
            <th>差额</th>
            <td>{formatYuan(figures.difference)}</td>
            <td />
          </tr>
        </tbody>
      </table>
      {figures.difference === 0 ? (
        <Alert type="success" showIcon title="账目平衡：每一笔订单款都有去处" />
      ) : (
        <Alert type="error" showIcon title={`账目存在差额 ${formatYuan(figures.difference)}，请核查`} />
      )}
    </div>
  );
}

/** /admin/operator/finance: commission income by month, owed to suppliers, withdrawals in flight, the reconciliation. */
export function OperatorFinancePage() {
  const isOperator = useIsOperator();
  const overview = useFinanceOverview(isOperator);
  return (
    <OperatorFrame title="财务概览" testId="operator-finance-page">
      <QueryState query={overview} loading={<RowsSkeleton rows={4} />}>
        {(data) => {
          const top = Math.max(1, ...data.commission_by_month.map((month) => month.commission));
          return (
            <>
              <Panel title="资金概况">
                <div className={styles.cards}>
                  <div className={styles.card}>
                    <div className={styles.label}>应付供应商（待结算 + 可提现）</div>
                    <div className={styles.value}>{formatYuan(data.owed.total)}</div>
                    <div className={styles.hint}>
                      待结算 {formatYuan(data.owed.pending)} · 可提现 {formatYuan(data.owed.available)}
                    </div>
                  </div>
                  <div className={styles.card}>
                    <div className={styles.label}>处理中的提现</div>
                    <div className={styles.value}>{formatYuan(data.withdrawals_in_flight.amount)}</div>
                    <div className={styles.hint}>
                      {data.withdrawals_in_flight.count} 笔 · <Link to={paths.operatorWithdrawals()}>去处理</Link>
                    </div>
                  </div>
                  <div className={styles.card}>
                    <div className={styles.label}>近12个月佣金收入</div>
                    <div className={styles.value}>{formatYuan(data.commission_by_month.reduce((sum, month) => sum + month.commission, 0))}</div>
                    <div className={styles.hint}>
                      <Link to={paths.operatorCommissionRules()}>佣金规则</Link>
                    </div>
                  </div>
                </div>
              </Panel>
              <Panel title="月度佣金收入">
                <div className={styles.chart} role="img" aria-label="月度佣金收入">
                  {data.commission_by_month.map((month) => (
                    <div key={month.month} className={styles.column} title={`${month.month}：佣金 ${formatYuan(month.commission)}`}>
                      <div className={styles.barValue}>{month.commission > 0 ? formatYuan(month.commission).replace(/\.\d\d$/, '') : ''}</div>
                      <div className={styles.track}>
                        <div className={styles.bar} style={{ height: `${(Math.max(0, month.commission) / top) * 100}%` }} />
                      </div>
                      <div className={styles.month}>{Number(month.month.slice(5))}月</div>
                    </div>
                  ))}
                </div>
              </Panel>
              <Panel title="对账">
                <Reconciliation figures={data.reconciliation} />
              </Panel>
              <Panel title="供应商结算余额">
                <Table<SupplierRow>
                  rowKey="supplier_id"
                  size="small"
                  scroll={{ x: 560 }}
                  columns={supplierColumns}
                  dataSource={data.suppliers}
                  pagination={{ pageSize: 10, hideOnSinglePage: true }}
                  locale={{ emptyText: '暂无结算' }}
                />
              </Panel>
            </>
          );
        }}
      </QueryState>
    </OperatorFrame>
  );
}
