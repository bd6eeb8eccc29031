import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build-plugins/**/*.test.ts'],
          environment: './apps/web/src/test-support/happy-dom-drained.ts',
          setupFiles: ['apps/web/src/test-support/testing-library-setup.ts'],
          // Form journeys type into antd fields; on a shared 2-core machine they took 5-18 s (the default 5 s timed out).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
