import type { ParsedDemandBody } from '@vm/contracts/demands';
import type { BusinessDate } from '@vm/domain/business-date';
import { demandErrors, normalizeDemandInput, type DemandField } from '@vm/domain/demand-form';
import { ALL_CITIES_ID, budgetYuanToFen, cityIdsError, homeDemandErrors } from '@vm/domain/demands';
import { firstError, type FieldErrors } from '@vm/domain/form-validation';
import { DEMAND_MESSAGES } from '@vm/domain/validation-messages';
import { PATTERNS } from '@vm/domain/validation';
import { eq } from 'drizzle-orm';
import { communities, physicalResources } from '../../db/schema/index';
import { typed } from '../../platform/db/typed';
import type { Queryable } from '../../platform/db/with-transaction';
import { AppError } from '../../platform/http/app-error';
import { DEMAND_INDUSTRIES, DEMAND_SPREAD_WAYS, unknownIds } from './demand-options';

/** A demand as it is stored (fen, areas as decimal text), checked and normalised. */
export interface DemandValues {
  isHome: boolean;
  name: string;
  mobile: string;
  product: string;
  minimumArea: string | null;
  maximumArea: string | null;
  budgetFen: number | null;
  start: BusinessDate | null;
  end: BusinessDate | null;
  cityIds: number[];
  communityTypeIds: number[];
  spreadWayIds: number[];
  industryIds: number[];
  communityId: number | null;
  physicalResourceId: number | null;
  needs: { power: boolean; carport: boolean; stayOvernight: boolean; leaflet: boolean; establish: boolean; partTimeJob: boolean };
  description: string;
  picUrls: string[];
}

type Field = DemandField | 'city_ids' | 'community_type_ids' | 'spread_way_ids' | 'industry_ids' | 'community_resource_id' | 'physical_resource_id';

const trimmed = (value: string | null | undefined): string => (value ?? '').trim();
const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

function refuse(errors: FieldErrors<string>): never {
  throw new AppError('VALIDATION', firstError(errors)!, errors as Record<string, string>);
}

/** An area as typed (`20`, `'50.5'`) → decimal text with at most two decimals, or null. */
function areaText(value: string | number | null | undefined): string | null {
  const text = typeof value === 'number' ? String(value) : trimmed(value);
  return PATTERNS.decimal2.test(text) ? text : null;
}

/** Reference checks the form cannot make: known cities, community types, spread ways, industries, origin. */
async function referenceErrors(db: Queryable, body: ParsedDemandBody, cityIds: number[]): Promise<FieldErrors<Field>> {
  const errors: FieldErrors<Field> = {};
  const cityProblem = cityIdsError(cityIds);
  if (cityProblem) errors.city_ids = cityProblem;
  else if (
    (
      await unknownIds(
        db,
        'cities',
        cityIds.filter((id) => id !== ALL_CITIES_ID),
      )
    ).length > 0
  )
    errors.city_ids = '所选城市不存在';
  if ((await unknownIds(db, 'community_types', unique(body.community_type_ids))).length > 0) errors.community_type_ids = '所选社区类型不存在';
  if (!body.spread_way_ids.every((id) => DEMAND_SPREAD_WAYS.some((way) => way.id === id))) errors.spread_way_ids = '所选推广形式不存在';
  if (!body.industry_ids.every((id) => DEMAND_INDUSTRIES.some((industry) => industry.id === id))) errors.industry_ids = '所选行业不存在';
  if (body.community_resource_id) {
    const [found] = await typed(db).select({ id: communities.id }).from(communities).where(eq(communities.id, body.community_resource_id));
    if (!found) errors.community_resource_id = '所选社区不存在';
  }
  if (body.physical_resource_id) {
    const [found] = await typed(db)
      .select({ communityId: physicalResources.communityId })
      .from(physicalResources)
      .where(eq(physicalResources.id, body.physical_resource_id));
    if (!found) errors.physical_resource_id = '所选场地不存在';
    else if (body.community_resource_id && found.communityId !== body.community_resource_id) errors.physical_resource_id = '所选场地不属于该社区';
  }
  return errors;
}

/** The home page's short form: city, name, mobile (and a code for visitors); nothing else is kept. */
async function homeDemandValues(db: Queryable, body: ParsedDemandBody, loggedIn: boolean): Promise<DemandValues> {
  const cityIds = unique(body.city_ids);
  const errors: FieldErrors<string> = homeDemandErrors({ city_ids: cityIds, name: body.name, mobile: body.mobile, captcha: body.captcha }, { loggedIn });
  if (firstError(errors)) refuse(errors);
  const references = await referenceErrors(
    db,
    { ...body, community_type_ids: [], spread_way_ids: [], industry_ids: [], community_resource_id: null, physical_resource_id: null },
    cityIds,
  );
  if (firstError(references)) refuse(references);
  return {
    isHome: true,
    name: trimmed(body.name),
    mobile: trimmed(body.mobile),
    product: '',
    minimumArea: null,
    maximumArea: null,
    budgetFen: null,
    start: null,
    end: null,
    cityIds,
    communityTypeIds: [],
    spreadWayIds: [],
    industryIds: [],
    communityId: null,
    physicalResourceId: null,
    needs: { power: false, carport: false, stayOvernight: false, leaflet: false, establish: false, partTimeJob: false },
    description: '',
    picUrls: [],
  };
}

/**
 * Checks a demand with the form's messages in the spec's order (packages/domain demandErrors), then the
 * references; a reversed area range is swapped as the form does. 422 with `errors` on the first problem
 * set; nothing is written here.
 */
export async function checkDemand(db: Queryable, body: ParsedDemandBody, options: { loggedIn: boolean; today: BusinessDate }): Promise<DemandValues> {
  if (body.is_home === 1) return homeDemandValues(db, body, options.loggedIn);
  const pictures = body.pic_url ?? body.images ?? [];
  const input = {
    name: body.name,
    mobile: body.mobile === null || body.mobile === undefined ? body.mobile : body.mobile.trim(),
    captcha: body.captcha === null || body.captcha === undefined ? body.captcha : body.captcha.trim(),
    product: body.product,
    minimum_area: body.minimum_area,
    maximum_area: body.maximum_area,
    single_field_budget: body.single_field_budget,
    start: body.start,
    end: body.end,
    ex_description: body.ex_description,
    pic_url: pictures,
  };
  const errors: FieldErrors<Field> = demandErrors(input, options);
  const budgetFen = budgetYuanToFen(typeof body.single_field_budget === 'string' ? body.single_field_budget.trim() : body.single_field_budget);
  if (!errors.single_field_budget && budgetFen === null) errors.single_field_budget = DEMAND_MESSAGES.budgetRequired;
  const areas = normalizeDemandInput({ minimum_area: areaText(body.minimum_area), maximum_area: areaText(body.maximum_area) });
  const minimumArea = areaText(areas.minimum_area);
  const maximumArea = areaText(areas.maximum_area);
  if (!errors.minimum_area && minimumArea === null) errors.minimum_area = DEMAND_MESSAGES.minAreaRequired;
  if (!errors.maximum_area && maximumArea === null) errors.maximum_area = DEMAND_MESSAGES.maxAreaRequired;
  if (firstError(errors)) refuse(errors);

  const cityIds = unique(body.city_ids.length > 0 ? body.city_ids : [ALL_CITIES_ID]);
  const references = await referenceErrors(db, body, cityIds);
  if (firstError(references)) refuse(references);
  return {
    isHome: false,
    name: trimmed(body.name),
    mobile: trimmed(body.mobile),
    product: trimmed(body.product),
    minimumArea,
    maximumArea,
    budgetFen,
    start: body.start!,
    end: body.end!,
    cityIds,
    communityTypeIds: unique(body.community_type_ids),
    spreadWayIds: unique(body.spread_way_ids),
    industryIds: unique(body.industry_ids),
    communityId: body.community_resource_id ?? null,
    physicalResourceId: body.physical_resource_id ?? null,
    needs: {
      power: body.power === 1,
      carport: body.carport === 1,
      stayOvernight: body.stay_overnight === 1,
      leaflet: body.leaflet === 1,
      establish: body.establish === 1,
      partTimeJob: body.part_time_job === 1,
    },
    description: trimmed(body.ex_description),
    picUrls: unique(pictures),
  };
}
