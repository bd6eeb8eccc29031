import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdStaticStyle } from './build-plugins/antd-static-style';
import { routePreloads } from './build-plugins/route-preloads';
import { webRoutes } from './build-plugins/web-routes';

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build (JS, CSS, HTML, SVG, JSON)
 * over 1 KB, at maximum quality, so the server sends them as they are (@fastify/static `preCompressed`)
 * instead of compressing on every request or not at all.
 */
function precompress(): Plugin {
  const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true }) as string[]).map((name) => path.join(outDir, name));
      await Promise.all(
        files
          .filter((file) => TEXT.test(file) && fs.statSync(file).size > 1024)
          .map(async (file) => {
            const source = await fs.promises.readFile(file);
            // On libuv's thread pool, not one after another on the main thread: both cores work (npm start's fresh-clone build).
            const [brotli, gzipped] = await Promise.all([
              brotliCompress(source, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
              }),
              gzip(source, { level: 9 }),
            ]);
            await fs.promises.writeFile(`${file}.br`, brotli);
            await fs.promises.writeFile(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}

/**
 * Vendor chunks, cached across deploys. Only modules the entry loads statically ($initial) are grouped:
 * antd components, leaflet or photo-sphere-viewer used by one lazy page stay in that page's chunk
 * instead of being pulled into what every page downloads first.
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 40 },
  {
    name: 'antd',
    test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|clsx|stylis|@emotion)[\\/]/,
    priority: 30,
    tags: ['$initial' as const],
  },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 20, tags: ['$initial' as const] },
];

/** The API and the uploaded/demo files both come from the server in development. */
const serverProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/files': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  // Browser form posts and pages outside /api: the online payment form and the sandbox gateway.
  '/orders/pay-alipay': { target: 'http://127.0.0.1:3000', changeOrigin: false },
  '/dev/alipay-sandbox': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};

export default defineConfig({
  // Imports from the web's src/ root: '@/shared/…', '@/features/…' (issue 40); tsconfig.json and the web tests say the same.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  plugins: [
    react(),
    antdStaticStyle(),
    // The public pages a visitor lands on: their code is announced in the HTML (the paths of shared/paths.ts).
    // Not the venue page: its code is about 70 chunks, and announcing them all made them compete with the
    // entry's for the connections (Lighthouse's first paint 1.1–1.3 s against 0.8 s without; decision 0026).
    routePreloads([
      { pattern: '^/(home/index)?$', page: 'src/app/pages/home-route.tsx' },
      { pattern: '^/fieldslist$', page: 'src/features/venues/pages/venue-list-page.tsx' },
      { pattern: '^/fields/\\d{1,10}$', page: 'src/app/pages/venue-detail-route.tsx' },
      { pattern: '^/auth/code-login$', page: 'src/features/accounts/pages/code-login-page.tsx' },
    ]),
    webRoutes(),
    precompress(),
  ],
  server: { port: 5173, proxy: serverProxy },
  preview: { proxy: serverProxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Rolldown's successor of Rollup's manualChunks.
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
