import { streamBody } from '../scripts/lib/stream-body';
import { SECURITY_HEADERS } from '../scripts/vite-plugins/security-headers';
import { expect, test } from './support';

// What `vite preview` sends beside the policy, as a production host should (docs/deploy.md has
// the nginx lines): nosniff and the referrer policy on the page, a deep link, the hashed files
// and the public ones. And its proxy in front of the mock stack passes on the 413 of an oversized
// body to a client that is still streaming it, instead of a reset.

test('every file of the build comes with nosniff and the referrer policy', async ({ page }) => {
  const res = await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  const answers = [
    res!,
    await page.request.get('/user/order?state=0'),
    await page.request.get(script!, { headers: { 'Accept-Encoding': 'br' } }),
    await page.request.get(script!, { headers: { 'Accept-Encoding': 'identity' } }),
    await page.request.get('/favicon.svg'),
  ];
  for (const answer of answers) {
    const headers = answer.headers();
    expect(headers['x-content-type-options'], answer.url()).toBe(SECURITY_HEADERS['X-Content-Type-Options']);
    expect(headers['referrer-policy'], answer.url()).toBe(SECURITY_HEADERS['Referrer-Policy']);
  }
  expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
});

test('a 5 MB body through the preview proxy gets 413, not a reset', async ({ baseURL }) => {
  for (const path of ['/api/login', '/api/account/review/upload'])
    expect((await streamBody(`${baseURL}${path}`, 5 * 1024 * 1024)).status, path).toBe(413);
});
