import type { Queryable } from '../../platform/db/with-transaction';

/**
 * The account of `mobile`, registered as a business user when there is none yet (one account per
 * mobile: a concurrent registration of the same mobile finds the other's row). Runs in the caller's
 * transaction, after the caller consumed an SMS code of that mobile (a visitor's demand).
 */
export async function accountForMobile(client: Queryable, mobile: string, now: Date): Promise<{ id: number; created: boolean }> {
  const inserted = await client.query<{ id: number }>(
    `insert into users (mobile, roles, created_at) values ($1, $2, $3) on conflict (mobile) do nothing returning id`,
    [mobile, ['business'], now],
  );
  if (inserted.rows[0]) return { id: inserted.rows[0].id, created: true };
  const existing = await client.query<{ id: number }>('select id from users where mobile = $1', [mobile]);
  return { id: existing.rows[0]!.id, created: false };
}

/** Fills an empty profile name and product from a form the person sent (the demand form prefills them next time). */
export async function fillBlankProfile(client: Queryable, userId: number, values: { name?: string; product?: string }): Promise<void> {
  await client.query(
    `update users set name = case when name = '' then coalesce(nullif($2, ''), name) else name end,
                      product = case when product = '' then coalesce(nullif($3, ''), product) else product end
      where id = $1 and (name = '' or product = '')`,
    [userId, values.name?.slice(0, 24) ?? '', values.product?.slice(0, 30) ?? ''],
  );
}
