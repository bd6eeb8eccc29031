import { addDays, type BusinessDate } from '@vm/domain/business-date';
import type { CatalogueWriters } from './catalogue-writers';
import { ACTIVITY_TYPE_NAMES, BOOTH_SIZES, SPECIAL_REQUIREMENTS, SUPPLIER_TAGS } from './demo-taxonomy-data';
import type { Prng } from './prng';

/** Lease-term sets a booth is offered under; the first is its main term. */
const DAY_SETS = [[9], [9, 11], [9, 10, 11], [13, 9], [15], [14, 9], [12, 9], [9, 11, 12], [10, 11]];
const PERIOD_SETS = [[3, 4], [4, 8], [6, 4], [5], [7, 5], [3], [8, 7], [4]];
/** Price of a term relative to one ordinary day. */
const TERM_FACTOR: Record<number, number> = {
  3: 7 * 0.85,
  4: 30 * 0.6,
  5: 365 * 0.3,
  6: 15 * 0.75,
  7: 180 * 0.4,
  8: 90 * 0.5,
  9: 1,
  10: 0.85,
  11: 1.3,
  12: 1.6,
  13: 0.6,
  14: 0.35,
  15: 0.8,
};
const DAY_PRICE_YUAN: Record<string, [number, number]> = {
  中庭: [1500, 8000],
  广场: [800, 5000],
  通道: [300, 1500],
  展厅: [1000, 6000],
  草坪: [500, 3000],
  灯箱: [60, 300],
  LED屏: [300, 2000],
  电梯框架: [10, 60],
};
const SIZE_FACTOR = [0.4, 0.6, 1, 1.6, 2.5, 4];

export interface BoothContext {
  physicalId: number;
  topId: number;
  supplierId: number;
  categoryName: string;
  isAd: boolean;
  today: BusinessDate;
}

export interface GeneratedBooth {
  id: number;
  size: string;
  leaseTermTypeId: number;
  mainPrice: number;
}

/** Writes one booth (selling resource) with its prices, dated prices and closed dates. */
export function generateBooth(rng: Prng, writers: CatalogueWriters, id: number, context: BoothContext, forcedTerm?: number): GeneratedBooth {
  const sizeIndex = context.isAd ? rng.int(0, 1) : rng.int(0, BOOTH_SIZES.length - 1);
  const [size, dimension] = BOOTH_SIZES[sizeIndex]!;
  let terms = context.isAd || rng.chance(0.3) ? rng.pick(PERIOD_SETS) : rng.pick(DAY_SETS);
  if (forcedTerm !== undefined) terms = [forcedTerm, ...terms.filter((term) => term !== forcedTerm)];
  const [low, high] = DAY_PRICE_YUAN[context.categoryName] ?? [500, 3000];
  const dayYuan = rng.int(low, high) * (SIZE_FACTOR[sizeIndex] ?? 1);
  const isEnquiry = rng.chance(0.05);
  const hasDeposit = rng.chance(0.5);
  const hasSubsidy = rng.chance(0.3);
  const subsidyRate = hasSubsidy ? rng.pick([5, 8, 10]) : 0;
  let mainPrice = 0;
  for (const term of terms) {
    const price = Math.max(10, Math.round((dayYuan * TERM_FACTOR[term]!) / 10) * 10) * 100;
    if (term === terms[0]) mainPrice = price;
    const subsidy = hasSubsidy ? Math.round((price * subsidyRate) / 100) : 0;
    const deposit = hasDeposit ? rng.int(5, 50) * 10_000 : 0;
    writers.prices.push([id, term, price, subsidy, deposit]);
  }
  const resType = rng.weighted([
    [1, 92],
    [2, 3],
    [3, 5],
  ] as const);
  const activityStart = resType === 3 ? addDays(context.today, rng.int(3, 20)) : null;
  const deadline = activityStart ? addDays(activityStart, rng.int(20, 70)) : null;
  const dayBased = (terms[0] ?? 9) >= 9;
  writers.selling.push([
    id,
    context.physicalId,
    context.topId,
    context.supplierId,
    size,
    dimension,
    resType === 3 ? `${rng.pick(ACTIVITY_TYPE_NAMES)}摊位` : '',
    terms[0],
    rng.int(1, 4),
    isEnquiry,
    dayBased
      ? rng.weighted([
          [1, 70],
          [2, 20],
          [3, 10],
        ] as const)
      : 1,
    rng.int(2, 7),
    resType,
    resType === 3 ? rng.pick(ACTIVITY_TYPE_NAMES) : null,
    activityStart,
    deadline,
    rng.chance(0.5),
    rng.chance(0.6),
    rng.chance(0.3),
    rng.chance(0.5),
    rng.chance(0.2),
    subsidyRate,
    hasSubsidy ? 10_000 : 0,
    hasSubsidy ? 100_000_000 : 0,
    rng.sample(
      SPECIAL_REQUIREMENTS,
      rng.weighted([
        [0, 60],
        [1, 30],
        [2, 10],
      ] as const),
    ),
    rng.chance(0.5) ? rng.pick(SUPPLIER_TAGS) : '',
  ]);
  if (dayBased && rng.chance(0.3)) {
    const offsets = rng.sample([3, 5, 8, 12, 15, 20, 26, 33], 3);
    for (const offset of offsets) writers.datedPrices.push([id, 'special', addDays(context.today, offset), Math.max(100, Math.round(mainPrice * 0.8))]);
  }
  if (dayBased && rng.chance(0.2)) {
    const offsets = rng.sample([4, 6, 11, 13, 18, 25, 27], 2);
    for (const offset of offsets) writers.datedPrices.push([id, 'raised', addDays(context.today, offset), Math.round(mainPrice * 1.3)]);
  }
  if (rng.chance(0.3)) {
    for (const offset of rng.sample([3, 4, 7, 9, 10, 14, 21, 30, 45, 60], rng.int(2, 4))) writers.unavailable.push([id, addDays(context.today, offset)]);
  }
  return { id, size, leaseTermTypeId: terms[0]!, mainPrice: isEnquiry ? 0 : mainPrice };
}
