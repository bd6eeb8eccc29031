// Bundles the server's TypeScript (and the workspace packages it imports) into one ESM file, so a
// start loads one compiled file instead of transpiling ~200 modules through tsx (restart < 3 s).
// npm packages stay external and load from node_modules as usual. Code reached only through `await
// import()` (the contracts' PDF drawing and signing) is split into chunks beside the entries, so its
// libraries (pdf-lib, fontkit, node-forge, @signpdf) load on first use instead of at every start.
import fs from 'node:fs';
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

const result = await build({
  // The web process, and the notification worker alone (`npm run worker`).
  entryPoints: { main: path.join(root, 'apps/server/src/main.ts'), worker: path.join(root, 'apps/server/src/worker.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  // Beside the entries (not in a folder): src/paths.ts finds apps/server one level up from its file.
  chunkNames: 'chunk-[hash]',
  metafile: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages],
});
// Chunks of earlier builds no entry refers to any more: removed once a day old (a server started from
// an older build may still load one of its chunks on first use).
const current = new Set(Object.keys(result.metafile.outputs).map((output) => path.basename(output)));
for (const file of fs.readdirSync(outdir)) {
  if (!file.startsWith('chunk-') || current.has(file)) continue;
  const old = path.join(outdir, file);
  if (Date.now() - fs.statSync(old).mtimeMs > 24 * 3600 * 1000) fs.rmSync(old, { force: true });
}
console.log(`server bundled into ${path.relative(root, outdir)} (main.mjs, worker.mjs)`);
