import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, spawnServer } from '../../test/server-process';
import { freePort } from './embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vm-lifecycle-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'auto' };

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function exitOf(child: ReturnType<typeof spawnServer>): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');

describe('embedded PostgreSQL lifecycle (no DATABASE_URL)', () => {
  it('initialises, seeds the demo accounts, refuses a second server on the same DATA_DIR, survives a crash and stops cleanly', async () => {
    const first = await startServerProcess(null, env);
    const code = await fetch(`${first.baseUrl}/api/auth/app_captcha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: '13800000001', usage: 3 }),
    });
    expect(code.status).toBe(200);

    const second = spawnServer(null, await freePort(), env);
    const refused = await exitOf(second);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Another server');
    expect(refused.stderr).toContain(dataDir);

    // A crash (kill -9) leaves its PostgreSQL and lock behind; the next start must not be blocked.
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const restarted = await startServerProcess(null, env);
    const outbox = await fetch(`${restarted.baseUrl}/api/dev/sms-outbox?account=13800000001`);
    expect(((await outbox.json()) as { result: unknown[] }).result).toHaveLength(1);

    await restarted.stop();
    expect(fs.existsSync(pidFile)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);
});
