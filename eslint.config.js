import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * Web layering in the bulletproof-react manner: shared/ → features/<one> → app/. A feature never imports
 * another feature (compose them in app/ or pass props); shared/ imports no feature and nothing of app/;
 * features import nothing of app/ (page URLs are shared/paths.ts). The zones are built from the feature
 * folders, so a new feature is covered without touching this file.
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
  { target: `./${WEB}/features`, from: `./${WEB}/app`, message: 'Features import nothing of app/.' },
  { target: `./${WEB}/shared`, from: `./${WEB}/features`, message: 'shared/ imports no feature.' },
  { target: `./${WEB}/shared`, from: `./${WEB}/app`, message: 'shared/ imports nothing of app/.' },
];

// Server modules (apps/server/src/modules/<name>): each is reached from outside only through its index.ts.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const onlyThroughIndex = (target) => ({
  target,
  from: './apps/server/src/modules',
  except: serverModules.flatMap((name) => (target.endsWith(`/modules/${name}`) ? [`./${name}`] : [`./${name}/index.ts`])),
  message: 'Import another server module only through its index (modules/<name>), never its inner files.',
});
const serverTests = ['**/*.test.ts', '**/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'e2e/test-results*/**',
      'e2e/screenshots/**',
      'bench/data/**',
      '**/generated/**',
    ],
  },
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
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json'] }),
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webBoundaryZones }],
      // An import climbs at most one folder: farther ones start at the src root, '@/shared/…' (issue 40).
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./', message: "Import from the src root: '@/shared/…', '@/features/…'." }] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The web reaches the API through the typed client only (issue 32): `typedApi.get('/fields/{id}', …)` is
    // checked against the server's OpenAPI document; the untyped `api` stays inside shared/api.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/api/api-client', '**/api/api-client'],
              importNames: ['api', 'createApiClient'],
              message: 'Call the API through typedApi (shared/api/typed-api.ts): its paths, bodies and answers are typed from the OpenAPI document.',
            },
            { regex: '^\\.\\./\\.\\./', message: "Import from the src root: '@/shared/…', '@/features/…'." },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='api'][callee.property.name=/^(get|getBlob|post|postForm|put|patch|delete|request)$/]",
          message: 'Call the API through typedApi (shared/api/typed-api.ts), not the untyped api client.',
        },
      ],
    },
  },
  {
    // The domain package is pure: no framework, database or browser API.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react*', 'pg', 'drizzle-orm*', 'fastify*', 'antd*'] }],
    },
  },
  // --- Server and packages: module boundaries (issue 10). Separate blocks so the web's rules merge beside them.
  {
    files: ['apps/server/**/*.ts', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/server/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // No import cycles, between modules or between files (db/schema included).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: serverTests,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.map((name) => onlyThroughIndex(`./apps/server/src/modules/${name}`)),
            onlyThroughIndex('./apps/server/src/workflows'),
            onlyThroughIndex('./apps/server/src/seed'),
            // The layers read http → workflows → modules → platform → db (issue 40): each imports only downward.
            { target: './apps/server/src/platform', from: './apps/server/src/modules', message: 'platform/ is below the modules: it never imports them.' },
            { target: './apps/server/src/platform', from: './apps/server/src/workflows', message: 'platform/ is below the workflows: it never imports them.' },
            { target: './apps/server/src/platform', from: './apps/server/src/http', message: 'platform/ is below the HTTP layer: it never imports it.' },
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/http',
              message: 'Modules are below the HTTP layer: they export functions, never routes.',
            },
            {
              target: './apps/server/src/modules',
              from: './apps/server/src/workflows',
              message: 'Modules are below the workflows: only the HTTP layer (and jobs) call workflows.',
            },
            { target: './apps/server/src/workflows', from: './apps/server/src/http', message: 'Workflows are below the HTTP layer: they never import routes.' },
            { target: './apps/server/src/db', from: './apps/server/src/http', message: 'db/ is the bottom layer.' },
            { target: './apps/server/src/db', from: './apps/server/src/modules', message: 'db/ is the bottom layer.' },
            { target: './apps/server/src/db', from: './apps/server/src/workflows', message: 'db/ is the bottom layer.' },
          ],
        },
      ],
    },
  },
  {
    // Route files live in http/ (issue 40): a module holds use cases and exports functions only.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: serverTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(get|post|put|delete|patch|route)$/][arguments.0.type='Literal'][arguments.0.value=/^\\//]",
          message: 'No routes in modules/: register them in apps/server/src/http/<area>/ (issue 40).',
        },
      ],
    },
  },
  {
    // A module's use cases never call workflows (http → workflows → modules).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: serverTests,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/workflows/*'], message: 'Only route files call workflows; use cases compose through them, not the other way round.' }] },
      ],
    },
  },
  {
    // No SQL in route files: it lives in queries.ts or a use-case file.
    files: ['apps/server/src/http/**/*.ts'],
    ignores: serverTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='query']", message: 'No SQL in route files: move the query to queries.ts or a use-case file.' },
        {
          selector: "CallExpression[callee.object.property.name='db']",
          message: 'No SQL in route files: move the Drizzle query to queries.ts or a use-case file.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'No SQL in route files: move the query to queries.ts or a use-case file.' },
        {
          selector: 'TemplateElement[value.raw=/\\b(select|insert into|update|delete from)\\b[\\s\\S]*\\b(from|values|set|where)\\b/i]',
          message: 'No SQL in route files: move the query to queries.ts or a use-case file.',
        },
        {
          selector: 'Literal[value=/^\\s*(select|insert into|update|delete from|with)\\s/i]',
          message: 'No SQL in route files: move the query to queries.ts or a use-case file.',
        },
      ],
    },
  },
  {
    // No SQL in workflows (decision 0033): a workflow composes the owning modules' functions in one transaction.
    files: ['apps/server/src/workflows/**/*.ts'],
    ignores: serverTests,
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name=/^(query|execute|select|selectDistinct|insert|update|delete)$/]:not([callee.object.name='gateway'])",
          "TaggedTemplateExpression[tag.name='sql']",
          'TemplateElement[value.raw=/\\b(select|insert into|update|delete from)\\b[\\s\\S]*\\b(from|values|set|where)\\b/i]',
          'Literal[value=/^\\s*(select|insert into|update|delete from|with)\\s/i]',
        ].map((selector) => ({
          selector,
          message: 'No SQL in workflows: call a function the owning module exports (db/table-owners.ts names the owner; decision 0033).',
        })),
      ],
    },
  },
  {
    // The packages sit below the apps; the domain below the contracts.
    files: ['packages/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: './apps', message: 'packages never import the apps.' },
            { target: './packages/domain', from: './packages/contracts', message: 'The domain is below the contracts: it never imports them.' },
          ],
        },
      ],
    },
  },
);
