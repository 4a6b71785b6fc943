// Helpers shared by the journeys: the mock's control API and logging in through the UI-less API.
import { expect, type Page, type Response } from '@playwright/test';

const MOCK_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT_BASE ?? 4600) + 11}`;

/** Calls the mock's control API (outside the contract): reset, scenario, orders/<no>/advance. */
export async function mockControl(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${MOCK_URL}/__mock/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`mock control ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

export const resetMock = () => mockControl('reset');

export const DEV_USER = {
  mobile: '13800138000',
  password: 'abc123',
  userId: 10001,
  token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b',
};

/** Starts the page logged in as the development user (the userData cookie the app writes at login). */
export async function loginAsDevUser(page: Page): Promise<void> {
  const userData = JSON.stringify({
    userId: DEV_USER.userId,
    mobile: DEV_USER.mobile,
    token: DEV_USER.token,
    nickName: '机友_8000',
  });
  await page.context().addCookies([
    {
      name: 'userData',
      value: encodeURIComponent(userData),
      domain: '127.0.0.1',
      path: '/',
      expires: Date.now() / 1000 + 7 * 86400,
    },
  ]);
}

/**
 * Scrolls to the bottom until the list says it is full, as a thumb would. After each flick it
 * waits for what the flick asked for (another answer of the list's call, `path`) or for the
 * list's 已显示全部, never for a fixed time.
 */
export async function scrollUntilFull(page: Page, path: string): Promise<void> {
  const full = page.getByText('已显示全部');
  let answered = 0;
  const count = (r: Response) => {
    if (new URL(r.url()).pathname === path) answered++;
  };
  page.on('response', count);
  try {
    for (let i = 0; i < 60 && !(await full.isVisible()); i++) {
      const before = answered;
      await page.mouse.wheel(0, 20_000);
      await expect.poll(async () => answered > before || (await full.isVisible())).toBe(true);
    }
    await expect(full).toBeVisible();
  } finally {
    page.off('response', count);
  }
}
