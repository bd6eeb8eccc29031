import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BankAccount, BankAccountBody } from '@vm/contracts/settlement';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { SETTLEMENT_MESSAGES } from '@vm/domain/settlement';
import { supplierBankAccounts, withdrawals } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { AppDeps } from '../../platform/deps';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import { conflict, notFound } from '../../platform/http/app-error';
import { lockSupplierBalance } from './ledger';

/** GET /api/supplier/bank_accounts: the supplier's own, not removed, newest first. */
export async function listBankAccounts(deps: Pick<AppDeps, 'pool'>, supplierId: number): Promise<BankAccount[]> {
  const rows = await typed(deps.pool)
    .select()
    .from(supplierBankAccounts)
    .where(and(eq(supplierBankAccounts.supplierId, supplierId), isNull(supplierBankAccounts.deletedAt)))
    .orderBy(desc(supplierBankAccounts.createdAt), desc(supplierBankAccounts.id));
  return rows.map((row) => ({
    id: row.id,
    account_name: row.accountName,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    created_at: toShanghaiIsoString(row.createdAt),
  }));
}

/** POST /api/supplier/bank_accounts (the body already trimmed and checked: 8–30 digits). 409 for a number already registered. */
export async function addBankAccount(
  deps: Pick<AppDeps, 'pool' | 'clock'>,
  supplierId: number,
  body: { account_name: string; bank_name: string; account_number: string },
): Promise<{ id: number }> {
  const [created] = await typed(deps.pool)
    .insert(supplierBankAccounts)
    .values({ supplierId, accountName: body.account_name, bankName: body.bank_name, accountNumber: body.account_number, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: supplierBankAccounts.id });
  if (!created) throw conflict('该银行账号已添加');
  return created;
}

/**
 * DELETE /api/supplier/bank_accounts/{id}: removes one of the supplier's own accounts (another supplier's or
 * a removed one: 404). The row stays, marked `deleted_at`, for the withdrawals that name it. Refused (409)
 * while a pending withdrawal is to be paid to it; under the supplier's balance lock, the same one a
 * withdrawal request takes, so a request cannot pick the account while it is being removed.
 */
export async function removeBankAccount(deps: Pick<AppDeps, 'pool' | 'clock'>, supplierId: number, id: number): Promise<{ id: number }> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const db = typed(client);
    await lockSupplierBalance(client, supplierId);
    const [account] = await db
      .select({ id: supplierBankAccounts.id })
      .from(supplierBankAccounts)
      .where(and(eq(supplierBankAccounts.id, id), eq(supplierBankAccounts.supplierId, supplierId), isNull(supplierBankAccounts.deletedAt)));
    if (!account) throw notFound('收款账户');
    const [pending] = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.bankAccountId, id), eq(withdrawals.status, 'pending')))
      .limit(1);
    if (pending) throw conflict(SETTLEMENT_MESSAGES.accountInUse, 'BANK_ACCOUNT_IN_USE');
    await db.update(supplierBankAccounts).set({ deletedAt: deps.clock.now() }).where(eq(supplierBankAccounts.id, id));
    return { id };
  });
}

export type { BankAccountBody };
