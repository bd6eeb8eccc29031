import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  servers = await Promise.all([startServerProcess(database.url), startServerProcess(database.url)]);
}, 90_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
});

describe('duplicate POST guard across two server processes on one database', () => {
  it('refuses the second of two identical POSTs that hit different processes', async () => {
    const body = JSON.stringify({ account: '13866660001', usage: 3 });
    const send = (server: ServerProcess) =>
      fetch(`${server.baseUrl}/api/auth/app_captcha`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const [a, b] = await Promise.all([send(servers[0]!), send(servers[1]!)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 429]);
    const refused = a.status === 429 ? a : b;
    expect(await refused.json()).toEqual({ code: 429, msg: '1s内请勿重复请求', result: null, error_code: 'TOO_MANY_REQUESTS' });
    const outbox = await fetch(`${servers[1]!.baseUrl}/api/dev/sms-outbox?account=13866660001`);
    expect(((await outbox.json()) as { result: unknown[] }).result).toHaveLength(1);
  });
});
