import type { CompanyBody, CompanyInfo, CompanyPage } from '@vm/contracts/companies';
import { INDUSTRIES } from '@vm/domain/order-info-options';
import { LIMITS, withinLimit } from '@vm/domain/validation';
import { COMPANY_MESSAGES, CONTACT_MESSAGES, UPLOAD_MESSAGES } from '@vm/domain/validation-messages';
import { and, eq, sql } from 'drizzle-orm';
import { cities, companies, districts, provinces, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/deps';
import { typed } from '../../platform/db/typed';
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

function companyRows(db: Queryable) {
  const co = companies;
  return typed(db)
    .select({
      id: co.id,
      user_id: co.userId,
      name: co.name,
      licence_url: co.licenceUrl,
      industry_id: co.industryId,
      industry_parent_id: co.industryParentId,
      province_id: co.provinceId,
      city_id: co.cityId,
      district_id: co.districtId,
      province: provinces.name,
      city: cities.name,
      district: districts.name,
      address: co.address,
      updated_at: co.updatedAt,
    })
    .from(co)
    .innerJoin(provinces, eq(provinces.id, co.provinceId))
    .innerJoin(cities, eq(cities.id, co.cityId))
    .innerJoin(districts, eq(districts.id, co.districtId));
}
type CompanyRow = Awaited<ReturnType<ReturnType<typeof companyRows>['execute']>>[number];

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
  const [row] = await companyRows(db).where(eq(companies.userId, userId));
  return row;
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
    const db = typed(client);
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const current = await companyOf(client, userId);
    // The licence already on file needs no new upload; a new one must be the caller's own.
    if (licence !== current?.licence_url) {
      if (licence.includes(',')) throw invalid('licence_url', UPLOAD_MESSAGES.onlyOne);
      await assertOwnUploads(client, userId, [licence], 'licence', 'licence_url');
    }
    const [chain] = await db
      .select({ id: districts.id })
      .from(districts)
      .innerJoin(cities, eq(cities.id, districts.cityId))
      .where(and(eq(districts.id, body.district_id!), eq(cities.id, body.city_id!), eq(cities.provinceId, body.province_id!)));
    if (!chain) throw invalid('region', CONTACT_MESSAGES.regionRequired);
    const now = deps.clock.now();
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await db
      .insert(companies)
      .values({
        userId,
        name: body.name!.trim(),
        licenceUrl: licence,
        industryParentId: industry.parentId,
        industryId: body.industry_id!,
        provinceId: body.province_id!,
        cityId: body.city_id!,
        districtId: body.district_id!,
        address: body.address!.trim(),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: companies.userId,
        set: {
          name: excluded('name'),
          licenceUrl: excluded('licence_url'),
          industryParentId: excluded('industry_parent_id'),
          industryId: excluded('industry_id'),
          provinceId: excluded('province_id'),
          cityId: excluded('city_id'),
          districtId: excluded('district_id'),
          address: excluded('address'),
          updatedAt: excluded('updated_at'),
        },
      });
    return toInfo((await companyOf(client, userId))!);
  });
}

/** The company `id`'s owner, for its venues; null when there is no such company. */
export async function companyOwner(db: Queryable, id: number): Promise<number | null> {
  const [row] = await typed(db).select({ userId: companies.userId }).from(companies).where(eq(companies.id, id));
  return row?.userId ?? null;
}

/** GET /api/companies/{id}: the public page. The licence image stays private: only that there is one. */
export async function getCompanyPage(deps: Pick<AppDeps, 'pool'>, id: number): Promise<CompanyPage> {
  const [row] = await companyRows(deps.pool).where(eq(companies.id, id));
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
