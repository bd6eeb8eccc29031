import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OperatorWithdrawal, Withdrawal, WithdrawalBody } from '@vm/contracts/settlement';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { SETTLEMENT_MESSAGES, type PayoutChannelName, type WithdrawalStatus } from '@vm/domain/settlement';
import { supplierBankAccounts, users, withdrawals } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { Queryable } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { recordEvent } from '../../platform/events/record-event';
import { conflict, invalid, notFound } from '../../platform/http/app-error';
import { bucketOf, lockSupplierBalance, move } from './ledger';

/**
 * POST /api/supplier/withdrawals: reserves `amount` of `available` at once (available → withdrawing).
 * The check and the reservation run under the supplier's advisory lock, so raced requests — from any
 * number of processes — reserve one after another and never more than `available` (409 可提现余额不足).
 */
export async function requestWithdrawal(deps: AppDeps, actor: { ownerId: number; actorId: number }, body: WithdrawalBody): Promise<{ id: number }> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const db = typed(client);
    const now = deps.clock.now();
    // The lock first: a removal of the account (bank-accounts.ts) takes it too, so the account read here stays.
    await lockSupplierBalance(client, actor.ownerId);
    const [account] = await db
      .select({ id: supplierBankAccounts.id })
      .from(supplierBankAccounts)
      .where(
        and(eq(supplierBankAccounts.id, body.bank_account_id), eq(supplierBankAccounts.supplierId, actor.ownerId), isNull(supplierBankAccounts.deletedAt)),
      );
    if (!account) throw invalid('bank_account_id', '收款账户不存在');
    const available = await bucketOf(client, actor.ownerId, 'available');
    if (body.amount > available) throw conflict(SETTLEMENT_MESSAGES.insufficient, 'WITHDRAWAL_INSUFFICIENT');
    const [created] = await db
      .insert(withdrawals)
      .values({ supplierId: actor.ownerId, bankAccountId: account.id, amount: body.amount, status: 'pending', createdAt: now })
      .returning({ id: withdrawals.id });
    await move(client, {
      supplierId: actor.ownerId,
      kind: 'reserved',
      amount: body.amount,
      from: 'available',
      to: 'withdrawing',
      withdrawalId: created!.id,
      now,
    });
    await recordEvent(
      client,
      {
        type: 'withdrawal.requested',
        actorId: actor.actorId,
        subjectUserId: actor.ownerId,
        payload: { withdrawal_id: created!.id, amount: body.amount },
        audit: {
          action: 'withdrawal.request',
          targetType: 'withdrawal',
          targetId: created!.id,
          after: { amount: body.amount, bank_account_id: account.id, status: 'pending' },
        },
        now,
      },
      deps.events,
    );
    return { id: created!.id };
  });
}

const columns = {
  id: withdrawals.id,
  supplierId: withdrawals.supplierId,
  amount: withdrawals.amount,
  status: withdrawals.status,
  channel: withdrawals.channel,
  reference: withdrawals.reference,
  reason: withdrawals.reason,
  decidedAt: withdrawals.decidedAt,
  createdAt: withdrawals.createdAt,
  accountId: supplierBankAccounts.id,
  accountName: supplierBankAccounts.accountName,
  bankName: supplierBankAccounts.bankName,
  accountNumber: supplierBankAccounts.accountNumber,
  supplierName: sql<string>`coalesce(nullif(${users.name}, ''), ${users.mobile})`,
  supplierMobile: users.mobile,
};

function withdrawalRows(client: Queryable) {
  return typed(client)
    .select(columns)
    .from(withdrawals)
    .innerJoin(supplierBankAccounts, eq(supplierBankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(users, eq(users.id, withdrawals.supplierId));
}
type Row = Awaited<ReturnType<ReturnType<typeof withdrawalRows>['execute']>>[number];

const view = (row: Row): OperatorWithdrawal => ({
  id: row.id,
  supplier_id: row.supplierId,
  supplier_name: row.supplierName,
  supplier_mobile: row.supplierMobile,
  amount: row.amount,
  status: row.status as WithdrawalStatus,
  bank_account: { id: row.accountId, account_name: row.accountName, bank_name: row.bankName, account_number: row.accountNumber },
  channel: row.channel as Withdrawal['channel'],
  reference: row.reference,
  reason: row.reason,
  decided_at: row.decidedAt ? toShanghaiIsoString(row.decidedAt) : null,
  created_at: toShanghaiIsoString(row.createdAt),
});

/** The supplier's (`supplierId`) or, for staff (null), everyone's withdrawals, newest first (the operator's queue oldest first). */
export async function listWithdrawals(
  deps: Pick<AppDeps, 'pool'>,
  supplierId: number | null,
  query: { status?: WithdrawalStatus | undefined; page: number; page_size: number },
) {
  const filters: SQL[] = [];
  if (supplierId !== null) filters.push(eq(withdrawals.supplierId, supplierId));
  if (query.status) filters.push(eq(withdrawals.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const order =
    supplierId === null && query.status === 'pending' ? [withdrawals.createdAt, withdrawals.id] : [desc(withdrawals.createdAt), desc(withdrawals.id)];
  const [rows, [count]] = await Promise.all([
    withdrawalRows(deps.pool)
      .where(where)
      .orderBy(...order)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    typed(deps.pool)
      .select({ total: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(where),
  ]);
  return { data: rows.map(view), total: count?.total ?? 0, page: query.page, page_size: query.page_size };
}

export async function findWithdrawal(client: Queryable, id: number): Promise<OperatorWithdrawal | undefined> {
  const [row] = await withdrawalRows(client).where(eq(withdrawals.id, id));
  return row ? view(row) : undefined;
}

/**
 * pending → paid with the payout's reference (compare-and-set: 409 when not pending, so a payout is
 * recorded once), withdrawing → withdrawn, audited, the supplier told (withdrawal.paid).
 */
export async function markWithdrawalPaid(
  deps: AppDeps,
  operatorId: number,
  id: number,
  payout: { channel: PayoutChannelName; reference: string },
): Promise<OperatorWithdrawal> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const [paid] = await typed(client)
      .update(withdrawals)
      .set({ status: 'paid', channel: payout.channel, reference: payout.reference, decidedBy: operatorId, decidedAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning({ id: withdrawals.id, supplierId: withdrawals.supplierId, amount: withdrawals.amount });
    if (!paid) throw (await findWithdrawal(client, id)) ? conflict(SETTLEMENT_MESSAGES.notPending, 'WITHDRAWAL_NOT_PENDING') : notFound('提现申请');
    await move(client, { supplierId: paid.supplierId, kind: 'paid', amount: paid.amount, from: 'withdrawing', to: 'withdrawn', withdrawalId: paid.id, now });
    await recordEvent(
      client,
      {
        type: 'withdrawal.paid',
        actorId: operatorId,
        subjectUserId: paid.supplierId,
        payload: { withdrawal_id: paid.id, amount: paid.amount, channel: payout.channel, reference: payout.reference },
        audit: {
          action: 'withdrawal.pay',
          targetType: 'withdrawal',
          targetId: paid.id,
          before: { status: 'pending' },
          after: { status: 'paid', channel: payout.channel, reference: payout.reference },
        },
        now,
      },
      deps.events,
    );
    return (await findWithdrawal(client, id))!;
  });
}

/** pending → refused with the reason; the amount returns to `available`; audited, the supplier told. */
export async function refuseWithdrawal(deps: AppDeps, operatorId: number, id: number, reason: string): Promise<OperatorWithdrawal> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const now = deps.clock.now();
    const [refused] = await typed(client)
      .update(withdrawals)
      .set({ status: 'refused', reason, decidedBy: operatorId, decidedAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning({ id: withdrawals.id, supplierId: withdrawals.supplierId, amount: withdrawals.amount });
    if (!refused) throw (await findWithdrawal(client, id)) ? conflict(SETTLEMENT_MESSAGES.notPending, 'WITHDRAWAL_NOT_PENDING') : notFound('提现申请');
    await move(client, {
      supplierId: refused.supplierId,
      kind: 'refused',
      amount: refused.amount,
      from: 'withdrawing',
      to: 'available',
      withdrawalId: refused.id,
      now,
    });
    await recordEvent(
      client,
      {
        type: 'withdrawal.refused',
        actorId: operatorId,
        subjectUserId: refused.supplierId,
        payload: { withdrawal_id: refused.id, amount: refused.amount, reason },
        audit: {
          action: 'withdrawal.refuse',
          targetType: 'withdrawal',
          targetId: refused.id,
          before: { status: 'pending' },
          after: { status: 'refused', reason },
        },
        now,
      },
      deps.events,
    );
    return (await findWithdrawal(client, id))!;
  });
}
