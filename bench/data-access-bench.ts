// Typed data access (decision 0032): the same read and write through raw `pg` (hand-typed rows), Drizzle's
// query builder typed from apps/server/src/db/schema, and Kysely (typed from a hand-written interface),
// on the machine's PostgreSQL. Measures what the choice changes: the time per statement as the caller
// sees it, and the Node CPU each statement costs (building the SQL, mapping the rows).
//
// Run: npm run bench:data-access -w bench
//   BENCH_PG_URL  an admin connection (default postgres://postgres@127.0.0.1:5432/postgres); the bench
//                 creates vm_bench_data_access (migrated) and drops it at the end
//   BENCH_OPS     statements per measure and library (default 3000)
import os from 'node:os';
import { and, desc, eq } from 'drizzle-orm';
import { CamelCasePlugin, Kysely, PostgresDialect, type Generated } from 'kysely';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/platform/db/client';
import { applyMigrations } from '../apps/server/src/platform/db/migrate';
import { addresses, cities } from '../apps/server/src/db/schema';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const OPS = Number(process.env.BENCH_OPS ?? 3000);
const DB = 'vm_bench_data_access';
const dbUrl = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface KyselyDb {
  addresses: {
    id: Generated<number>;
    userId: number;
    name: string;
    mobile: string;
    provinceId: number;
    cityId: number;
    districtId: number;
    address: string;
    isDefault: boolean;
    createdAt: Date;
    updatedAt: Date;
  };
  cities: { id: number; name: string };
}

type AddressRow = { id: number; name: string; mobile: string; address: string; isDefault: boolean; city: string };

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function main() {
  await admin(`drop database if exists ${DB} with (force)`);
  await admin(`create database ${DB}`);
  await applyMigrations(dbUrl(DB));
  const { pool, db } = createDatabase(dbUrl(DB), 4);
  const kysely = new Kysely<KyselyDb>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  await pool.query(`
    insert into provinces (id, name) values (9, '上海市');
    insert into cities (id, province_id, name, en_name, domain_name, latitude, longitude, sort) values (90, 9, '上海', 'Shanghai', 'sh', 31.23, 121.47, 0);
    insert into districts (id, city_id, name) values (1, 90, '徐汇区');
    insert into users (id, mobile) select g, '139' || lpad(g::text, 8, '0') from generate_series(1, 200) g;
    insert into addresses (user_id, name, mobile, province_id, city_id, district_id, address, is_default, created_at, updated_at)
      select (g % 200) + 1, '张三', '13900000000', 9, 90, 1, '漕溪北路' || g || '号', false, now(), now() from generate_series(1, 2000) g;`);

  // The read: a user's addresses with their city name, newest first (a join, a filter, an order, a limit).
  const reads = {
    pg: async (userId: number) =>
      (
        await pool.query<AddressRow>(
          `select a.id, a.name, a.mobile, a.address, a.is_default as "isDefault", c.name as city
             from addresses a join cities c on c.id = a.city_id
            where a.user_id = $1 order by a.is_default desc, a.id desc limit 20`,
          [userId],
        )
      ).rows,
    drizzle: (userId: number): Promise<AddressRow[]> =>
      db
        .select({
          id: addresses.id,
          name: addresses.name,
          mobile: addresses.mobile,
          address: addresses.address,
          isDefault: addresses.isDefault,
          city: cities.name,
        })
        .from(addresses)
        .innerJoin(cities, eq(cities.id, addresses.cityId))
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.id))
        .limit(20),
    kysely: (userId: number): Promise<AddressRow[]> =>
      kysely
        .selectFrom('addresses as a')
        .innerJoin('cities as c', 'c.id', 'a.cityId')
        .select(['a.id', 'a.name', 'a.mobile', 'a.address', 'a.isDefault', 'c.name as city'])
        .where('a.userId', '=', userId)
        .orderBy('a.isDefault', 'desc')
        .orderBy('a.id', 'desc')
        .limit(20)
        .execute(),
  };
  // The write: insert an address returning its id, then update it (a use case's usual pair).
  const now = new Date();
  const values = (userId: number, i: number) => ({
    userId,
    name: '李四',
    mobile: '13800000000',
    provinceId: 9,
    cityId: 90,
    districtId: 1,
    address: `长乐路${i}号`,
    isDefault: false,
    createdAt: now,
    updatedAt: now,
  });
  const writes = {
    pg: async (userId: number, i: number) => {
      const { rows } = await pool.query<{ id: number }>(
        `insert into addresses (user_id, name, mobile, province_id, city_id, district_id, address, is_default, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning id`,
        [userId, '李四', '13800000000', 9, 90, 1, `长乐路${i}号`, false, now],
      );
      await pool.query(`update addresses set address = $1, updated_at = $2 where id = $3 and user_id = $4`, [`长乐路${i}弄`, now, rows[0]!.id, userId]);
    },
    drizzle: async (userId: number, i: number) => {
      const [row] = await db.insert(addresses).values(values(userId, i)).returning({ id: addresses.id });
      await db
        .update(addresses)
        .set({ address: `长乐路${i}弄`, updatedAt: now })
        .where(and(eq(addresses.id, row!.id), eq(addresses.userId, userId)));
    },
    kysely: async (userId: number, i: number) => {
      const row = await kysely.insertInto('addresses').values(values(userId, i)).returning('id').executeTakeFirstOrThrow();
      await kysely
        .updateTable('addresses')
        .set({ address: `长乐路${i}弄`, updatedAt: now })
        .where('id', '=', row.id)
        .where('userId', '=', userId)
        .execute();
    },
  };

  // Each statement is run by the three libraries in turn (pg, Drizzle, Kysely, then again), so a change of
  // the machine's load during the run hits all three alike; per statement, the wall time and this process's
  // CPU time (building the SQL and reading the rows; the database's own work is not in it) are kept.
  type Lib = 'pg' | 'drizzle' | 'kysely';
  const LIBS: Lib[] = ['pg', 'drizzle', 'kysely'];
  const measure = async (what: 'read' | 'write', ops: Record<Lib, (userId: number, i: number) => Promise<unknown>>) => {
    for (let i = 0; i < 300; i += 1) for (const lib of LIBS) await ops[lib]((i % 200) + 1, i); // warm-up (JIT)
    const times: Record<Lib, number[]> = { pg: [], drizzle: [], kysely: [] };
    const cpu: Record<Lib, number> = { pg: 0, drizzle: 0, kysely: 0 };
    for (let i = 0; i < OPS; i += 1) {
      for (const lib of LIBS) {
        const c = process.cpuUsage();
        const t = performance.now();
        await ops[lib]((i % 200) + 1, i);
        times[lib].push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu[lib] += used.user + used.system;
      }
    }
    return LIBS.map((lib) => {
      const sorted = times[lib].sort((a, b) => a - b);
      const total = sorted.reduce((sum, value) => sum + value, 0);
      return {
        name: `${what} ${lib}`,
        p50: sorted[Math.floor(OPS * 0.5)]!,
        p99: sorted[Math.floor(OPS * 0.99)]!,
        perSecond: (OPS / total) * 1000,
        cpuUs: cpu[lib] / OPS,
      };
    });
  };

  console.log(`load average before: ${load()}`);
  const results = [...(await measure('read', reads)), ...(await measure('write', writes))];
  console.log(`load average after: ${load()}`);
  console.log('| statement | library | p50 µs | p99 µs | per second (1 connection) | Node CPU µs per statement |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) {
    const [what, lib] = r.name.split(' ');
    console.log(`| ${what} | ${lib} | ${Math.round(r.p50 * 1000)} | ${Math.round(r.p99 * 1000)} | ${Math.round(r.perSecond)} | ${Math.round(r.cpuUs)} |`);
  }
  await kysely.destroy().catch(() => undefined);
  await admin(`drop database if exists ${DB} with (force)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
