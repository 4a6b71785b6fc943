import { DEV_USER, expect, resetMock, test, visit } from './support';

// After a login and a walk through the account's screens, the token, the password and the full
// mobile number are in no page URL (history included), no console message and neither storage
// (docs/security.md); the session lives only in the userData cookie.

test('no token, password or full mobile in URLs, the console or storage after login', async ({ page }) => {
  await resetMock();
  const urls: string[] = [];
  const consoleLines: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()));
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message}`));

  await page.goto('/user/order?state=0');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('手机号', { exact: true }).fill(DEV_USER.mobile);
  await page.getByLabel('密码', { exact: true }).fill(DEV_USER.password);
  const login = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const { data } = (await (await login).json()) as { data: { token: string } };
  await expect(page).toHaveURL(/\/user\/order\?state=0$/);
  await visit(page, '/user');
  await expect(page.getByText('1380****8000').first()).toBeVisible();
  for (const path of ['/user/address', '/user/coupon', '/shop-cart', '/user/setting']) {
    await visit(page, path);
    await expect(page.locator('main')).toBeVisible();
  }

  const secrets = [data.token, DEV_USER.password, DEV_USER.mobile];
  const storage = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)),
  );
  const leaks = (where: string, lines: string[]) =>
    lines.flatMap((line) => secrets.filter((s) => line.includes(s)).map(() => `${where}: ${line}`));
  expect(data.token.length).toBeGreaterThan(8);
  // Every address the page showed was seen, in-app navigations included.
  expect(urls.some((u) => u.endsWith('/user/setting'))).toBe(true);
  expect([
    ...leaks('url', [...urls, page.url()]),
    ...leaks('console', consoleLines),
    ...leaks('storage', storage),
  ]).toEqual([]);
  // The session is in the cookie the app reads, and only there.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'userData');
  expect(decodeURIComponent(cookie?.value ?? '')).toContain(data.token);
  expect(cookie?.sameSite).toBe('Lax');
});
