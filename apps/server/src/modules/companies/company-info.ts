import type { CompanyBody, CompanyInfo, CompanyPage } from '@vm/contracts/companies';
import { INDUSTRIES } from '@vm/domain/order-info-options';
import { LIMITS, withinLimit } from '@vm/domain/validation';
import { COMPANY_MESSAGES, CONTACT_MESSAGES, UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import type { AppDeps } from '../../platform/deps';
import { withTransaction, type Queryable } from '../../platform/db/with-transaction';
import { AppError, invalid, notFound } from '../../platform/http/app-error';
import { ownerVenueCounts } from '../catalogue';
import { assertOwnUploads } from '../uploads';

/** An industry of the list (a parent, or one of its children): its parent id and display name. */
export function findIndustry(id: number): { parentId: number; name: string } | null {
  for (const parent of INDUSTRIES) {
    if (parent.id === id) return { parentId: parent.id, name: parent.name };
    const child = parent.children.find((option) => option.id === id);
    if (child) return { parentId: parent.id, name: `${parent.name} / ${child.name}` };
  }
  return null;
}

interface CompanyRow {
  id: number;
  user_id: number;
  name: string;
  licence_url: string;
  industry_id: number;
  industry_parent_id: number;
  province_id: number;
  city_id: number;
  district_id: number;
  province: string;
  city: string;
  district: string;
  address: string;
  updated_at: Date;
}

const SELECT = `select co.id, co.user_id, co.name, co.licence_url, co.industry_id, co.industry_parent_id, co.province_id, co.city_id, co.district_id,
    p.name as province, c.name as city, d.name as district, co.address, co.updated_at
  from companies co join provinces p on p.id = co.province_id join cities c on c.id = co.city_id join districts d on d.id = co.district_id`;

const toInfo = (row: CompanyRow): CompanyInfo => ({
  id: row.id,
  name: row.name,
  licence_url: row.licence_url,
  industry_id: row.industry_id,
  industry_parent_id: row.industry_parent_id,
  industry: findIndustry(row.industry_id)?.name ?? '',
  province_id: row.province_id,
  city_id: row.city_id,
  district_id: row.district_id,
  province: row.province,
  city: row.city,
  district: row.district,
  address: row.address,
  updated_at: row.updated_at.toISOString(),
});

async function companyOf(db: Queryable, userId: number): Promise<CompanyRow | undefined> {
  return (await db.query<CompanyRow>(`${SELECT} where co.user_id = $1`, [userId])).rows[0];
}

/** GET /api/company_info: the caller's company, or null before it was entered. */
export async function getCompanyInfo(deps: Pick<AppDeps, 'pool'>, userId: number): Promise<CompanyInfo | null> {
  const row = await companyOf(deps.pool, userId);
  return row ? toInfo(row) : null;
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** The form's checks, in its order: name, licence image, industry, region, address. */
function companyErrors(body: CompanyBody): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(body.name)) errors.name = COMPANY_MESSAGES.nameRequired;
  else if (!withinLimit(body.name!.trim(), 60)) errors.name = COMPANY_MESSAGES.nameTooLong;
  if (blank(body.licence_url)) errors.licence_url = COMPANY_MESSAGES.licenceRequired;
  if (!body.industry_id || !findIndustry(body.industry_id)) errors.industry_id = COMPANY_MESSAGES.industryRequired;
  if (!body.province_id || !body.city_id || !body.district_id) errors.region = CONTACT_MESSAGES.regionRequired;
  if (blank(body.address)) errors.address = CONTACT_MESSAGES.addressRequired;
  else if (!withinLimit(body.address!.trim(), LIMITS.contactAddress)) errors.address = CONTACT_MESSAGES.addressTooLong;
  return errors;
}

/**
 * PUT /api/company_info: creates or replaces the caller's company. The licence image must be the
 * caller's own upload into the `licence` bucket (one image); the region chain must exist.
 */
export async function saveCompanyInfo(deps: Pick<AppDeps, 'pool' | 'clock'>, userId: number, body: CompanyBody): Promise<CompanyInfo> {
  const errors = companyErrors(body);
  const first = Object.values(errors)[0];
  if (first) throw new AppError('VALIDATION', first, errors);
  const licence = body.licence_url!.trim();
  const industry = findIndustry(body.industry_id!)!;
  return withTransaction(deps.pool, async (client) => {
    await client.query('select id from users where id = $1 for no key update', [userId]);
    const current = await companyOf(client, userId);
    // The licence already on file needs no new upload; a new one must be the caller's own.
    if (licence !== current?.licence_url) {
      if (licence.includes(',')) throw invalid('licence_url', UPLOAD_MESSAGES.onlyOne);
      await assertOwnUploads(client, userId, [licence], 'licence', 'licence_url');
    }
    const chain = await client.query('select 1 from districts d join cities c on c.id = d.city_id where d.id = $3 and c.id = $2 and c.province_id = $1', [
      body.province_id,
      body.city_id,
      body.district_id,
    ]);
    if (!chain.rowCount) throw invalid('region', CONTACT_MESSAGES.regionRequired);
    const now = deps.clock.now();
    await client.query(
      `insert into companies (user_id, name, licence_url, industry_parent_id, industry_id, province_id, city_id, district_id, address, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
       on conflict (user_id) do update set name = excluded.name, licence_url = excluded.licence_url, industry_parent_id = excluded.industry_parent_id,
         industry_id = excluded.industry_id, province_id = excluded.province_id, city_id = excluded.city_id, district_id = excluded.district_id,
         address = excluded.address, updated_at = excluded.updated_at`,
      [userId, body.name!.trim(), licence, industry.parentId, body.industry_id, body.province_id, body.city_id, body.district_id, body.address!.trim(), now],
    );
    return toInfo((await companyOf(client, userId))!);
  });
}

/** The company `id`'s owner, for its venues; null when there is no such company. */
export async function companyOwner(db: Queryable, id: number): Promise<number | null> {
  return (await db.query<{ user_id: number }>('select user_id from companies where id = $1', [id])).rows[0]?.user_id ?? null;
}

/** GET /api/companies/{id}: the public page. The licence image stays private: only that there is one. */
export async function getCompanyPage(deps: Pick<AppDeps, 'pool'>, id: number): Promise<CompanyPage> {
  const row = (await deps.pool.query<CompanyRow>(`${SELECT} where co.id = $1`, [id])).rows[0];
  if (!row) throw notFound('企业');
  const counts = await ownerVenueCounts(deps.pool, row.user_id);
  return {
    id: row.id,
    name: row.name,
    industry: findIndustry(row.industry_id)?.name ?? '',
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    has_licence: row.licence_url !== '',
    venue_count: counts.venues,
    community_count: counts.communities,
  };
}
