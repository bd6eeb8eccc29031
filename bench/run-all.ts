// Runs every benchmark of this folder in turn: startup.ts, then each *-bench.ts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const scripts = [
  'startup.ts',
  ...fs
    .readdirSync(here)
    .filter((file) => file.endsWith('-bench.ts'))
    .sort(),
];
let failed = false;
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit', cwd: here });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
