import { addDays, type BusinessDate } from '@vm/domain/business-date';
import type pg from 'pg';
import { demoImageUrl } from './demo-images';
import { companyName, personName } from './demo-names';
import type { Prng } from './prng';
import { resetSequences, TableWriter } from './row-writer';
import type { ReferenceData } from './seed-reference-data';

const BRANDS = ['元气森林', '瑞幸咖啡', '小米之家', '蔚来汽车', '泡泡玛特', '安踏', '完美日记', '喜茶', '名创优品', '三只松鼠', '李宁', '华为终端'];
const CASE_PLACES = ['购物中心中庭', '地铁站通道', '社区广场', '写字楼大堂', '高校食堂门口', '商业街'];

/** Activity cases (/theme/case) and service providers (/service/index). */
export async function seedContent(client: pg.PoolClient, rng: Prng, ref: ReferenceData, today: BusinessDate, communityCount: number): Promise<void> {
  const cases = new TableWriter('activity_cases', [
    ['id', 'int4'],
    ['type_id', 'int4'],
    ['title', 'text'],
    ['brand', 'text'],
    ['cover_url', 'text'],
    ['city_id', 'int4'],
    ['community_id', 'int4'],
    ['summary', 'text'],
    ['content', 'text'],
    ['images', 'text[]'],
    ['held_on', 'date'],
    ['sort', 'int4'],
  ]);
  for (let id = 1; id <= 48; id += 1) {
    const type = rng.pick(ref.caseTypes);
    const city = id % 3 === 0 ? rng.pick(ref.cities) : ref.cities[0]!;
    const brand = rng.pick(BRANDS);
    const place = rng.pick(CASE_PLACES);
    const title = `${brand}${city.name}${place}${type.name}`;
    const images = Array.from({ length: rng.int(3, 6) }, (_, i) => demoImageUrl('case', id + i));
    cases.push([
      id,
      type.id,
      title,
      brand,
      demoImageUrl('case', id),
      city.id,
      rng.int(1, communityCount),
      `${brand}在${city.name}${place}举办${type.name}活动，吸引大量客流驻足参与。`,
      `<p>${brand}选择${city.name}${place}开展${type.name}，活动期间累计触达消费者${rng.int(5, 80)}千人次，现场互动${rng.int(500, 5000)}次。</p><p>平台提供场地匹配、物料搭建与执行支持。</p>`,
      images,
      addDays(today, -rng.int(10, 700)),
      48 - id,
    ]);
  }
  await cases.flush(client);

  const providers = new TableWriter('service_providers', [
    ['id', 'int4'],
    ['name', 'text'],
    ['logo_url', 'text'],
    ['city_id', 'int4'],
    ['summary', 'text'],
    ['description', 'text'],
    ['contact_name', 'text'],
    ['contact_mobile', 'text'],
    ['images', 'text[]'],
    ['case_count', 'int4'],
    ['sort', 'int4'],
  ]);
  const providerTypes = new TableWriter('service_provider_types', [
    ['provider_id', 'int4'],
    ['type_id', 'int4'],
  ]);
  for (let id = 1; id <= 36; id += 1) {
    const city = id % 2 === 0 ? ref.cities[0]! : rng.pick(ref.cities);
    const types = rng.sample(ref.serviceTypes, rng.int(1, 3));
    const name = companyName(rng, city.name).replace(/有限公司$/, '服务有限公司');
    providers.push([
      id,
      name,
      demoImageUrl('logo', id),
      city.id,
      `专注${types.map((type) => type.name).join('、')}，服务过${rng.int(20, 300)}个品牌活动。`,
      `${name}成立于${rng.int(2008, 2022)}年，团队${rng.int(10, 200)}人，提供${types.map((type) => type.name).join('、')}等一站式服务。`,
      personName(rng),
      `1${rng.int(3, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
      [demoImageUrl('case', id), demoImageUrl('case', id + 1)],
      rng.int(3, 120),
      36 - id,
    ]);
    for (const type of types) providerTypes.push([id, type.id]);
  }
  await providers.flush(client);
  await providerTypes.flush(client);
  await resetSequences(client, ['activity_cases', 'service_providers']);
}
