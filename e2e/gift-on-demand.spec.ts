// Nothing on a first visit that the first screen does not show: the home page asks for the gift
// once idle, and the gift popup's code and picture come only when its rule says it opens.
import type { Page } from '@playwright/test';
import { DEV_USER, expect, loginAsDevUser, resetMock, test, workerStack } from './support';

// A first visit: nothing shown yet (the other journeys start with the popup counted as shown today).
test.use({ giftSeen: false });

test.beforeEach(async () => {
  await resetMock();
});

/** The popup's code (its chunk and stylesheet) and pictures the page fetched. */
function giftFetches(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/assets\/gift-popup-|\/banners\/gift/.test(pathname)) fetched.push(pathname);
  });
  return fetched;
}

/** Opens / and waits until the gift call has answered and the page has nothing more under way. */
async function visitHome(page: Page) {
  const gift = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/gift/get_gift');
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await gift;
  await page.waitForLoadState('networkidle');
}

test('a first visit whose gift rule says no popup fetches neither its code nor its picture', async ({
  page,
}) => {
  // The development user has the gift already: the rule says the popup does not open.
  await loginAsDevUser(page);
  const gift = (await (await fetch(`${workerStack().apiUrl}/api/gift/get_gift?p=h5&v=4.9.0`)).json()) as {
    data: { gift_id: number };
  };
  const body = new URLSearchParams({
    p: 'h5',
    v: '4.9.0',
    token: DEV_USER.token,
    gift_id: String(gift.data.gift_id),
  });
  const claimed = await fetch(`${workerStack().apiUrl}/api/account/coupons/get_gift_bonus`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  expect(((await claimed.json()) as { code: number }).code).toBe(1);

  const fetched = giftFetches(page);
  await visitHome(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(fetched).toEqual([]);
});

test('a first visit whose gift rule says the popup opens fetches its code and picture, and shows it', async ({
  page,
}) => {
  const fetched = giftFetches(page);
  await visitHome(page);
  await expect(page.getByRole('dialog', { name: '新人礼包' })).toBeVisible();
  await expect.poll(() => fetched.some((f) => f.startsWith('/assets/gift-popup-'))).toBe(true);
  await expect.poll(() => fetched.some((f) => f.includes('/banners/gift'))).toBe(true);
});
