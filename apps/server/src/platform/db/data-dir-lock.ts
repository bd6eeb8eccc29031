import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live server already owns the data directory. */
export class DataDirBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per data directory: a lock file holding the owner's pid. A lock left by a process that
 * is no longer alive (a crash, kill -9) is taken over, so a crash never blocks the next start.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataDirBusyError(
          `Another server (pid ${owner}) is already using the data directory ${dataDir}. Stop it first, or start this one with a different DATA_DIR or a DATABASE_URL.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirBusyError(`Could not lock the data directory ${dataDir}.`);
}

/** If a crashed run left its PostgreSQL running, stop it so that this run can start its own. */
export async function stopOrphanPostgres(pgDir: string): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}
