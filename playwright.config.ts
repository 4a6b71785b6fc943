import { defineConfig, devices, type Project } from '@playwright/test';
import { CHROMIUM_TEST_FLAGS, testBrowser } from './scripts/lib/chromium';
import type { ContractOptions, InAppOptions } from './e2e/support';
import { USER_AGENTS } from './e2e/user-agents';

// Browser journeys against the built app (vite preview) and the mock stack, in Debian's Chromium
// (`npx playwright install` cannot download browsers here): its headless shell, or CHROMIUM_PATH
// (scripts/lib/chromium.ts). The global setup starts a stack on
// free ports per parallel slot (e2e/global-setup.ts, e2e/stack.ts) and each worker takes its
// slot's (e2e/support.ts), so workers running at once share no mock state and `--shard=i/n`
// splits the run across machines. E2E_DIST serves another build;
// E2E_PORT_BASE only names this run's call-record files, so several runs can share a machine.
const executablePath = testBrowser();

const phone = (width: number) => ({
  ...devices['Desktop Chrome'],
  viewport: { width, height: 740 },
  hasTouch: true,
});

/**
 * The demo build (npm run build:demo) served by a plain static server with no mock process and
 * no proxy: every /api, /__mock and /mock-assets request is answered in the page by the mock
 * behind MSW's service worker. Its journeys (e2e/demo/) join this run when E2E_DEMO=1 (npm test,
 * after building dist-demo/: one run, so the two workers share them out), or run alone with
 * playwright.demo.config.ts. E2E_DEMO_DIST picks another build folder.
 */
const DEMO_PORT = Number(process.env.E2E_PORT_BASE ?? 4600) + 74;
const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const demo = {
  project: {
    name: 'demo',
    testDir: 'e2e/demo',
    testIgnore: [],
    use: {
      ...phone(375),
      baseURL: DEMO_URL,
      // The gift popup counts as shown today, as in the other journeys.
      storageState: {
        cookies: [],
        origins: [
          {
            origin: DEMO_URL,
            localStorage: [
              { name: 'giftTate', value: '99' },
              { name: 'startTime', value: String(Date.now()) },
            ],
          },
        ],
      },
      // The worker is the point of this build.
      serviceWorkers: 'allow' as const,
    },
  } satisfies Project,
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve-static.ts ${process.env.E2E_DEMO_DIST ?? 'dist-demo'} ${DEMO_PORT}`,
    port: DEMO_PORT,
    reuseExistingServer: false,
    timeout: 30_000,
  },
};
const withDemo = process.env.E2E_DEMO === '1';

export default defineConfig<ContractOptions & InAppOptions>({
  testDir: 'e2e',
  // The demo build's journeys run without the mock stack (playwright.demo.config.ts); timings
  // are not functional checks and run in `npm run perf` (playwright.perf.config.ts).
  testIgnore: ['demo/**', 'perf/**'],
  fullyParallel: false,
  // Two cores here: two workers, each with its browser and its stack. E2E_WORKERS for more.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  // Every test fails on a contract violation of its calls (e2e/support.ts); the calls the app made
  // are merged into reports/e2e-calls.json for the contract coverage report.
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    // baseURL and the gift popup counted as shown (giftSeen) are the worker's stack's:
    // fixtures in e2e/support.ts.
    locale: 'zh-CN',
    // Recording a trace of every test costs 15-25 % of the suite's time here (measured 2026-11-28,
    // docs/testing.md); in CI a failure is traced on its retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_TEST_FLAGS,
    },
  },
  // Every journey runs at 375 px; 320 and 640 px are checked per route (e2e/a11y.spec.ts: every
  // route of the table fits both, in the visit that scans it), not by running journeys again. Journeys tagged @browsers
  // also run inside WeChat and Alipay, by their real user agents (one platform each, to keep CI
  // time: docs/decisions/0014-journeys-per-browser.md). A journey that exists only inside one of
  // them (its payment) is tagged @weixin or @alipay and runs there alone.
  projects: [
    { name: 'phone-375', use: phone(375), grepInvert: /@weixin|@alipay/ },
    {
      name: 'wechat-android',
      use: { ...phone(375), userAgent: USER_AGENTS.weixinAndroid, inApp: 'weixin' },
      grep: /@browsers|@weixin/,
    },
    {
      name: 'alipay-ios',
      use: { ...phone(375), userAgent: USER_AGENTS.alipayIos, inApp: 'alipay' },
      grep: /@browsers|@alipay/,
    },
    ...(withDemo ? [demo.project] : []),
  ],
  webServer: withDemo ? demo.webServer : undefined,
});
