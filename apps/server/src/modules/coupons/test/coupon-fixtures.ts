import type { CouponTemplateBody } from '@vm/contracts/coupon-templates';
import { seedDemoAccounts } from '../../../seed/demo-accounts';
import { seedCatalogue } from '../../../seed/seed-catalogue';
import { withTransaction } from '../../../platform/db/with-transaction';
import { bearer, loginAs, type TestContext } from '../../../test/test-app';

/** One booth with everything a coupon scope can point at. */
export interface BoothRef {
  sellingResourceId: number;
  physicalResourceId: number;
  topPhysicalId: number;
  communityId: number;
  categoryId: number;
}

/** A small catalogue from the demo generator (the same code the demo data uses), and two booths in different communities and categories. */
export async function seedSmallCatalogue(t: TestContext): Promise<{ booths: [BoothRef, BoothRef]; operatorToken: string }> {
  await withTransaction(t.deps.pool, async (client) => {
    const accounts = await seedDemoAccounts(client);
    await seedCatalogue(client, accounts.supplier, { physicalResources: 40, now: t.clock.now() });
  });
  const rows = await t.deps.pool.query<BoothRef>(
    `select distinct on (pr.community_id) sr.id as "sellingResourceId", sr.physical_resource_id as "physicalResourceId",
            sr.top_physical_id as "topPhysicalId", pr.community_id as "communityId", pr.category_id as "categoryId"
       from selling_resources sr join physical_resources pr on pr.id = sr.physical_resource_id
      order by pr.community_id, sr.id`,
  );
  const first = rows.rows[0]!;
  const second = rows.rows.find((row) => row.categoryId !== first.categoryId) ?? rows.rows[1]!;
  const { token } = await loginAs(t, '13700000009', ['operator']);
  return { booths: [first, second], operatorToken: token };
}

let bodyCounter = 0;

/** Creates a coupon on offer through the operator API and returns its coupon_id. */
export async function createTemplate(t: TestContext, operatorToken: string, body: Partial<CouponTemplateBody> = {}): Promise<number> {
  bodyCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/operator/coupons',
    headers: bearer(operatorToken),
    payload: { text: `测试券${bodyCounter}`, amount: 1000, min_goods_amount: 10000, scope: 1, total_quantity: 100, valid_days: 30, ...body },
  });
  if (response.statusCode !== 201) throw new Error(`creating a coupon failed: ${response.body}`);
  return response.json().result.coupon_id as number;
}
