import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Web layering in the bulletproof-react manner: shared/ → features/<one> → app/. A feature never imports
 * another feature (compose them in app/ or pass props); shared/ imports no feature and nothing of app/
 * but app/paths.ts; features import nothing of app/ but app/paths.ts. The zones are built from the
 * feature folders, so a new feature is covered without touching this file.
 */
const WEB = 'apps/web/src';
const webFeatures = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: compose them in app/ or pass props, or move a building block without business rules to shared/.',
  })),
  { target: `./${WEB}/features`, from: `./${WEB}/app`, except: ['./paths.ts'], message: 'Features import nothing of app/ but app/paths.ts.' },
  { target: `./${WEB}/shared`, from: `./${WEB}/features`, message: 'shared/ imports no feature.' },
  { target: `./${WEB}/shared`, from: `./${WEB}/app`, except: ['./paths.ts'], message: 'shared/ imports nothing of app/ but app/paths.ts.' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/db/migrations/**', 'test-results/**', 'playwright-report/**', '.tmp/**', 'e2e/test-results*/**', 'e2e/screenshots/**', 'bench/data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Web module boundaries and no import cycles (see webBoundaryZones above).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webBoundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The domain package is pure: no framework, database or browser API.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react*', 'pg', 'drizzle-orm*', 'fastify*', 'antd*'] }],
    },
  },
);
