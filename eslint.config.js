import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { API_MODULE_TIERS, apiTierBoundaries } from './tooling/eslint/api-tiers.js';

/** The api's module tiers (platform < money core < engagement) as boundaries elements. */
const apiTiers = apiTierBoundaries(API_MODULE_TIERS);
const apiModuleTypes = ['api-module', ...apiTiers.types];
const apiTypes = [...apiModuleTypes, 'api-db', 'api-core'];
const webTypes = ['web-app', 'web-feature', 'web-shared'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through config/env.ts only.',
        },
      ],
    },
  },
  {
    // Scripts, tests, benchmarks and configs legitimately read the environment.
    files: [
      'tooling/**',
      'bench/**',
      'e2e/**',
      '**/*.config.ts',
      '**/testing/**',
      'apps/api/src/config/env.ts',
      'apps/api/src/server.ts',
      'apps/payments/src/server.ts',
      'packages/wallet-conformance/src/cli.ts',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['tooling/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
  },
  {
    // The service worker is plain JavaScript served as is.
    files: ['apps/web/public/**/*.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        URL: 'readonly',
        console: 'readonly',
      },
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
    },
  },
  {
    // Dependency rules (CONVENTIONS.md): no app imports another app, packages never import apps,
    // a web feature never imports another feature, and only repositories touch the database.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/elements': [
        { type: 'web-app', pattern: 'apps/web/src/app' },
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'web-shared', pattern: 'apps/web/src/*' },
        // A module folder in no tier list is `api-module` (registry.test.ts fails on it).
        ...apiTiers.elements,
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-db', pattern: 'apps/api/src/db' },
        { type: 'api-core', pattern: 'apps/api/src/*' },
        { type: 'app-other', pattern: 'apps/*', capture: ['app'] },
        { type: 'package', pattern: 'packages/*', capture: ['package'] },
      ],
      // The TypeScript resolver maps the api's `./x.js` imports to `x.ts` (the node resolver
      // finds no file there, and an unresolved import escapes every rule below).
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
      'boundaries/legacy-templates': false,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'package' } },
              disallow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        'web-app',
                        'web-feature',
                        'web-shared',
                        ...apiModuleTypes,
                        'api-db',
                        'api-core',
                        'app-other',
                      ],
                    },
                  },
                },
              },
            },
            {
              from: { element: { type: 'web-shared' } },
              disallow: { to: { element: { types: { anyOf: ['web-feature', 'web-app'] } } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: { to: { element: { type: 'web-app' } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '!{{from.captured.feature}}' },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-shared'] } } },
              disallow: {
                to: { element: { types: { anyOf: [...apiModuleTypes, 'api-db', 'api-core'] } } },
              },
            },
            // Module tiers (DESIGN.md §12): no module imports one of a higher tier.
            ...apiTiers.policies,
            // No app imports another app: the api, the site, the studio and the payment sandbox
            // talk over HTTP (CONVENTIONS.md). `app-other` is any other file of an app (its
            // root files, apps/games, apps/payments), named by the app it is in.
            {
              from: { element: { type: 'app-other' } },
              disallow: {
                to: { element: { type: 'app-other', captured: { app: '!{{from.captured.app}}' } } },
              },
            },
            {
              from: { element: { type: 'app-other', captured: { app: '!web' } } },
              disallow: { to: { element: { types: { anyOf: webTypes } } } },
            },
            {
              from: { element: { type: 'app-other', captured: { app: '!api' } } },
              disallow: { to: { element: { types: { anyOf: apiTypes } } } },
            },
            {
              from: { element: { types: { anyOf: webTypes } } },
              disallow: { to: { element: { type: 'app-other', captured: { app: '!web' } } } },
            },
            {
              from: { element: { types: { anyOf: apiTypes } } },
              disallow: { to: { element: { type: 'app-other', captured: { app: '!api' } } } },
            },
            {
              from: { element: { types: { anyOf: [...apiModuleTypes, 'api-core', 'api-db'] } } },
              disallow: {
                to: { element: { types: { anyOf: ['web-app', 'web-feature', 'web-shared'] } } },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories (and the db layer, seeds and test helpers) import the database schema,
    // and a module reads another module's data through its service, never its repository.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: [
      'apps/api/src/modules/**/*.repository.ts',
      'apps/api/src/modules/**/*.test.ts',
      'apps/api/src/modules/**/*.seed.ts',
      'apps/api/src/modules/health/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema/*', '**/db/schema', 'drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts files touch the database.',
            },
            {
              group: ['../*/*.repository.js'],
              message: 'A module reaches another module through its service, never its repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // Drizzle writes a single-table select's (and a returning's) fields without their table, so
    // a subquery there that names the outer table compares a column with itself (issue 14: every
    // rollback refused with 154). Such fields go in plain SQL (db.execute), where names keep it.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(select|selectDistinct|selectDistinctOn|returning)$/] > ObjectExpression > Property TaggedTemplateExpression[tag.name="sql"] TemplateElement[value.raw=/\\b(SELECT|FROM)\\b/i]',
          message:
            'A subquery in select fields loses its table names in Drizzle: write the statement as plain SQL (db.execute).',
        },
      ],
    },
  },
);
