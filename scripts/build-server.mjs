// Bundles the server's TypeScript (and the workspace packages it imports) into one ESM file, so a
// start loads one compiled file instead of transpiling ~200 modules through tsx (restart < 3 s).
// npm packages stay external and load from node_modules as usual.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outfile = path.join(root, 'apps/server/dist/main.mjs');

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
  entryPoints: [path.join(root, 'apps/server/src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(`server bundled into ${path.relative(root, outfile)}`);
