import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../platform/db/embedded-postgres';

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

const serverDir = path.resolve(import.meta.dirname, '../..');

/** Spawns `src/main.ts`; `databaseUrl` null means the embedded PostgreSQL in env.DATA_DIR. */
export function spawnServer(databaseUrl: string | null, port: number, env: Record<string, string> = {}): ChildProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'never', RATE_LIMIT_PER_MINUTE: '0', ...env };
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else delete childEnv.DATABASE_URL;
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Starts a real server process on the given database, and waits until it is healthy. */
export async function startServerProcess(databaseUrl: string | null, env: Record<string, string> = {}): Promise<ServerProcess & { child: ChildProcess }> {
  const port = await freePort();
  const child = spawnServer(databaseUrl, port, env);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
