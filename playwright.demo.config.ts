import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The demo build (npm run build:demo) in Chromium, served by a plain static server with no mock
// process and no proxy: every /api, /__mock and /mock-assets request is answered in the page by
// the mock behind MSW's service worker. E2E_DEMO_DIST picks another build folder.
const PORT = Number(process.env.E2E_PORT_BASE ?? 4600) + 74;
const DIST = process.env.E2E_DEMO_DIST ?? 'dist-demo';
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  ...base,
  testDir: 'e2e/demo',
  testIgnore: [],
  // No mock stacks and no call record: the mock is in the page.
  globalSetup: undefined,
  globalTeardown: undefined,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_DEMO_REPORT ?? 'reports/e2e-demo.json' }]],
  use: {
    ...base.use,
    baseURL,
    // The gift popup counts as shown today, as in the other journeys.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: 'giftTate', value: '99' },
            { name: 'startTime', value: String(Date.now()) },
          ],
        },
      ],
    },
    // The worker is the point of this build.
    serviceWorkers: 'allow',
  },
  projects: [base.projects![0]!],
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve-static.ts ${DIST} ${PORT}`,
    port: PORT,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
