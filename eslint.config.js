import js from '@eslint/js';
import globals from 'globals';
import shop from './eslint/plugin.js';
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
    plugins: { shop },
    rules: {
      'shop/layers': 'error',
      // antd-mobile's imperative components render through the React 19 shim, which the entry
      // does not load: a module that shows one imports it.
      'shop/antd-shim': 'error',
      // Every mutation is built on useGuardedMutation: a double tap sends one request.
      'shop/guarded-mutations': 'error',
      // One class prefix per folder (docs/decisions/0015).
      'shop/class-prefixes': 'error',
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
    // Every entry that follows a `redirect` query value reads it through redirectParam, which
    // refuses off-site values (docs/security.md): so the unit table of src/lib/redirect.test.ts
    // covers every entry, and the browser walk (e2e/security-redirects.spec.ts) needs only a few.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/redirect.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='get'][arguments.0.value='redirect']:not(CallExpression[callee.name='safeRedirect'] > CallExpression)",
          message:
            "Read the redirect query value with redirectParam from '@/lib/redirect' (it refuses off-site values).",
        },
      ],
    },
  },
  {
    // The component tests of a worker share one module graph (vitest.config.ts), where vi.mock
    // cannot replace a module another file imported first: a file that mocks a module is named
    // *.isolated.test.tsx and runs with a graph of its own.
    files: ['src/**/*.test.tsx'],
    ignores: ['src/**/*.isolated.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'vi.mock needs a module graph of its own: name this file *.isolated.test.tsx.',
        },
      ],
    },
  },
  {
    // The one file that wraps TanStack's useMutation.
    files: ['src/lib/use-guarded-mutation.ts'],
    rules: { 'shop/guarded-mutations': 'off' },
  },
  {
    // One class prefix per folder in the stylesheets too (docs/decisions/0015). antd-mobile's own
    // classes appear only in these selectors, each where antd-mobile has no variable or prop for
    // it (the reasons are in decision 0015); a new one is an error until it is argued there.
    files: ['src/**/*.css'],
    plugins: { shop },
    language: 'shop/css',
    rules: {
      'shop/css-class-prefixes': [
        'error',
        {
          // antd-mobile's own global rules: the theme replaces its global stylesheet
          // (src/app/theme.test.ts checks the list against antd-mobile's).
          'src/app/theme.css': [
            '.adm-plain-anchor',
            '.adm-plain-anchor:active',
            'body.adm-overflow-hidden',
            'div.adm-px-tester',
          ],
          // The region list is 300 px; Picker's style prop cannot reach its inner PickerView.
          // WCAG 2.5.5: the header's 取消 and 确定 are 44 px high; their padding has no variable.
          'src/features/user/components/area-picker.css': [
            '.user-area-picker .adm-picker-body > .adm-picker-view',
            '.user-area-picker .adm-picker-header-button',
          ],
          // A swipe reveals 80 px; SwipeAction has no width for its action buttons.
          'src/features/cart/shop-cart-page.css': ['.cart-row .adm-swipe-action-action-button'],
          'src/features/user/collection-page.css': ['.user-collection-row .adm-swipe-action-action-button'],
          // The layout caps at 640 px: antd-mobile's own pop-ups (Picker, ActionSheet) take the
          // centred column; Popup's body is `width: 100%; left: 0` with no variable for it.
          'src/app/global.css': ['.adm-popup-body-position-bottom', '.adm-popup-body-position-top'],
          // WCAG 2.5.5: a text field takes taps over its row's height (44 px); Input has no prop
          // or variable for its element's height.
          'src/components/form/form.css': ['.form-field__input .adm-input-element'],
          'src/features/user/coupon-page.css': ['.user-redeem-bar__input .adm-input-element'],
        },
      ],
    },
  },
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
