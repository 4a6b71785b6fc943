import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
/**
 * Three workers share the two cores with the runner itself: a test that takes 2-3 s alone may pass
 * 5 s (Vitest's default limit) while another worker imports a page graph.
 */
const testTimeout = 15_000;

/**
 * Component tests that replace a module with vi.mock, or that load every page of the router (the
 * fault table): in a shared graph those pages would be loaded for the files after it, and a test
 * of a page whose code is still loading (router.test.tsx) would find it loaded.
 */
const ISOLATED = 'src/**/*.isolated.test.tsx';
const dom = {
  plugins: [react()],
  resolve: { alias },
  test: {
    environment: 'jsdom',
    testTimeout,
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // The client needs an absolute base URL outside a browser; MSW answers on any origin.
    env: { VITE_API_BASE_URL: 'http://localhost:3000' },
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on the 2-core CI
    // machine. Three: many files wait on servers they start, and the fault table on its delays
    // (about 30 s), so a third worker fills the cores while one waits (docs/testing.md).
    maxWorkers: 3,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          // One module graph per worker, not per file: the contract's validators and the mock are
          // built once, not in each of ~100 files (the unit step 180 → 148 s, 2026-11-28). Files
          // put back any global they change (process.env, timers); shuffled orders pass.
          isolate: false,
          testTimeout,
          include: [
            'openapi/**/*.test.ts',
            'scripts/**/*.test.ts',
            'mocks/**/*.test.ts',
            'src/**/*.test.ts',
            'eslint/**/*.test.ts',
          ],
        },
      },
      {
        ...dom,
        test: {
          ...dom.test,
          name: 'dom',
          // One module graph and one jsdom per worker, not per file: setting up jsdom and importing
          // React, antd-mobile and the app cost ~6 s per file, more than most files' tests. Each
          // file still starts with an empty DOM and storage (src/test/setup.ts) and its own MSW
          // server and query clients.
          isolate: false,
          exclude: [ISOLATED],
        },
      },
      {
        ...dom,
        test: {
          ...dom.test,
          // vi.mock replaces a module only before anything imported it: a file that mocks one
          // needs its own module graph (eslint refuses vi.mock in the other component tests).
          name: 'dom-isolated',
          include: [ISOLATED],
        },
      },
    ],
  },
});
