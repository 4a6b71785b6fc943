import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the built app (vite preview) and the mock, in Debian's Chromium
// (`npx playwright install` cannot download browsers here). Ports differ from `npm start`'s so
// both can run at once.
const API_PORT = 4610;
const MOCK_PORT = 4611;
const APP_PORT = 4673;
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'phone-375',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 667 },
        isMobile: false,
        hasTouch: true,
      },
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
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${APP_PORT} --strictPort`,
      port: APP_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { MOCK_URL: `http://127.0.0.1:${API_PORT}`, MOCK_DIRECT_URL: `http://127.0.0.1:${MOCK_PORT}` },
    },
  ],
});
