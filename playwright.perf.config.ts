import { defineConfig } from '@playwright/test';
// First: the browser of the timings, before the base config picks the tests' one.
import './scripts/lib/use-full-chromium';
import base from './playwright.config';

// Timings in the browser (tap to content, e2e/perf/): part of `npm run perf`, not of the functional
// suite. One worker, so the figures are not shared with another browser on the same cores; the
// stack is the worker's own, as in the journeys (e2e/support.ts).
// The calls of a timing run are not the journeys' record (reports/e2e-calls.json, read by the
// contract coverage report).
process.env.E2E_CALLS ??= 'reports/perf-e2e-calls.json';

export default defineConfig({
  ...base,
  testDir: 'e2e/perf',
  testIgnore: [],
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_PERF_REPORT ?? 'reports/perf-e2e.json' }]],
  projects: [base.projects![0]!],
});
