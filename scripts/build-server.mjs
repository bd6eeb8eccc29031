// Bundles the server's TypeScript (and the workspace packages it imports) into one ESM file, so a
// start loads one compiled file instead of transpiling ~200 modules through tsx (restart < 3 s).
// npm packages stay external and load from node_modules as usual.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@vm/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The web process, and the notification worker alone (`npm run worker`).
  entryPoints: { main: path.join(root, 'apps/server/src/main.ts'), worker: path.join(root, 'apps/server/src/worker.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`server bundled into ${path.relative(root, outdir)} (main.mjs, worker.mjs)`);
