import { addDays, type BusinessDate } from '@vm/domain/business-date';
import { generateBooth, type GeneratedBooth } from './booth-generator';
import type { CatalogueWriters } from './catalogue-writers';
import { demoImageUrl } from './demo-images';
import { commentText, communityName, companyName, personName, streetAddress, venueName } from './demo-names';
import type { Prng } from './prng';
import type { CategoryRef, CityRef, ReferenceData } from './seed-reference-data';

export interface SupplierIds {
  /** 13900000001: owns the first communities generated in city 90. */
  demo: number;
  /** The platform's own account, owner of proprietary communities. */
  platform: number;
  others: number[];
}

const DEMO_SUPPLIER_COMMUNITIES = 8;
const DEFAULT_CITY_ID = 90;
const LEASE_TERM_IDS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const INDOOR_CATEGORIES = new Set(['中庭', '通道', '展厅', '电梯框架']);
const REPLIES = ['感谢您的认可，期待再次合作！', '感谢反馈，我们会持续改进场地服务。', '谢谢支持，欢迎下次再来！'];

/**
 * Generates communities one at a time, each with its physical resources, booths, comments and sales,
 * into the writers. Ids are assigned here (the database is empty), so no round trip is needed.
 */
export class MarketplaceGenerator {
  private ids = { community: 0, physical: 0, selling: 0 };
  private demoOwned = 0;
  physicalCount = 0;

  constructor(
    private readonly rng: Prng,
    private readonly ref: ReferenceData,
    private readonly suppliers: SupplierIds,
    private readonly writers: CatalogueWriters,
    private readonly today: BusinessDate,
    private readonly now: Date,
  ) {}

  private pickCity(): CityRef {
    return this.rng.weighted(this.ref.cities.map((city) => [city, city.weight] as const));
  }

  /** Adds one community; returns the number of physical resources it got. */
  addCommunity(): number {
    const { rng, ref, writers } = this;
    const id = ++this.ids.community;
    const city = this.pickCity();
    const district = rng.pick(city.districts);
    const area = district.areas.length > 0 && rng.chance(0.75) ? rng.pick(district.areas) : null;
    const station = district.stations.length > 0 && rng.chance(0.7) ? rng.pick(district.stations) : null;
    const type = rng.weighted(ref.communityTypes.map((item, index) => [item, index < 3 ? 5 : 1] as const));
    const demoOwned = city.id === DEFAULT_CITY_ID && this.demoOwned < DEMO_SUPPLIER_COMMUNITIES;
    if (demoOwned) this.demoOwned += 1;
    const proprietary = !demoOwned && rng.chance(0.08);
    const owner = demoOwned ? this.suppliers.demo : proprietary ? this.suppliers.platform : rng.pick(this.suppliers.others);
    const name = communityName(rng, type.name, district.name, area?.name ?? null);
    const latitude = (station?.latitude ?? district.latitude) + (rng.next() - 0.5) * 0.02;
    const longitude = (station?.longitude ?? district.longitude) + (rng.next() - 0.5) * 0.02;
    const year = rng.chance(0.08)
      ? null
      : rng.weighted([
          [rng.int(1962, 1979), 1],
          [rng.int(1980, 1989), 2],
          [rng.int(1990, 1999), 3],
          [rng.int(2000, 2024), 6],
        ] as const);
    const personFlow = rng.int(20, 800) * 100;
    writers.communities.push([
      id,
      name,
      owner,
      proprietary,
      city.id,
      district.id,
      area?.id ?? null,
      station?.id ?? null,
      type.id,
      rng.pick(ref.locationTypes).id,
      streetAddress(rng, city.name, district.name),
      Number(latitude.toFixed(6)),
      Number(longitude.toFixed(6)),
      year,
      personFlow,
      `${name}位于${city.name}${district.name}${area ? `${area.name}商圈` : ''}，${station ? `临近地铁${station.name}站，` : ''}日均客流约${personFlow}人次，适合品牌推广、新品发布与路演活动。`,
      demoImageUrl('community', id),
    ]);
    for (const label of rng.sample(ref.labels, rng.int(1, 3))) writers.communityLabels.push([id, label.id]);
    for (let i = 0; i < 3; i += 1) writers.communityImages.push([id, demoImageUrl('community', id + i), i]);
    let added = 0;
    const tops = rng.weighted([
      [1, 2],
      [2, 3],
      [3, 3],
      [4, 2],
      [5, 1],
    ] as const);
    for (let i = 0; i < tops; i += 1) added += this.addVenue(id, name, owner, personFlow);
    return added;
  }

  private addVenue(communityId: number, community: string, owner: number, communityFlow: number): number {
    const { rng, writers } = this;
    const category = rng.weighted(this.ref.categories.map((item) => [item, item.kind === 'ad' ? 1 : 3] as const));
    const topId = this.addPhysical(communityId, null, null, community, category, communityFlow);
    let added = 1;
    const children = rng.weighted([
      [0, 6],
      [1, 3],
      [2, 1],
    ] as const);
    const physicalIds = [topId];
    for (let i = 0; i < children; i += 1) {
      physicalIds.push(this.addPhysical(communityId, topId, topId, community, category, communityFlow));
      added += 1;
    }
    const booths: GeneratedBooth[] = [];
    for (const physicalId of physicalIds) {
      for (
        let i = rng.weighted([
          [1, 5],
          [2, 4],
          [3, 1],
        ] as const);
        i > 0;
        i -= 1
      ) {
        const id = ++this.ids.selling;
        const supplierId = owner === this.suppliers.demo || rng.chance(0.85) ? owner : rng.pick(this.suppliers.others);
        const forced = id <= LEASE_TERM_IDS.length ? LEASE_TERM_IDS[id - 1] : undefined;
        booths.push(
          generateBooth(
            rng,
            writers,
            id,
            { physicalId, topId, supplierId, categoryName: category.name, isAd: category.kind === 'ad', today: this.today },
            forced,
          ),
        );
      }
    }
    this.addEngagement(topId, booths);
    return added;
  }

  private addPhysical(
    communityId: number,
    parentId: number | null,
    topId: number | null,
    community: string,
    category: CategoryRef,
    communityFlow: number,
  ): number {
    const { rng, writers } = this;
    const id = ++this.ids.physical;
    this.physicalCount += 1;
    const indoor = category.kind === 'ad' ? rng.chance(0.5) : INDOOR_CATEGORIES.has(category.name);
    const area = category.kind === 'ad' ? rng.int(2, 60) : rng.int(9, 1200);
    const name =
      parentId === null ? venueName(rng, community, category.name) : `${community}${rng.pick(['A区', 'B区', 'C区', '东侧', '西侧'])}${category.name}`;
    writers.physical.push([
      id,
      communityId,
      parentId,
      topId ?? id,
      name.slice(0, 60),
      category.id,
      indoor,
      area,
      Math.round(communityFlow * (0.2 + rng.next() * 0.6)),
      `${category.name}，面积约${area}㎡，${indoor ? '室内' : '室外'}场地。`,
      parentId === null && rng.chance(0.25) ? demoImageUrl('panorama', id) : null,
    ]);
    const photos = rng.int(3, 6);
    for (let i = 0; i < photos; i += 1) writers.physicalImages.push([id, 'photo', demoImageUrl('venue', id * 3 + i), i]);
    for (let i = rng.int(0, 3); i > 0; i -= 1) writers.physicalImages.push([id, 'case', demoImageUrl('case', id + i), i]);
    for (const attribute of category.attributes) {
      if (rng.chance(0.85)) writers.physicalOptions.push([id, rng.pick(attribute.optionIds)]);
    }
    return id;
  }

  private addEngagement(topId: number, booths: GeneratedBooth[]): void {
    const { rng, writers } = this;
    const popular = rng.chance(0.15);
    for (let i = rng.int(0, popular ? 20 : 4); i > 0; i -= 1) {
      const booth = rng.pick(booths);
      const created = new Date(this.now.getTime() - rng.int(1, 360) * 86_400_000 - rng.int(0, 86_399) * 1000);
      const images = rng.chance(0.3) ? [demoImageUrl('case', topId + i)] : [];
      const score = rng.weighted([
        [5, 6],
        [4, 3],
        [3, 1],
      ] as const);
      writers.comments.push([topId, booth.id, personName(rng), score, commentText(rng, score), images, rng.chance(0.3) ? rng.pick(REPLIES) : null, created]);
    }
    for (let i = rng.int(0, popular ? 30 : 5); i > 0; i -= 1) {
      const booth = rng.pick(booths);
      const count = rng.int(1, 3);
      const daysAgo = rng.int(5, 400);
      const startDate = addDays(this.today, -daysAgo);
      const created = new Date(this.now.getTime() - (daysAgo + rng.int(3, 10)) * 86_400_000);
      writers.sales.push([topId, booth.id, companyName(rng, ''), booth.size, booth.leaseTermTypeId, count, booth.mainPrice * count, startDate, created]);
    }
  }
}
