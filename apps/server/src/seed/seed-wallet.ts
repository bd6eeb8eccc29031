import type pg from 'pg';
import { creditWallet } from '../modules/wallet';

/** The demo buyer's starting balance (docs/spec/api.md "Demo data": at least ¥10,000), fen. */
export const DEMO_BUYER_BALANCE = 2_000_000;

/** Gives the demo buyer a wallet with a top-up. */
export async function seedWallet(client: pg.PoolClient, buyerId: number, now: Date): Promise<void> {
  await creditWallet(client, { userId: buyerId, amount: DEMO_BUYER_BALANCE, kind: 'topup', note: '演示账号充值', now });
}
