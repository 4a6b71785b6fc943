// npm run docs: a static HTML reference of the contract (Redocly build-docs, Redoc inlined so it
// works offline) in dist-docs/index.html; `npm start` serves it at /__docs. Redoc does not show
// the `x-codes` extension, so each operation's description gets its business codes as a table,
// each code with its example envelope, and its login / writes marks.
// Nothing leaves the machine: the build runs with Redocly's usage data and update check off, and
// the page carries a policy (OFFLINE_POLICY) under which the browser asks no other host for
// anything (Redoc would load its logo from a CDN and send its telemetry to Redocly).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { needsLogin } from './lib/contract.ts';
import { BIN, BUNDLE_FILE, ROOT } from './lib/paths.ts';

export const DOCS_DIR = path.join(ROOT, 'dist-docs');
export const DOCS_FILE = path.join(DOCS_DIR, 'index.html');

interface Operation {
  operationId?: string;
  description?: string;
  'x-codes'?: { code: number; example: string; description?: string }[];
  security?: Record<string, string[]>[];
  'x-writes'?: boolean;
  'x-inferred'?: boolean;
  responses?: Record<
    string,
    { content?: Record<string, { examples?: Record<string, { summary?: string; value?: unknown }> }> }
  >;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The business codes of one operation as Markdown: a table, then each code's example. */
export function codesMarkdown(op: Operation): string {
  const codes = op['x-codes'] ?? [];
  if (!codes.length) return '';
  const examples = op.responses?.['200']?.content?.['application/json']?.examples ?? {};
  const rows = codes.map(
    (c) =>
      `| \`${c.code}\` | ${cell(c.description ?? '')} | \`${c.example}\` ${cell(examples[c.example]?.summary ?? '')} |`,
  );
  const samples = codes
    .filter((c) => examples[c.example]?.value !== undefined)
    .map(
      (c) =>
        `**code ${c.code}** · \`${c.example}\`\n\n\`\`\`json\n${JSON.stringify(examples[c.example].value, null, 2)}\n\`\`\``,
    );
  return [
    '#### 业务码 (x-codes)',
    '',
    '| code | 含义 | 示例 |',
    '| --- | --- | --- |',
    ...rows,
    '',
    ...samples.flatMap((s) => [s, '']),
  ].join('\n');
}

function marks(op: Operation): string {
  const out = [
    needsLogin(op) && '**需要登录** (`security: token`): 未登录或 token 失效时返回 code -1。',
    op['x-writes'] && '**修改数据** (`x-writes`)。',
    op['x-inferred'] && '**推断** (`x-inferred`): 产品规格未给出的结构，需后端确认。',
  ].filter(Boolean);
  return out.join('\n\n');
}

/** The bundle with each operation's description extended by its marks and business codes. */
export function withCodes(doc: Doc): Doc {
  const copy = structuredClone(doc);
  for (const item of Object.values(copy.paths))
    for (const op of Object.values(item)) {
      if (typeof op !== 'object' || !op || !('responses' in op)) continue;
      op.description = [op.description ?? '', marks(op), codesMarkdown(op)].filter(Boolean).join('\n\n');
    }
  return copy;
}

/**
 * The page's own policy: everything it needs is inline (scripts, styles, images as data: URLs),
 * so nothing may come from or go to anywhere else.
 */
export const OFFLINE_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'font-src data:',
  'worker-src blob:',
  "connect-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

/** The built page with OFFLINE_POLICY first in its <head>. */
export function offlinePage(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${OFFLINE_POLICY}" />`;
  if (!/<head>/i.test(html)) throw new Error('docs: the built page has no <head> for its policy');
  return html.replace(/<head>/i, `<head>\n  ${meta}`);
}

export function buildDocs(out = DOCS_FILE): void {
  const doc = JSON.parse(fs.readFileSync(BUNDLE_FILE, 'utf8')) as Doc;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const input = path.join(path.dirname(out), 'shop.docs.json');
  fs.writeFileSync(input, JSON.stringify(withCodes(doc)));
  const run = spawnSync(
    path.join(BIN, 'redocly'),
    [
      'build-docs',
      input,
      '-o',
      out,
      '--inlineBundle',
      '--title',
      'phone-shop-h5 API 参考',
      '--openapi.disableTelemetry=true',
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (run.status !== 0) throw new Error(`redocly build-docs failed:\n${run.stdout}${run.stderr}`);
  fs.writeFileSync(out, offlinePage(fs.readFileSync(out, 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? path.resolve(process.argv[at + 1]) : DOCS_FILE;
  buildDocs(out);
  console.log(`docs: API reference in ${path.relative(ROOT, out)} (served at /__docs by npm start)`);
}
