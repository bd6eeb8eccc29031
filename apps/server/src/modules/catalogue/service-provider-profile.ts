import type { ServiceProviderProfile, ServiceProviderProfileBody } from '@vm/contracts/service-provider-profile';
import { asc, eq, inArray } from 'drizzle-orm';
import { cities, serviceProviders, serviceProviderTypes, serviceTypes } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import { withTransaction } from '../../platform/db/with-transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { assertOwnUploads } from '../uploads/index';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

/** GET /api/service_providers/mine: the facilitator's own profile, or null before the first save. */
export async function myServiceProvider(deps: Pick<AppDeps, 'db'>, userId: number): Promise<ServiceProviderProfile | null> {
  const [row] = await deps.db.select().from(serviceProviders).where(eq(serviceProviders.userId, userId));
  if (!row) return null;
  const types = await deps.db
    .select({ id: serviceProviderTypes.typeId })
    .from(serviceProviderTypes)
    .where(eq(serviceProviderTypes.providerId, row.id))
    .orderBy(asc(serviceProviderTypes.typeId));
  return {
    id: row.id,
    name: row.name,
    intro: row.summary,
    service_type_ids: types.map((type) => type.id),
    city_ids: row.cityIds.length > 0 ? row.cityIds : [row.cityId],
    contact_mobile: row.contactMobile,
    contact_name: row.contactName,
    logo: row.logoUrl || null,
  };
}

/**
 * PUT /api/service_providers/mine: creates or replaces the facilitator's profile (one per account):
 * known service types and cities only (422 naming the field), the logo its own upload. Listed at once.
 */
export async function saveMyServiceProvider(deps: AppDeps, userId: number, body: ServiceProviderProfileBody): Promise<{ id: number }> {
  const typeIds = [...new Set(body.service_type_ids)];
  const cityIds = [...new Set(body.city_ids)];
  const id = await withTransaction(deps.pool, async (client) => {
    const tx = typed(client);
    const knownTypes = await tx.select({ id: serviceTypes.id }).from(serviceTypes).where(inArray(serviceTypes.id, typeIds));
    if (knownTypes.length !== typeIds.length) throw invalid('service_type_ids', '服务类型不存在');
    const knownCities = await tx.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds));
    if (knownCities.length !== cityIds.length) throw invalid('city_ids', '服务城市不存在');
    if (body.logo) await assertOwnUploads(client, userId, [body.logo], 'avatar', 'logo');
    const values = {
      name: body.name,
      summary: body.intro,
      description: body.intro,
      cityId: cityIds[0]!,
      cityIds,
      contactMobile: body.contact_mobile,
      contactName: body.contact_name,
      logoUrl: body.logo ?? '',
    };
    const [saved] = await tx
      .insert(serviceProviders)
      .values({ ...values, userId })
      .onConflictDoUpdate({ target: serviceProviders.userId, set: values })
      .returning({ id: serviceProviders.id });
    await tx.delete(serviceProviderTypes).where(eq(serviceProviderTypes.providerId, saved!.id));
    await tx.insert(serviceProviderTypes).values(typeIds.map((typeId) => ({ providerId: saved!.id, typeId })));
    return saved!.id;
  });
  return { id };
}
