// npm run check:portable: the contract as tools other than this project's own read it, each with
// its own defaults and none of the project's configuration:
// 1. Spectral's `spectral:oas` ruleset on the bundle: no result of any severity;
// 2. Redocly's `recommended` ruleset, run where no redocly.yaml is found: 0 errors (the security
//    scheme is visible: `security-defined` passes on every operation);
// 3. swagger-parser's validation (a second OpenAPI 3.1 schema reading);
// 4. openapi-typescript (default options) and orval (fetch client + zod) write their output to a
//    temporary directory, where scripts/portable/usage-*.ts must type-check against it: plain
//    `body.code === 1` narrows `data` to the success schema, a failure's data cannot be read;
// 5. orval's zod schema of every operation whose success carries data refuses
//    `{code: 1, msg, data: null}` and accepts the contract's own success example.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { generate as orval } from 'orval';
import { deref, loadBundle, operations, type Bundle } from './lib/contract.ts';
import { BIN, BUNDLE_FILE, ROOT } from './lib/paths.ts';

const PORTABLE = path.join(ROOT, 'scripts', 'portable');
const USAGE = ['usage-openapi-typescript.ts', 'usage-orval.ts'];
const keep = process.argv.includes('--keep');

const failures: string[] = [];
const seconds = (t0: number) => ((Date.now() - t0) / 1000).toFixed(1);

function report(name: string, t0: number, ok: boolean, detail = ''): boolean {
  if (ok) console.log(`portable: ${name} ok (${seconds(t0)} s)`);
  else {
    if (detail) console.error(detail.trim());
    console.error(`portable: ${name} FAILED (${seconds(t0)} s)`);
    failures.push(name);
  }
  return ok;
}

/** Runs a tool from node_modules/.bin; passes when it exits 0. */
function step(name: string, cmd: string, args: string[], cwd = ROOT): Promise<boolean> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(path.join(BIN, cmd), args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', (err) => resolve(report(name, t0, false, String(err))));
    child.on('close', (code) => resolve(report(name, t0, code === 0, out)));
  });
}

async function inProcess(name: string, run: () => Promise<string | undefined>): Promise<boolean> {
  const t0 = Date.now();
  try {
    const problem = await run();
    return report(name, t0, problem === undefined, problem);
  } catch (err) {
    return report(name, t0, false, err instanceof Error ? (err.stack ?? err.message) : String(err));
  }
}

// Everything generated goes to a directory of its own, with the project's node_modules linked in
// so the generated code resolves zod and openapi-fetch. No project config file is in reach there.
const dir = mkdtempSync(path.join(os.tmpdir(), 'portable-'));
symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');

const lintSteps = [
  step('spectral:oas, 0 results', 'spectral', [
    'lint',
    BUNDLE_FILE,
    '--ruleset',
    path.join(PORTABLE, 'spectral.yaml'),
    '--fail-severity',
    'hint',
    '--format',
    'text',
  ]),
  step(
    'redocly recommended without project config, 0 errors',
    'redocly',
    ['lint', BUNDLE_FILE, '--extends', 'recommended', '--format', 'summary'],
    dir,
  ),
  inProcess('swagger-parser valid', async () => {
    await SwaggerParser.validate(BUNDLE_FILE);
    return undefined;
  }),
];

const generated = inProcess('openapi-typescript and orval generate', async () => {
  const ast = await openapiTS(new URL(pathToFileURL(BUNDLE_FILE)));
  writeFileSync(path.join(dir, 'openapi-typescript.ts'), astToString(ast));
  const input = { target: BUNDLE_FILE };
  const output = (file: string, client: 'fetch' | 'zod') => ({
    target: path.join(dir, 'orval', file),
    client,
    mode: 'single' as const,
    prettier: false,
  });
  mkdirSync(path.join(dir, 'orval'));
  await orval({ input, output: output('client.ts', 'fetch') }, dir);
  await orval({ input, output: output('zod.ts', 'zod') }, dir);
  return undefined;
});

const usageChecks = generated.then(async (ok) => {
  if (!ok) return;
  for (const file of [...USAGE, 'tsconfig.json'])
    copyFileSync(path.join(PORTABLE, file), path.join(dir, file));
  await Promise.all([
    step('plain `code === 1` narrows in both clients (tsc)', 'tsc', ['-p', path.join(dir, 'tsconfig.json')]),
    inProcess("orval's zod refuses a success without data", () => zodRefusesNullData(loadBundle())),
  ]);
});

interface Variant {
  required?: string[];
  properties?: { code?: { const?: number }; data?: unknown };
}

/** The success variant of an operation's 200 schema, and its named success example. */
function successOf(doc: Bundle, entry: ReturnType<typeof operations>[number]) {
  const media = deref(doc, entry.op.responses['200']!).content!['application/json']!;
  const schema = deref<Variant & { anyOf?: Variant[] }>(doc, media.schema as never);
  const variant = (schema.anyOf ?? [schema])
    .map((v) => deref<Variant>(doc, v))
    .find((v) => v.properties?.code?.const === 1);
  const name = entry.op['x-codes']?.find((c) => c.code === 1)?.example;
  return { variant, example: name ? media.examples?.[name]?.value : undefined };
}

async function zodRefusesNullData(doc: Bundle): Promise<string | undefined> {
  type Schema = { safeParse: (v: unknown) => { success: boolean } };
  const zod = (await import(pathToFileURL(path.join(dir, 'orval', 'zod.ts')).href)) as Record<string, Schema>;
  const problems: string[] = [];
  let checked = 0;
  for (const entry of operations(doc)) {
    const { variant, example } = successOf(doc, entry);
    if (!variant?.required?.includes('data')) continue; // a success without business data
    const schema = zod[`${entry.op.operationId}Response`];
    if (!schema) {
      problems.push(`${entry.op.operationId}: orval wrote no ${entry.op.operationId}Response`);
      continue;
    }
    checked++;
    if (schema.safeParse({ code: 1, msg: '成功', data: null }).success)
      problems.push(`${entry.op.operationId}: accepts {code: 1, data: null}`);
    if (!schema.safeParse(example).success)
      problems.push(`${entry.op.operationId}: refuses the contract's own success example`);
  }
  if (checked === 0) problems.push('no operation with success data was checked');
  else console.log(`portable: zod checked ${checked} operations whose success carries data`);
  return problems.length ? problems.join('\n') : undefined;
}

await Promise.all([...lintSteps, usageChecks]);
if (keep) console.log(`portable: generated files kept in ${dir}`);
else rmSync(dir, { recursive: true, force: true });

if (failures.length) {
  console.error(`portable contract: ${failures.length} check(s) failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('portable contract: all checks passed');
// Read once more so a reader of the output sees which bundle was checked.
console.log(
  `portable contract: ${path.relative(ROOT, BUNDLE_FILE)} (${readFileSync(BUNDLE_FILE).length} bytes)`,
);
