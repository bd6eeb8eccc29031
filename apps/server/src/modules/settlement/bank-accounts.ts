import { and, desc, eq } from 'drizzle-orm';
import type { BankAccount, BankAccountBody } from '@vm/contracts/settlement';
import { toShanghaiIsoString } from '@vm/domain/business-date';
import { supplierBankAccounts } from '../../db/schema/index';
import { drizzleOn } from '../../platform/db/drizzle-on';
import type { AppDeps } from '../../platform/deps';
import { conflict } from '../../platform/http/app-error';

/** GET /api/supplier/bank_accounts: the supplier's own, newest first. */
export async function listBankAccounts(deps: Pick<AppDeps, 'pool'>, supplierId: number): Promise<BankAccount[]> {
  const rows = await drizzleOn(deps.pool)
    .select()
    .from(supplierBankAccounts)
    .where(eq(supplierBankAccounts.supplierId, supplierId))
    .orderBy(desc(supplierBankAccounts.createdAt), desc(supplierBankAccounts.id));
  return rows.map((row) => ({ id: row.id, account_name: row.accountName, bank_name: row.bankName, account_number: row.accountNumber, created_at: toShanghaiIsoString(row.createdAt) }));
}

/** POST /api/supplier/bank_accounts (the body already trimmed and checked: 8–30 digits). 409 for a number already registered. */
export async function addBankAccount(deps: Pick<AppDeps, 'pool' | 'clock'>, supplierId: number, body: { account_name: string; bank_name: string; account_number: string }): Promise<{ id: number }> {
  const [created] = await drizzleOn(deps.pool)
    .insert(supplierBankAccounts)
    .values({ supplierId, accountName: body.account_name, bankName: body.bank_name, accountNumber: body.account_number, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: supplierBankAccounts.id });
  if (!created) throw conflict('该银行账号已添加');
  return created;
}

/** The supplier's own account (another supplier's reads as missing). */
export async function ownBankAccount(deps: Pick<AppDeps, 'pool'>, supplierId: number, id: number) {
  const [row] = await drizzleOn(deps.pool)
    .select()
    .from(supplierBankAccounts)
    .where(and(eq(supplierBankAccounts.id, id), eq(supplierBankAccounts.supplierId, supplierId)));
  return row;
}

export type { BankAccountBody };
