import js from '@eslint/js';
import globals from 'globals';
import layers from './eslint/layers.js';
import navigation from './eslint/navigation.js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

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
    // Layers (docs/decisions/0001): domain, validation ← api ← lib ← calls ← components ← features
    // ← app, and features never import each other. CI fails on a breach.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { shop: layers },
    rules: {
      'shop/layers': 'error',
      // One link component (src/components/link/link.tsx): react-router's carries prefetching
      // code the shop does not use into every first load.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: "Use Link from '@/components/link/link'.",
            },
          ],
        },
      ],
    },
  },
  navigation,
  {
    // Every journey takes `test` and `expect` from e2e/support.ts, whose fixture fails a test on
    // any contract violation of its calls; only types may come from Playwright directly. The demo
    // build's journeys (e2e/demo/) run with no mock stack, so there is no proxy to check.
    files: ['e2e/**/*.spec.ts'],
    ignores: ['e2e/demo/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import test and expect from './support' (contract check on every test).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
