import { hash } from '@node-rs/argon2';
import { paymentGateway } from '../../../platform/alipay/alipay-gateway-for';
import { rsa2Sign, signContent } from '../../../platform/alipay/rsa2';
import type { SandboxGateway } from '../../../platform/alipay/sandbox-gateway';
import { loadSandboxKeys } from '../../../platform/alipay/sandbox-keys';
import { bearer, type TestContext } from '../../../test/test-app';
import { NOTIFY_PATH } from '../payment-urls';

export const HOUR = 3600_000;

/** Sets a payment password without the SMS round trip (the SMS flow has its own test). */
export async function givePayPassword(t: TestContext, userId: number, password = '246810'): Promise<string> {
  await t.deps.pool.query(
    `insert into pay_passwords (user_id, password_hash, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update set password_hash = excluded.password_hash, failed_attempts = 0, locked_until = null`,
    [userId, await hash(password), t.clock.now()],
  );
  return password;
}

/** Unpaid orders without lines (enough for paying): `fee` fen each, due 48 hours from now. */
export async function bareOrders(t: TestContext, userId: number, count: number, fee = 10_000): Promise<number[]> {
  const now = t.clock.now();
  const rows = await t.deps.pool.query<{ id: number }>(
    `insert into orders (order_num, user_id, total_amount, subsidy, total_deposit, coupon, integral, actual_fee, contact, mobile, expires_at, created_at, updated_at)
     select 'P' || substr(md5(random()::text), 1, 20), $1, $2, 0, 0, 0, 0, $2, '张三', '13812345678', $3, $4, $4 from generate_series(1, $5) returning id`,
    [userId, fee, new Date(now.getTime() + 48 * HOUR), now, count],
  );
  return rows.rows.map((row) => row.id);
}

export async function sandboxOf(t: TestContext): Promise<SandboxGateway> {
  return (await paymentGateway(t.deps)).sandbox!;
}

/**
 * A notify for `outTradeNo` as the sandbox gateway would send it once paid, with `overrides` applied
 * and then signed with `signingKey` (the gateway's private key unless a forger's is given).
 */
export async function notifyFields(
  t: TestContext,
  outTradeNo: string,
  overrides: Record<string, string> = {},
  signingKey?: string,
): Promise<Record<string, string>> {
  const sandbox = await sandboxOf(t);
  const trade = await sandbox.findTrade(outTradeNo);
  if (!trade) throw new Error(`the sandbox does not know ${outTradeNo}`);
  const { sign: _sign, sign_type: _type, ...fields } = sandbox.signedNotify({ ...trade, status: 'TRADE_SUCCESS', paidAt: t.clock.now() });
  const content = { ...fields, ...overrides };
  const key = signingKey ?? (await loadSandboxKeys(t.deps.pool, t.clock.now())).gatewayPrivateKey;
  return { ...content, sign_type: 'RSA2', sign: rsa2Sign(signContent(content, ['sign', 'sign_type']), key) };
}

export async function postNotify(t: TestContext, fields: Record<string, string>): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return response.body;
}

export const walletOf = async (t: TestContext, token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallets', headers: bearer(token) })).json().result as {
    balance_sum: number;
    has_pay_password: boolean;
    pay_password_locked_until: string | null;
  };

/** Σ of the ledger, read independently of the balance endpoint. */
export const ledgerSum = async (t: TestContext, userId: number) =>
  Number(
    (await t.deps.pool.query<{ sum: number }>('select coalesce(sum(amount), 0)::bigint as sum from wallet_entries where user_id = $1', [userId])).rows[0]!.sum,
  );

export const orderRow = async (t: TestContext, orderId: number) =>
  (
    await t.deps.pool.query<{ status: string; payment_mode: number | null; paid_amount: number | null; offline_status: number }>(
      'select status, payment_mode, paid_amount, offline_status from orders where id = $1',
      [orderId],
    )
  ).rows[0]!;
