import type { BankAccount, Earning, Balance, Withdrawal } from '@vm/contracts/settlement';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { formatYuan } from '@vm/domain/money';
import { EARNING_STATUS_NAMES, WITHDRAWAL_STATUS_NAMES, type EarningStatus, type WithdrawalStatus } from '@vm/domain/settlement';
import Button from 'antd/es/button';
import DatePicker from 'antd/es/date-picker';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { ResponsiveColumn } from '@/shared/ui/responsive-table';
import Tag from 'antd/es/tag';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/paths';
import { errorMessage } from '@/shared/api/api-error';
import Result from 'antd/es/result';
import { SupplierGate, useSupplierAccount } from '@/shared/supplier/supplier-gate';
import { AdminFrame } from '@/shared/ui/admin-frame';
import { confirmDialog, noticeDialog, toast } from '@/shared/ui/feedback';
import { RowsSkeleton } from '@/shared/ui/load-state';
import { Panel } from '@/shared/ui/page-frame';
import { QueryState, type QueryStateSource } from '@/shared/ui/query-state';
import { ResponsiveQueryTable } from '@/shared/ui/query-table';
import { usePageTitle } from '@/shared/ui/use-page-title';
import {
  downloadStatement,
  EARNINGS_PAGE_SIZE,
  useBalance,
  useBankAccounts,
  useEarnings,
  useFinanceMutations,
  useIncomeByMonth,
  useWithdrawals,
} from '../api/finance-queries';
import { BankAccountDialog } from '../components/bank-account-dialog';
import { IncomeChart } from '../components/income-chart';
import { WithdrawDialog } from '../components/withdraw-dialog';
import styles from './supplier-finance-page.module.css';

const EARNING_COLORS: Record<EarningStatus, string> = { pending: 'gold', available: 'green', withdrawn: 'blue', reversed: 'default' };
const WITHDRAWAL_COLORS: Record<WithdrawalStatus, string> = { pending: 'gold', paid: 'green', refused: 'red' };
const STATUS_FILTERS: { value: EarningStatus | ''; label: string }[] = [
  { value: '', label: '全部' },
  ...(Object.entries(EARNING_STATUS_NAMES) as [EarningStatus, string][]).map(([value, label]) => ({ value, label })),
];

function BalanceCards({ onWithdraw }: { onWithdraw: () => void }) {
  const balance = useBalance();
  return (
    <QueryState query={balance} loading={<RowsSkeleton rows={1} />}>
      {(figures) => <BalanceFigures balance={figures} onWithdraw={onWithdraw} />}
    </QueryState>
  );
}

function BalanceFigures({ balance, onWithdraw }: { balance: Balance; onWithdraw: () => void }) {
  const cards: [keyof Balance, string, string][] = [
    ['pending', '待结算', '订单完成并过结算期后可提现'],
    ['available', '可提现', '可申请提现到银行账户'],
    ['withdrawing', '提现中', '等待平台打款'],
    ['withdrawn', '已提现', '累计已打款'],
  ];
  return (
    <div className={styles.cards} data-testid="settlement-balance">
      {cards.map(([key, label, hint]) => (
        <div key={key} className={styles.card}>
          <div className={styles.cardLabel}>{label}</div>
          <div className={styles.cardValue} data-testid={`balance-${key}`}>
            {formatYuan(balance[key])}
          </div>
          <div className={styles.cardHint}>{hint}</div>
          {key === 'available' && (
            <Button type="primary" size="small" disabled={balance.available <= 0} onClick={onWithdraw}>
              申请提现
            </Button>
          )}
        </div>
      ))}
    </div>
  );
}

const earningColumns: ResponsiveColumn<Earning>[] = [
  {
    title: '子订单',
    key: 'item',
    card: 'title',
    render: (_, row) => (
      <>
        <div>{row.order_num}</div>
        <div className={styles.sub}>
          {row.field_name} · {row.first_date === row.last_date ? row.first_date : `${row.first_date} 至 ${row.last_date}`}
        </div>
      </>
    ),
  },
  { title: '订单金额', dataIndex: 'gross', width: 110, align: 'right', card: 'amount', render: (fen: number) => formatYuan(fen) },
  { title: '佣金', key: 'commission', width: 120, align: 'right', render: (_, row) => `${formatYuan(row.commission)}（${row.rate / 100}%）` },
  { title: '结算金额', dataIndex: 'net', width: 110, align: 'right', card: 'amount', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
  {
    title: '状态',
    key: 'status',
    width: 110,
    card: 'status',
    render: (_, row) => (
      <>
        <Tag color={EARNING_COLORS[row.status]}>{EARNING_STATUS_NAMES[row.status]}</Tag>
        {row.kind === 'refund' && <Tag>退款冲减</Tag>}
      </>
    ),
  },
  {
    title: '可提现时间',
    key: 'available_at',
    width: 110,
    render: (_, row) => (row.status === 'reversed' ? '—' : formatShanghaiTime(row.available_at).slice(0, 10)),
  },
];

function Earnings() {
  const [status, setStatus] = useState<EarningStatus | ''>('');
  const [month, setMonth] = useState<Dayjs | null>(null);
  const [page, setPage] = useState(1);
  const earnings = useEarnings({ status, month: month ? month.format('YYYY-MM') : '' }, page);
  return (
    <Panel
      title="结算明细"
      extra={
        <Space wrap>
          <Segmented<EarningStatus | ''>
            value={status}
            options={STATUS_FILTERS}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <DatePicker
            picker="month"
            value={month}
            placeholder="审核月份"
            aria-label="审核月份"
            onChange={(value) => {
              setMonth(value);
              setPage(1);
            }}
          />
        </Space>
      }
    >
      <ResponsiveQueryTable<Earning>
        query={earnings}
        rowKey="id"
        size="middle"
        scroll={{ x: 720 }}
        columns={earningColumns}
        empty="暂无结算记录，子订单审核通过后将在此生成"
        page={page}
        pageSize={EARNINGS_PAGE_SIZE}
        onPageChange={setPage}
        pagerOptions={{ hideOnSinglePage: true }}
        data-testid="settlement-earnings"
      />
    </Panel>
  );
}

function Statement() {
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const [busy, setBusy] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await downloadStatement(month.format('YYYY-MM'), format);
    } catch (error) {
      void toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <span className={styles.sub}>月度对账单</span>
      <DatePicker picker="month" value={month} allowClear={false} aria-label="对账单月份" onChange={(value) => value && setMonth(value)} />
      <Button loading={busy} onClick={() => void download('csv')}>
        下载 CSV
      </Button>
      <Button loading={busy} onClick={() => void download('xlsx')}>
        下载 Excel
      </Button>
    </Space>
  );
}

function Income() {
  const income = useIncomeByMonth();
  return (
    <Panel title="月度结算收入" extra={<Statement />}>
      <QueryState query={income} loading={<RowsSkeleton rows={3} />}>
        {(months) => <IncomeChart months={months} />}
      </QueryState>
      <div className={styles.legend}>
        <span className={styles.legendNet} /> 结算金额 <span className={styles.legendCommission} /> 平台佣金（按子订单结束月份统计）
      </div>
    </Panel>
  );
}

const withdrawalColumns: ResponsiveColumn<Withdrawal>[] = [
  { title: '申请时间', dataIndex: 'created_at', width: 140, card: 'title', render: (value: string) => formatShanghaiTime(value) },
  { title: '金额', dataIndex: 'amount', width: 110, align: 'right', card: 'amount', render: (fen: number) => <strong>{formatYuan(fen)}</strong> },
  { title: '收款账户', key: 'account', render: (_, row) => `${row.bank_account.bank_name} 尾号${row.bank_account.account_number.slice(-4)}` },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    card: 'status',
    render: (status: WithdrawalStatus) => <Tag color={WITHDRAWAL_COLORS[status]}>{WITHDRAWAL_STATUS_NAMES[status]}</Tag>,
  },
  {
    title: '说明',
    key: 'note',
    render: (_, row) => (row.status === 'paid' ? `流水号 ${row.reference ?? ''}` : row.status === 'refused' ? `拒绝原因：${row.reason ?? ''}` : '等待平台打款'),
  },
];

function Withdrawals({ accounts }: { accounts: QueryStateSource<BankAccount[]> }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useWithdrawals(page);
  const { removeAccount } = useFinanceMutations();
  const remove = async (account: BankAccount) => {
    if (
      !(await confirmDialog({
        title: '删除收款账户',
        content: `确定删除 ${account.bank_name} 尾号${account.account_number.slice(-4)} 的收款账户吗？已有的提现记录不受影响。`,
      }))
    )
      return;
    try {
      await removeAccount.mutateAsync(account.id);
      void toast.success('收款账户已删除');
    } catch (error) {
      void noticeDialog('error', { title: '无法删除收款账户', content: errorMessage(error) });
    }
  };
  return (
    <>
      <Panel
        title="收款账户"
        extra={
          <Button onClick={() => setAdding(true)} data-testid="add-bank-account">
            添加账户
          </Button>
        }
      >
        <QueryState
          query={accounts}
          loading={<RowsSkeleton rows={1} />}
          isEmpty={(list) => list.length === 0}
          empty={<p className={styles.sub}>尚未添加收款账户，添加后即可申请提现。</p>}
        >
          {(list) => (
            <ul className={styles.accounts}>
              {list.map((account) => (
                <li key={account.id} data-testid="bank-account">
                  <span>
                    <strong>{account.account_name}</strong> · {account.bank_name} · {account.account_number.replace(/(\d{4})(?=\d)/g, '$1 ')}
                  </span>
                  <Button
                    type="link"
                    size="small"
                    danger
                    loading={removeAccount.isPending && removeAccount.variables === account.id}
                    onClick={() => void remove(account)}
                  >
                    删除
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Panel>
      <Panel title="提现记录">
        <ResponsiveQueryTable<Withdrawal>
          query={list}
          rowKey="id"
          size="middle"
          scroll={{ x: 640 }}
          columns={withdrawalColumns}
          empty="暂无提现记录"
          page={page}
          pageSize={10}
          onPageChange={setPage}
          pagerOptions={{ hideOnSinglePage: true }}
        />
      </Panel>
      <BankAccountDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

function Finance() {
  const account = useSupplierAccount();
  if (account.data?.is_child) return <Result status="403" title="没有权限" subTitle="结算与提现仅限供应商主账号操作，请联系主账号。" />;
  return <FinanceBody />;
}

function FinanceBody() {
  const [withdrawing, setWithdrawing] = useState(false);
  const accounts = useBankAccounts();
  const balance = useBalance();
  return (
    <>
      <Panel title="结算余额" extra={<Link to={paths.supplierOrderItems()}>查看子订单</Link>}>
        <BalanceCards onWithdraw={() => setWithdrawing(true)} />
      </Panel>
      <Income />
      <Earnings />
      <Withdrawals accounts={accounts} />
      <WithdrawDialog open={withdrawing} available={balance.data?.available ?? 0} accounts={accounts.data ?? []} onClose={() => setWithdrawing(false)} />
    </>
  );
}

/** /admin/supplier/finance: the supplier's money — balance by state, income, earnings, accounts, withdrawals, statements. */
export function SupplierFinancePage() {
  usePageTitle('结算中心');
  return (
    <AdminFrame title="结算中心" testId="supplier-finance-page">
      <SupplierGate what="查看结算" permission="orders">
        <Finance />
      </SupplierGate>
    </AdminFrame>
  );
}
