import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Layer rules (docs/architecture.md): src never imports server; src/ui knows no feature; a feature
// imports another feature only through its index.ts, or its pages.ts where index.ts must stay light
// because eagerly loaded code imports it. Relative paths differ with the folder depth, so the
// feature rule is written per feature and depth.
const NO_SERVER = { regex: '^(\\.\\./)+server(/|$)', message: 'The storefront never imports server code.' };
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const up = (n) => '(\\.\\./)'.concat(`{${n}}`);
const featureLayer = features.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              regex: `^(${up(depth + 1)}(?!${feature}/)|${up(depth + 2)}features/)[^./][^/]*/(?!(index|pages)$)`,
              message: 'Import another feature through its index.ts (or its pages.ts: what only lazily loaded pages use).',
            },
          ],
        },
      ],
    },
  })),
);

// Store API areas (server/store-api/<area>/, docs/architecture.md "What may import what"): code
// outside an area imports it only through its entry modules: index.ts (route plugins, the functions
// wiring.ts hooks in, services that import hooks.ts) or public.ts (the light part: no route module,
// nothing that imports hooks.ts; what hooks.ts, deps.ts, the admin API and other areas' light
// modules use). Inside an area, modules import each other directly; tests and testing/ helpers may
// import anything. Written per area and depth like the feature rule.
const AREA_ENTRY_ONLY = 'Import a Store API area from outside only through its index.ts or public.ts (the light part without routes).';
const storeApiAreas = readdirSync(new URL('./server/store-api', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const serverTests = ['**/*.test.ts', 'server/**/testing/**'];
const areaImport = (prefix) => ({ regex: `^${prefix}[^./][^/]*/(?!(index|public)$)`, message: AREA_ENTRY_ONLY });
const storeApiLayer = [
  ...storeApiAreas.flatMap((area) =>
    [0, 1, 2].map((depth) => ({
      files: [`server/store-api/${area}/${'*/'.repeat(depth)}*.ts`],
      ignores: serverTests,
      rules: { 'no-restricted-imports': ['error', { patterns: [areaImport(`(${up(depth + 1)}(?!${area}/)|${up(depth + 2)}store-api/)`)] }] },
    })),
  ),
  // routes.ts, wiring.ts, hooks.ts, index.ts … of server/store-api itself.
  { files: ['server/store-api/*.ts'], ignores: serverTests, rules: { 'no-restricted-imports': ['error', { patterns: [areaImport('\\./')] }] } },
  // app.ts, main.ts, deps.ts, admin/, mail/ … of the rest of the server.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/store-api/**', ...serverTests],
    rules: { 'no-restricted-imports': ['error', { patterns: [areaImport('(\\./|(\\.\\./)+)store-api/')] }] },
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests poke into loosely typed JSON answers; `any` there is clearer than long casts.
    files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [NO_SERVER] }] } },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_SERVER, { regex: '^(\\.\\./)+features(/|$)', message: 'src/ui knows no feature: pass what it needs as props.' }],
        },
      ],
    },
  },
  {
    // The app shell (router, layouts, loaders) uses features through their index.ts / pages.ts too.
    // (src/stages/app.ts, the entry's last stage, wires four bootstrap functions by file: a barrel
    // there would put every module of that feature's index into the first route's chunk.)
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [NO_SERVER, { regex: '^(\\.\\./)+features/[^./][^/]*/(?!(index|pages)$)', message: 'Import a feature through its index.ts (or pages.ts).' }],
        },
      ],
    },
  },
  ...featureLayer,
  ...storeApiLayer,
);
