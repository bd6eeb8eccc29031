import { formatShanghaiTime } from '@vm/domain/business-date';
import type { WalletRecord } from '@vm/contracts/wallet';
import { formatYuan } from '@vm/domain/money';
import { WalletOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import type { ResponsiveColumn } from '@/shared/ui/responsive-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { LoadError } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { RECORDS_PAGE_SIZE, useWalletRecords } from '../api/wallet-queries';
import { useWalletStatus } from '@/shared/wallet/wallet-status';
import { RechargeDialog } from '../components/recharge-dialog';
import { TopupResult } from '../components/topup-result';
import styles from './wallet-pages.module.css';
import { paths } from '@/shared/paths';

const COLUMNS: ResponsiveColumn<WalletRecord>[] = [
  { title: '时间', dataIndex: 'created_at', width: 180, render: (value: string) => formatShanghaiTime(value, { seconds: true }) },
  { title: '类型', dataIndex: 'kind_name', width: 100, card: 'title' },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 140,
    align: 'right',
    card: 'status',
    render: (amount: number) => <span className={amount < 0 ? styles.out : styles.in}>{amount > 0 ? `+${formatYuan(amount)}` : formatYuan(amount)}</span>,
  },
  {
    title: '关联订单',
    dataIndex: 'order_num',
    width: 190,
    render: (value: string | null, record) => (value && record.order_id ? <Link to={paths.orderView(record.order_id)}>{value}</Link> : (value ?? '—')),
  },
  { title: '备注', dataIndex: 'note', ellipsis: true, render: (value: string) => value || '—' },
];

/** /admin/wallets/index: the balance, top-up, and the ledger page by page. */
export function WalletPage() {
  usePageTitle('我的钱包');
  const [search] = useSearchParams();
  const rechargeTrade = search.get('recharge');
  const [page, setPage] = useState(1);
  const [recharging, setRecharging] = useState(false);
  const wallet = useWalletStatus();
  const records = useWalletRecords(page);

  return (
    <AdminFrame title="我的钱包" testId="wallet-page">
      {rechargeTrade && <TopupResult outTradeNo={rechargeTrade} />}
      <section className={styles.balanceCard}>
        <WalletOutlined className={styles.walletIcon} />
        <div className={styles.balanceBody}>
          <div className={styles.balanceLabel}>账户余额（元）</div>
          <div className={styles.balance} data-testid="wallet-balance">
            {wallet.data ? formatYuan(wallet.data.balance_sum) : '—'}
          </div>
          <div className={styles.passwordState}>
            {wallet.data?.has_pay_password ? (
              <>
                已设置支付密码 · <Link to={paths.modifyPayPassword()}>修改支付密码</Link>
              </>
            ) : (
              <>
                未设置支付密码，设置后可使用余额支付 · <Link to={paths.payPassword()}>去设置</Link>
              </>
            )}
          </div>
        </div>
        <Button type="primary" size="large" onClick={() => setRecharging(true)}>
          充值
        </Button>
      </section>
      {wallet.isError && <LoadError error={wallet.error} onRetry={() => void wallet.refetch()} />}

      <Panel title="收支明细">
        <ResponsiveQueryTable<WalletRecord>
          query={records}
          rowKey="id"
          size="middle"
          columns={COLUMNS}
          empty="暂无收支记录"
          page={page}
          pageSize={RECORDS_PAGE_SIZE}
          onPageChange={setPage}
          pagerOptions={{ showTotal: (total) => `共 ${total} 条` }}
        />
      </Panel>
      <RechargeDialog open={recharging} onClose={() => setRecharging(false)} />
    </AdminFrame>
  );
}
