import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocs, codesMarkdown, withCodes } from './docs';
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
});
