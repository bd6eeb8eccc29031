import type pg from 'pg';

/** The demo accounts of docs/spec/api.md "Demo data"; log in with a code from the development outbox. */
export const DEMO_ACCOUNTS = {
  buyer: { mobile: '13800000001', name: '演示广告主', roles: ['business'] },
  supplier: { mobile: '13900000001', name: '演示供应商', roles: ['property'] },
  operator: { mobile: '13700000001', name: '平台运营', roles: ['operator'] },
} as const;

export async function seedDemoAccounts(client: pg.PoolClient | pg.Pool): Promise<Record<keyof typeof DEMO_ACCOUNTS, number>> {
  const ids = {} as Record<keyof typeof DEMO_ACCOUNTS, number>;
  for (const [key, account] of Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS]][]) {
    const result = await client.query<{ id: number }>(
      `insert into users (mobile, name, roles) values ($1, $2, $3)
       on conflict (mobile) do update set name = excluded.name returning id`,
      [account.mobile, account.name, account.roles],
    );
    ids[key] = result.rows[0]!.id;
  }
  return ids;
}
