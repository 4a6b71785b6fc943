import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium';
import type { ContractOptions, InAppOptions } from './e2e/support';
import { USER_AGENTS } from './e2e/user-agents';

// Browser journeys against the built app (vite preview) and the mock stack, in Debian's Chromium
// (`npx playwright install` cannot download browsers here). E2E_PORT_BASE and E2E_DIST let
// several runs share a machine (ports differ from `npm start`'s by default).
const BASE = Number(process.env.E2E_PORT_BASE ?? 4600);
const API_PORT = BASE + 10;
const MOCK_PORT = BASE + 11;
const APP_PORT = BASE + 73;
const DIST = process.env.E2E_DIST ?? 'dist';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const phone = (width: number) => ({
  ...devices['Desktop Chrome'],
  viewport: { width, height: 740 },
  hasTouch: true,
});

export default defineConfig<ContractOptions & InAppOptions>({
  testDir: 'e2e',
  // The demo build's journeys run without the mock stack: playwright.demo.config.ts.
  testIgnore: 'demo/**',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  // Every test fails on a contract violation of its calls (e2e/support.ts); the calls the app made
  // are merged into reports/e2e-calls.json for the contract coverage report.
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // The home page's gift popup counts as already shown today, so it does not cover the page in
    // journeys about something else; the gift popup journey starts from an empty storage.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${APP_PORT}`,
          localStorage: [
            { name: 'giftTate', value: '99' },
            { name: 'startTime', value: String(Date.now()) },
          ],
        },
      ],
    },
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  // Every journey runs at 375 px; journeys tagged @widths also at 320 and 640 px, and those tagged
  // @browsers also inside WeChat and Alipay, by their real user agents (one platform each, to keep
  // CI time: docs/decisions/0014-journeys-per-browser.md). A journey that exists only inside one of
  // them (its payment) is tagged @weixin or @alipay and runs there alone.
  projects: [
    { name: 'phone-375', use: phone(375), grepInvert: /@weixin|@alipay/ },
    { name: 'phone-320', use: phone(320), grep: /@widths/ },
    { name: 'wide-640', use: phone(640), grep: /@widths/ },
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
  ],
  webServer: [
    {
      // The stateful mock behind `prism proxy --errors`, as `npm start` runs it.
      command: 'node_modules/.bin/tsx mocks/server/main.ts',
      port: API_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { API_PORT: String(API_PORT), MOCK_PORT: String(MOCK_PORT) },
    },
    {
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort --outDir ${DIST}`,
      port: APP_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MOCK_URL: `http://127.0.0.1:${API_PORT}`, MOCK_DIRECT_URL: `http://127.0.0.1:${MOCK_PORT}` },
    },
  ],
});
