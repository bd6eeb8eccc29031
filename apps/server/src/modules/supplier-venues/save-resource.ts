import type { BoothInput, ManagedResourceBody, ManagedResourceResult } from '@vm/contracts/supplier-resources';
import { isValidDate, todayInShanghai } from '@vm/domain/business-date';
import type pg from 'pg';
import { withRetriedTransaction } from '../../platform/db/with-retried-transaction';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, notFound } from '../../platform/http/app-error';
import { recordAction, type SupplierActor } from '../supplier-access/index';
import { insertPhysical, updatePhysical } from '../catalogue';
import {
  firstDateHeldAbove,
  firstHeldDate,
  insertBooth,
  liveOrderOf,
  lockBooths,
  lockOwnResource,
  removeBooth,
  replaceBoothRules,
  replacePhysicalExtras,
  resourceReferenceErrors,
  updateBooth,
} from './resource-queries';
import { syncVenueSearch } from './search-sync';
import { assertSupplierUploads } from './uploads-check';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { [field]: message });

function assertDates(field: string, dates: readonly string[]): void {
  for (const date of dates) if (!isValidDate(date)) throw invalid(field, `${date} 不是有效日期`);
}

function assertUnique<T>(field: string, values: readonly T[], message: string): void {
  if (new Set(values).size !== values.length) throw invalid(field, message);
}

/** Checks a booth beyond its schema; returns its main lease term. */
function checkBooth(booth: BoothInput, index: number): number {
  const field = `booths.${index}`;
  const terms = booth.prices.map((price) => price.lease_term_type_id);
  assertUnique(`${field}.prices`, terms, '同一订购周期只能填写一个价格');
  const mainTerm = booth.lease_term_type_id ?? terms[0]!;
  if (!terms.includes(mainTerm)) throw invalid(`${field}.lease_term_type_id`, '主订购周期需要填写价格');
  if (!booth.is_enquiry && booth.prices.every((price) => price.price <= 0)) throw invalid(`${field}.prices`, '请填写价格，或设为询价');
  for (const price of booth.prices) {
    if (price.subsidy > price.price && price.price > 0) throw invalid(`${field}.prices`, '补贴不能大于价格');
  }
  assertDates(`${field}.unavailable_dates`, booth.unavailable_dates);
  assertDates(
    `${field}.special_prices`,
    booth.special_prices.map((p) => p.date),
  );
  assertDates(
    `${field}.raised_prices`,
    booth.raised_prices.map((p) => p.date),
  );
  assertUnique(
    `${field}.special_prices`,
    booth.special_prices.map((p) => p.date),
    '特价日期重复',
  );
  assertUnique(
    `${field}.raised_prices`,
    booth.raised_prices.map((p) => p.date),
    '涨价日期重复',
  );
  const start = booth.activity_start_date ?? null;
  const deadline = booth.deadline ?? null;
  if (start && !isValidDate(start)) throw invalid(`${field}.activity_start_date`, '活动开始日期不正确');
  if (deadline && !isValidDate(deadline)) throw invalid(`${field}.deadline`, '活动截止日期不正确');
  if (start && deadline && start > deadline) throw invalid(`${field}.deadline`, '活动截止日期不能早于开始日期');
  if (booth.res_type_id === 3 && !deadline) throw invalid(`${field}.deadline`, '请选择活动截止日期');
  return mainTerm;
}

async function checkBody(client: pg.PoolClient, actor: SupplierActor, body: ManagedResourceBody, keptUrls: readonly string[]): Promise<number[]> {
  const mainTerms = body.booths.map(checkBooth);
  const ids = body.booths.flatMap((booth) => (booth.id ? [booth.id] : []));
  assertUnique('booths', ids, '摊位重复');
  const references = await resourceReferenceErrors(client, actor.ownerId, body);
  if (!references.community) throw notFound('商场/社区');
  const first = Object.values(references.errors)[0];
  if (first) throw new AppError('VALIDATION', first, references.errors);
  await assertSupplierUploads(client, actor, body.images, 'venue', 'images', keptUrls);
  await assertSupplierUploads(client, actor, body.case_images, 'venue', 'case_images', keptUrls);
  await assertSupplierUploads(client, actor, body.panorama ? [body.panorama] : [], 'panorama', 'panorama', keptUrls);
  return mainTerms;
}

/** POST /api/managed_resources: a venue (its own top physical resource) with its booths, searchable at once. */
export async function createManagedResource(deps: AppDeps, actor: SupplierActor, body: ManagedResourceBody): Promise<ManagedResourceResult> {
  if (body.booths.some((booth) => booth.id)) throw invalid('booths', '新场地的摊位不能带ID');
  return withRetriedTransaction(deps.pool, async (client) => {
    const mainTerms = await checkBody(client, actor, body, []);
    const now = deps.clock.now();
    const id = await insertPhysical(client, body, now);
    await replacePhysicalExtras(client, id, body);
    const boothIds: number[] = [];
    for (const [i, booth] of body.booths.entries()) {
      const boothId = await insertBooth(client, { topId: id, supplierId: actor.ownerId, booth, mainTerm: mainTerms[i]!, online: true, now });
      await replaceBoothRules(client, boothId, booth);
      boothIds.push(boothId);
    }
    await syncVenueSearch(client, [id]);
    await recordAction(client, actor, 'resource.create', `场地#${id} ${body.name}`, now);
    return { id, booth_ids: boothIds };
  });
}

/**
 * PUT /api/managed_resources/{id}: same shape as the creation; booths with `id` are updated, without are
 * added, left out are deleted. Under a lock on the booths (a buyer's hold waits for it, see
 * orders/holds.ts), nothing may break a live order: lowering `count` below units held on a date,
 * closing a held date, or deleting a booth with live orders is refused (409 naming the date or order).
 */
export async function updateManagedResource(deps: AppDeps, actor: SupplierActor, id: number, body: ManagedResourceBody): Promise<ManagedResourceResult> {
  return withRetriedTransaction(deps.pool, async (client) => {
    const current = await lockOwnResource(client, actor.ownerId, id);
    if (!current) throw notFound('场地');
    const booths = await lockBooths(client, id);
    const mainTerms = await checkBody(client, actor, body, current.urls);
    const byId = new Map(booths.map((booth) => [booth.id, booth]));
    for (const booth of body.booths) if (booth.id && !byId.has(booth.id)) throw notFound('摊位');
    const now = deps.clock.now();
    const today = todayInShanghai(now);
    const kept = new Set(body.booths.flatMap((booth) => (booth.id ? [booth.id] : [])));
    for (const booth of booths) {
      if (kept.has(booth.id)) continue;
      const live = await liveOrderOf(client, booth.id);
      if (live) throw conflict(`摊位#${booth.id}有进行中的订单（订单号${live}），不能删除`);
    }
    for (const [i, booth] of body.booths.entries()) {
      if (!booth.id) continue;
      const field = `booths.${i}`;
      const over = await firstDateHeldAbove(client, booth.id, booth.count, today);
      if (over) throw new AppError('CONFLICT', `${over.date} 已有${over.held}个单位被预订，数量不能少于${over.held}`, { [`${field}.count`]: over.date });
      const before = new Set(byId.get(booth.id)!.unavailable);
      const closing = [...new Set(booth.unavailable_dates)].filter((date) => !before.has(date) && date >= today).sort();
      const held = await firstHeldDate(client, booth.id, closing);
      if (held) throw new AppError('CONFLICT', `${held.date} 已有订单预订，不能设为不可预订`, { [`${field}.unavailable_dates`]: held.date });
    }
    await updatePhysical(client, id, body);
    await replacePhysicalExtras(client, id, body);
    for (const booth of booths) if (!kept.has(booth.id)) await removeBooth(client, booth.id, now);
    // New booths follow the venue's sale status (a venue taken off sale stays off sale).
    const online = booths.length === 0 || booths.some((booth) => booth.is_online);
    const boothIds: number[] = [];
    for (const [i, booth] of body.booths.entries()) {
      let boothId = booth.id;
      if (boothId) await updateBooth(client, boothId, booth, mainTerms[i]!);
      else boothId = await insertBooth(client, { topId: id, supplierId: actor.ownerId, booth, mainTerm: mainTerms[i]!, online, now });
      await replaceBoothRules(client, boothId, booth);
      boothIds.push(boothId);
    }
    await syncVenueSearch(client, [id]);
    await recordAction(client, actor, 'resource.update', `场地#${id} ${body.name}`, now);
    return { id, booth_ids: boothIds };
  });
}
