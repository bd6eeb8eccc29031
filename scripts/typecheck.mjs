// Type-checks every workspace with its own tsconfig (they differ in DOM/Node types).
import { spawnSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', `${project}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
if (failed) process.exit(1);
console.log('typecheck: ok');
