import type { ManagedResourceInput } from '@vm/contracts/supplier-resources';
import { bearer, loginAs, type TestContext } from '../../../test/test-app';
import { seedTestCatalogue, type CatalogueFixture } from '../../catalogue/catalogue-fixture';
import { picture, tokenFor, upload } from '../../uploads/test/upload-fixtures';

/**
 * Supplier back-office tests: the catalogue fixture (owned by supplier A, 13900000001), a second supplier
 * B with a community of its own, and helpers to upload venue photos through the real upload endpoint.
 * The test clock is 2026-11-22 10:00 Shanghai: dates from 2026-11-24 on are bookable.
 */
export interface SupplierWorld {
  f: CatalogueFixture;
  a: { userId: number; token: string };
  b: { userId: number; token: string; communityId: number };
}

export async function seedSupplierWorld(t: TestContext): Promise<SupplierWorld> {
  const a = await loginAs(t, '13900000001', ['property']);
  const f = await seedTestCatalogue(t.deps.pool, a.userId);
  const b = await loginAs(t, '13900000055', ['property']);
  const community = await t.deps.pool.query<{ id: number }>(
    `insert into communities (name, owner_id, city_id, district_id, community_type_id, location_type_id, address, latitude, longitude)
     values ('别家商场', $1, 90, 1, 1, 1, '上海市徐汇区别处1号', 31.19, 121.43) returning id`,
    [b.userId],
  );
  return { f, a, b: { ...b, communityId: community.rows[0]!.id } };
}

/** Uploads a real picture into `bucket` as the holder of `token` and returns its URL. */
export async function uploadPicture(t: TestContext, token: string, bucket: 'venue' | 'panorama' = 'venue'): Promise<string> {
  const uploadToken = await tokenFor(t, token, bucket);
  const response = await upload(t, token, [
    { name: 'token', value: uploadToken },
    { name: 'file', filename: 'venue.jpg', contentType: 'image/jpeg', data: await picture('jpeg', 1000, 800) },
  ]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().result.url as string;
}

/** A day-lease booth: ¥600 a day (fen 60000), 2 units, ¥200 deposit. */
export const dayBooth = (extra: Record<string, unknown> = {}) => ({
  size: '3m*3m',
  custom_dimension: '标准摊位',
  count: 2,
  minimum_booking_days: 1,
  days_in_advance: 2,
  is_enquiry: false,
  prices: [{ lease_term_type_id: 9, price: 60000, deposit: 20000, subsidy: 0 }],
  unavailable_dates: ['2026-12-02'],
  ...extra,
});

export const resourceBody = (communityId: number, images: string[], extra: Partial<ManagedResourceInput> = {}): ManagedResourceInput => ({
  community_id: communityId,
  name: '星光天地北区中庭',
  field_type_id: 1,
  area: 260.5,
  indoor: true,
  images,
  booths: [dayBooth() as ManagedResourceInput['booths'][number]],
  ...extra,
});

/** Moves the clock past the 1 s duplicate-POST window before each write. */
function step(t: TestContext) {
  t.clock.advance(1100);
}

export function send(t: TestContext, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, token: string | null, payload?: unknown) {
  if (method !== 'GET') step(t);
  return t.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}
