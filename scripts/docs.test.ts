import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { buildDocs, codesMarkdown, withCodes } from './docs';
import { CHROMIUM_FLAGS, testBrowser } from './lib/chromium';
import { needsLogin } from './lib/contract';
import { BUNDLE_FILE } from './lib/paths';

type Op = Parameters<typeof codesMarkdown>[0];
const bundle = JSON.parse(fs.readFileSync(BUNDLE_FILE, 'utf8')) as {
  paths: Record<string, Record<string, Op>>;
};
const operations = Object.values(bundle.paths).flatMap((item) => Object.values(item));

describe('npm run docs', () => {
  it("should put every operation's business codes, with their example envelopes, in its description", () => {
    const docs = withCodes(bundle);
    const described = Object.values(docs.paths).flatMap((item) => Object.values(item));
    expect(described).toHaveLength(operations.length);
    for (const [i, op] of described.entries()) {
      const source = operations[i];
      const examples = source.responses!['200'].content!['application/json'].examples!;
      expect(source['x-codes']!.length, op.operationId).toBeGreaterThan(0);
      for (const c of source['x-codes']!) {
        expect(op.description).toContain(`| \`${c.code}\` |`);
        expect(op.description).toContain(`**code ${c.code}** · \`${c.example}\``);
        expect(op.description).toContain(JSON.stringify(examples[c.example].value, null, 2));
      }
      if (needsLogin(source)) expect(op.description).toContain('**需要登录**');
    }
  });

  it('should build one HTML file that works offline and shows the codes', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-')), 'index.html');
    buildDocs(out);
    const html = fs.readFileSync(out, 'utf8');
    expect(html.match(/业务码 \(x-codes\)/g)).toHaveLength(operations.length);
    expect(html).toContain('账号或密码错误');
    expect(html).not.toContain('bundles/redoc.standalone.js'); // Redoc inlined, not from a CDN
  }, 60_000);

  it('should make no request to another host when opened, offline (no CDN logo, no telemetry)', async () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docs-')), 'index.html');
    buildDocs(out);
    const server = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(fs.readFileSync(out));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const browser = await chromium.launch({
      executablePath: testBrowser(),
      args: CHROMIUM_FLAGS,
    });
    const outside: string[] = [];
    try {
      const page = await browser.newPage();
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(`${origin}/`) || url.startsWith('data:')) return route.continue();
        outside.push(url);
        return route.abort();
      });
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      expect(await page.locator('body').innerText()).toContain('二手手机商城 h5 接口');
      // A reader opens an operation: Redoc sends its telemetry on such events too.
      await page.getByText('auth', { exact: true }).first().click();
      await page.getByText('手机号密码登录', { exact: true }).first().click();
      await expect
        .poll(() => page.locator('body').innerText(), { timeout: 30_000 })
        .toContain('业务码 (x-codes)');
      await page.waitForLoadState('networkidle');
    } finally {
      await browser.close();
      server.close();
    }
    expect(outside).toEqual([]);
  }, 90_000);
});
