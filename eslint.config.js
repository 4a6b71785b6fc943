import js from '@eslint/js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

// Layers (docs/decisions/0001-layers.md): each may import only from the ones before it —
// domain, validation ← api ← lib ← calls ← components ← features ← app — and features never
// import each other. The generated contract types (src/api/schema.d.ts, operations.gen.ts) are open to all.
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const GENERATED = ['schema.d.ts', 'operations.gen.ts', 'errors.ts'];
const layerZones = [
  ...['./src/domain', './src/validation'].flatMap((target) => [
    {
      target,
      from: ['./src/lib', './src/calls', './src/components', './src/features', './src/app'],
      message: 'domain and validation are pure: no client, no React, no screens.',
    },
    { target, from: './src/api', except: GENERATED, message: 'domain may use the contract types only.' },
  ]),
  {
    target: './src/api',
    from: ['./src/lib', './src/calls', './src/components', './src/features', './src/app'],
    message: 'api sits below lib, components, features and app.',
  },
  {
    target: './src/lib',
    from: ['./src/calls', './src/components', './src/features', './src/app'],
    message: 'lib sits below calls, components, features and app.',
  },
  {
    target: './src/calls',
    from: ['./src/components', './src/features', './src/app'],
    message: 'a call module (one per operation) sits below components, features and app.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app'],
    message: 'shared components may not import a feature or the app.',
  },
  { target: './src/features', from: './src/app', message: 'features may not import the app shell.' },
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'features do not import each other: move what they share to src/lib or src/components.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'openapi/dist',
      'src/api/schema.d.ts',
      'src/api/operations.gen.ts',
      'test-results',
      'playwright-report',
      'reports',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
);
