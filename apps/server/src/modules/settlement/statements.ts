import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { formatShanghaiTime } from '@vm/domain/business-date';
import { fenToYuanString } from '@vm/domain/money';
import { EARNING_STATUS_NAMES, statementMonthRange, WITHDRAWAL_STATUS_NAMES, type WithdrawalStatus } from '@vm/domain/settlement';
import { orderItems, settlementEarnings, supplierBankAccounts, withdrawals } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';

export interface StatementLine {
  orderNum: string;
  fieldName: string;
  firstDate: string;
  lastDate: string;
  kind: 'earning' | 'refund' | 'case' | 'deposit';
  status: 'pending' | 'available' | 'reversed';
  gross: number;
  rate: number;
  commission: number;
  net: number;
}

export interface StatementWithdrawal {
  id: number;
  createdAt: Date;
  amount: number;
  status: WithdrawalStatus;
  bank: string;
  reference: string | null;
}

export interface Statement {
  month: string;
  lines: StatementLine[];
  withdrawals: StatementWithdrawal[];
  totals: { gross: number; commission: number; net: number; withdrawn: number };
}

const KIND_NAMES: Record<StatementLine['kind'], string> = { earning: '结算收入', refund: '退款冲减', case: '售后退款冲减', deposit: '押金扣除收入' };
/**
 * The month's statement (docs/spec/business-rules.md "Settlement"): every sub-order whose booking ended in the month
 * (its last date) with gross, rate, commission and net — reversed ones shown with their status and left
 * out of the totals —, the negative entries of refunds made in the month, and the month's withdrawals.
 */
export async function buildStatement(deps: Pick<AppDeps, 'pool'>, supplierId: number, month: string): Promise<Statement> {
  const { start, end } = statementMonthRange(month);
  const db = typed(deps.pool);
  const e = settlementEarnings;
  const monthDates = and(gte(orderItems.lastDate, `${month}-01`), lt(orderItems.lastDate, sql`(${`${month}-01`}::date + interval '1 month')::date`));
  const [lines, paidOut] = await Promise.all([
    db
      .select({
        orderNum: orderItems.orderNum,
        fieldName: orderItems.fieldName,
        firstDate: orderItems.firstDate,
        lastDate: orderItems.lastDate,
        kind: e.kind,
        status: e.status,
        gross: e.gross,
        rate: e.rate,
        commission: e.commission,
        net: e.net,
      })
      .from(e)
      .innerJoin(orderItems, eq(orderItems.id, e.orderItemId))
      .where(
        and(
          eq(e.supplierId, supplierId),
          or(and(eq(e.kind, 'earning'), monthDates), and(inArray(e.kind, ['refund', 'case', 'deposit']), gte(e.createdAt, start), lt(e.createdAt, end))),
        ),
      )
      .orderBy(orderItems.lastDate, orderItems.orderNum, e.id),
    db
      .select({
        id: withdrawals.id,
        createdAt: withdrawals.createdAt,
        amount: withdrawals.amount,
        status: withdrawals.status,
        bank: sql<string>`${supplierBankAccounts.bankName} || ' ' || right(${supplierBankAccounts.accountNumber}, 4)`,
        reference: withdrawals.reference,
      })
      .from(withdrawals)
      .innerJoin(supplierBankAccounts, eq(supplierBankAccounts.id, withdrawals.bankAccountId))
      .where(and(eq(withdrawals.supplierId, supplierId), gte(withdrawals.createdAt, start), lt(withdrawals.createdAt, end), ne(withdrawals.status, 'refused')))
      .orderBy(withdrawals.createdAt, withdrawals.id),
  ]);
  const live = lines.filter((line) => line.status !== 'reversed');
  const sum = (key: 'gross' | 'commission' | 'net') => live.reduce((total, line) => total + line[key], 0);
  return {
    month,
    lines: lines as StatementLine[],
    withdrawals: paidOut as StatementWithdrawal[],
    totals: {
      gross: sum('gross'),
      commission: sum('commission'),
      net: sum('net'),
      withdrawn: paidOut.filter((w) => w.status === 'paid').reduce((total, w) => total + w.amount, 0),
    },
  };
}

const LINE_HEADER = ['子订单号', '场地', '开始日期', '结束日期', '类型', '状态', '订单金额(元)', '佣金比例', '佣金(元)', '结算金额(元)'];
const WITHDRAWAL_HEADER = ['提现单号', '申请时间', '收款账户', '金额(元)', '状态', '银行流水号'];

const rateText = (rate: number) => `${(rate / 100).toFixed(2)}%`;
const lineCells = (line: StatementLine) => [
  line.orderNum,
  line.fieldName,
  line.firstDate,
  line.lastDate,
  KIND_NAMES[line.kind],
  EARNING_STATUS_NAMES[line.status],
  fenToYuanString(line.gross),
  rateText(line.rate),
  fenToYuanString(line.commission),
  fenToYuanString(line.net),
];
const withdrawalCells = (w: StatementWithdrawal) => [
  String(w.id),
  formatShanghaiTime(w.createdAt),
  w.bank,
  fenToYuanString(w.amount),
  WITHDRAWAL_STATUS_NAMES[w.status],
  w.reference ?? '',
];

/** One CSV cell: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised (formula injection). */
export function csvCell(value: string): string {
  const safe = /^[=+@]/.test(value) || (/^-/.test(value) && !/^-\d/.test(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLines = (rows: string[][]): string => `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** The statement as CSV (UTF-8 with a BOM so Excel reads the Chinese): the sub-orders, the totals, the withdrawals. */
export function statementCsv(statement: Statement): string {
  const { totals } = statement;
  return csvLines([
    [`结算对账单 ${statement.month}`],
    LINE_HEADER,
    ...statement.lines.map(lineCells),
    ['合计', '', '', '', '', '', fenToYuanString(totals.gross), '', fenToYuanString(totals.commission), fenToYuanString(totals.net)],
    [],
    WITHDRAWAL_HEADER,
    ...statement.withdrawals.map(withdrawalCells),
    ['已打款合计', '', '', fenToYuanString(totals.withdrawn), '', ''],
  ]);
}

/** The statement as an Excel workbook (exceljs): sheet 结算明细 and sheet 提现记录, amounts as numbers in yuan. */
export async function statementXlsx(statement: Statement): Promise<Buffer> {
  // Loaded on the first export, not at start (about a second of module loading on this machine).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '场地通';
  const details = workbook.addWorksheet('结算明细');
  details.addRow([`结算对账单 ${statement.month}`]).font = { bold: true, size: 14 };
  details.addRow(LINE_HEADER).font = { bold: true };
  const yuan = (fen: number) => fen / 100;
  for (const line of statement.lines) {
    details.addRow([
      line.orderNum,
      line.fieldName,
      line.firstDate,
      line.lastDate,
      KIND_NAMES[line.kind],
      EARNING_STATUS_NAMES[line.status],
      yuan(line.gross),
      line.rate / 10_000,
      yuan(line.commission),
      yuan(line.net),
    ]);
  }
  details.addRow(['合计', '', '', '', '', '', yuan(statement.totals.gross), '', yuan(statement.totals.commission), yuan(statement.totals.net)]).font = {
    bold: true,
  };
  details.columns.forEach((column, index) => {
    column.width = [24, 24, 12, 12, 10, 8, 14, 10, 12, 14][index] ?? 12;
    if ([6, 8, 9].includes(index)) column.numFmt = '#,##0.00';
    if (index === 7) column.numFmt = '0.00%';
  });
  const paid = workbook.addWorksheet('提现记录');
  paid.addRow(WITHDRAWAL_HEADER).font = { bold: true };
  for (const w of statement.withdrawals)
    paid.addRow([w.id, formatShanghaiTime(w.createdAt), w.bank, yuan(w.amount), WITHDRAWAL_STATUS_NAMES[w.status], w.reference ?? '']);
  paid.addRow(['已打款合计', '', '', yuan(statement.totals.withdrawn), '', '']).font = { bold: true };
  paid.columns.forEach((column, index) => {
    column.width = [10, 20, 28, 14, 10, 28][index] ?? 12;
    if (index === 3) column.numFmt = '#,##0.00';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
