import { defineConfig } from '@playwright/test';
import base, { demo } from './playwright.config';

// The demo build's journeys alone (npm run test:demo); npm test runs them inside the main run
// (E2E_DEMO=1). The project and its static server: playwright.config.ts.
export default defineConfig({
  ...base,
  // No mock stacks and no call record: the mock is in the page.
  globalSetup: undefined,
  globalTeardown: undefined,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_DEMO_REPORT ?? 'reports/e2e-demo.json' }]],
  projects: [demo.project],
  webServer: demo.webServer,
});
