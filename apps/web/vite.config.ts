import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vendor chunks, cached across deploys. Only modules the entry loads statically ($initial) are grouped:
 * antd components, leaflet or photo-sphere-viewer used by one lazy page stay in that page's chunk
 * instead of being pulled into what every page downloads first.
 */
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 40 },
  { name: 'antd', test: /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|clsx|stylis|@emotion)[\\/]/, priority: 30, tags: ['$initial' as const] },
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
  plugins: [react()],
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
