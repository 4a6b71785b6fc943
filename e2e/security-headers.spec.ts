import http from 'node:http';
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

/** POSTs `bytes` of form body in 64 KiB writes, as a slow upload does, and gives the status. */
function streamBody(url: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': bytes },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n)))
          return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

test('a 5 MB body through the preview proxy gets 413, not a reset', async ({ baseURL }) => {
  for (const path of ['/api/login', '/api/account/review/upload'])
    expect(await streamBody(`${baseURL}${path}`, 5 * 1024 * 1024), path).toBe(413);
});
