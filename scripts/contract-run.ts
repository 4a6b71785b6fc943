// npm run contract -- [--base-url URL] [--writes] [--token T] [--junit FILE] [--control-url URL] [--no-scenarios]
//                      [--port P] [--mock-port P]
//
// Contract tests for any server. For every operation of the contract:
// - sends the contract's example request and checks the envelope, the data schema, and that the
//   code is one of the operation's x-codes;
// - for x-auth operations, sends it without a token and expects the login-expired code;
// - sends invalid requests (each required field missing, malformed values) and expects them
//   refused (a code other than 1, or a 4xx);
// - where the server has the mock's control API, covers every other x-code through a scenario.
// Operations marked x-writes run only with --writes (use a test account's --token on staging).
// Without --base-url it starts the mock stack (stateful mock behind prism proxy --errors) itself.
// Output: a table per operation and code, a JUnit XML file, exit 1 on any violation.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  deref,
  loadBundle,
  operations,
  type Bundle,
  type Operation,
  type OperationEntry,
  type Parameter,
} from './lib/contract.ts';
import { ROOT } from './lib/paths.ts';
import { ensurePortFree, startBin, stop, waitForPort } from './lib/servers.ts';
import { createValidator } from './lib/validate.ts';

const { values: args } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    writes: { type: 'boolean', default: false },
    token: { type: 'string' },
    junit: { type: 'string', default: 'reports/contract-junit.xml' },
    'control-url': { type: 'string' },
    'no-scenarios': { type: 'boolean', default: false },
    // Ports of the mock stack it starts without --base-url (API_PORT and MOCK_PORT also work).
    port: { type: 'string', default: process.env.API_PORT ?? '4710' },
    'mock-port': { type: 'string', default: process.env.MOCK_PORT },
  },
});

const LOGIN_EXPIRED = -1;
const doc = loadBundle();
const { validate, validateResponse } = createValidator(doc);

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  minimum?: number;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
}

interface Case {
  name: string;
  ok: boolean;
  detail?: string;
  skipped?: boolean;
}

interface OpResult {
  entry: OperationEntry;
  covered: Map<number, string>; // code -> how (example request, no token, scenario)
  cases: Case[];
}

type Fields = Record<string, string>;

interface RequestSpec {
  query: Fields;
  body?: Fields;
  bodyType?: 'form' | 'multipart';
  headers?: Record<string, string>;
}

// ---------- building requests from the contract ----------

const schemaOf = (s: unknown): Schema => deref<Schema>(doc as Bundle, (s ?? {}) as Schema);

function stringify(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

function exampleRequest(op: Operation, method: string, token: string | undefined): RequestSpec {
  const query: Fields = {};
  for (const raw of op.parameters ?? []) {
    const p = deref<Parameter>(doc as Bundle, raw);
    if (p.in === 'query' && p.example !== undefined) query[p.name] = stringify(p.example);
  }
  if (method === 'get') {
    if (token && 'token' in query) query.token = token;
    return { query };
  }
  const content = op.requestBody?.content ?? {};
  const type = content['application/x-www-form-urlencoded'] ? 'form' : 'multipart';
  const media = content['application/x-www-form-urlencoded'] ?? content['multipart/form-data'];
  const example = Object.values(media?.examples ?? {})[0]?.value as Record<string, unknown> | undefined;
  const body: Fields = {};
  for (const [k, v] of Object.entries(example ?? {})) body[k] = stringify(v);
  if (token && 'token' in body) body.token = token;
  return { query, body, bodyType: type };
}

const CANDIDATES = ['!!', 'x1', '-1', '0', '', ' ', '__not_in_enum__', '9'.repeat(40), 'a'.repeat(600)];

/**
 * A value that breaks the schema at `pointer` (as a string, the way it travels), or undefined.
 * An empty value of an optional field reads as "not sent", so it is not offered there.
 */
function malformed(pointer: string, required: boolean): string | undefined {
  return CANDIDATES.filter((c) => required || c.trim() !== '').find((c) => {
    // Query and form values are strings; the schema may want a number, so try it coerced too.
    const asNumber = c.trim() !== '' && !Number.isNaN(Number(c)) ? Number(c) : undefined;
    return (
      validate(pointer, c).length > 0 && (asNumber === undefined || validate(pointer, asNumber).length > 0)
    );
  });
}

function invalidRequests(entry: OperationEntry, base: RequestSpec): { name: string; spec: RequestSpec }[] {
  const { op, method, pointer } = entry;
  const out: { name: string; spec: RequestSpec }[] = [];
  if (method === 'get') {
    (op.parameters ?? []).forEach((raw, i) => {
      const p = deref<Parameter>(doc as Bundle, raw);
      if (p.in !== 'query') return;
      if (p.required) {
        const query = { ...base.query };
        delete query[p.name];
        out.push({ name: `without required ${p.name}`, spec: { ...base, query } });
      }
      const schemaPtr = `${'$ref' in raw && raw.$ref ? raw.$ref : `${pointer}/parameters/${i}`}/schema`;
      const bad = malformed(schemaPtr, p.required === true);
      if (bad !== undefined && (p.required || p.name in base.query)) {
        out.push({
          name: `malformed ${p.name}=${JSON.stringify(bad.slice(0, 20))}`,
          spec: { ...base, query: { ...base.query, [p.name]: bad } },
        });
      }
    });
    return out;
  }
  const content = op.requestBody?.content ?? {};
  const type = content['application/x-www-form-urlencoded']
    ? 'application/x-www-form-urlencoded'
    : 'multipart/form-data';
  const schema = schemaOf(content[type]?.schema);
  for (const name of schema.required ?? []) {
    const body = { ...base.body };
    delete body[name];
    out.push({ name: `without required ${name}`, spec: { ...base, body } });
  }
  for (const name of Object.keys(schema.properties ?? {})) {
    if (!base.body || !(name in base.body)) continue;
    const bad = malformed(
      `${pointer}/requestBody/content/${type.replace('/', '~1')}/schema/properties/${name}`,
      (schema.required ?? []).includes(name),
    );
    if (bad !== undefined) {
      out.push({
        name: `malformed ${name}=${JSON.stringify(bad.slice(0, 20))}`,
        spec: { ...base, body: { ...base.body, [name]: bad } },
      });
    }
  }
  return out;
}

// ---------- sending ----------

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function send(baseUrl: string, method: string, pathName: string, spec: RequestSpec) {
  const url = new URL(pathName.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [k, v] of Object.entries(spec.query)) url.searchParams.set(k, v);
  const headers = new Headers(spec.headers);
  let body: BodyInit | undefined;
  if (spec.body && spec.bodyType === 'form') {
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(spec.body).toString();
  } else if (spec.body && spec.bodyType === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(spec.body)) form.set(k, v);
    form.set('qqfile1', new Blob([PNG_1PX], { type: 'image/png' }), 'photo.png');
    body = form;
  }
  let res: Response;
  try {
    res = await fetch(url, { method: method.toUpperCase(), headers, body });
  } catch (err) {
    // Status 0: no answer at all (the server dropped the connection).
    return { status: 0, json: undefined, text: String((err as Error).cause ?? err), violations: null };
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text, violations: res.headers.get('sl-violations') };
}

function envelopeProblems(
  entry: OperationEntry,
  status: number,
  json: unknown,
  violations: string | null,
): string[] {
  const problems: string[] = [];
  if (status === 0) return ['no response (connection dropped)'];
  if (status !== 200) problems.push(`HTTP ${status}`);
  // The proxy reports a response outside the contract in sl-violations (warnings included, such
  // as an undeclared status): any report is a failure.
  if (violations) problems.push(`sl-violations: ${violations}`);
  if (!json || typeof json !== 'object') return [...problems, 'body is not JSON'];
  const { code, msg } = json as { code?: unknown; msg?: unknown };
  if (typeof code !== 'number') problems.push('code is not a number');
  if (typeof msg !== 'string') problems.push('msg is not a string');
  const codes = (entry.op['x-codes'] ?? []).map((c) => c.code);
  if (typeof code === 'number' && !codes.includes(code))
    problems.push(`code ${code} is not one of x-codes [${codes.join(', ')}]`);
  problems.push(...validateResponse(entry.method, entry.path, json).map((e) => `schema: ${e}`));
  return problems;
}

const refused = (status: number, json: unknown) =>
  (status >= 400 && status < 500) || (status === 200 && (json as { code?: unknown } | undefined)?.code !== 1);

// ---------- running ----------

async function runOperation(
  baseUrl: string,
  entry: OperationEntry,
  controlUrl: string | undefined,
): Promise<OpResult> {
  const { op, method } = entry;
  const result: OpResult = { entry, covered: new Map(), cases: [] };
  const writes = op['x-writes'] === true;
  if (writes && !args.writes) {
    result.cases.push({
      name: 'example request',
      ok: true,
      skipped: true,
      detail: 'x-writes: run with --writes',
    });
    return result;
  }
  const base = exampleRequest(op, method, args.token);

  const res = await send(baseUrl, method, entry.path, base);
  const problems = envelopeProblems(entry, res.status, res.json, res.violations);
  result.cases.push({
    name: 'example request',
    ok: problems.length === 0,
    detail: problems.join('; ') || undefined,
  });
  const code = (res.json as { code?: number } | undefined)?.code;
  if (problems.length === 0 && typeof code === 'number') result.covered.set(code, 'example');

  if (op['x-auth']) {
    const spec: RequestSpec = { ...base, query: { ...base.query }, body: base.body && { ...base.body } };
    delete spec.query.token;
    if (spec.body) delete spec.body.token;
    const r = await send(baseUrl, method, entry.path, spec);
    const p = envelopeProblems(entry, r.status, r.json, r.violations);
    const got = (r.json as { code?: number } | undefined)?.code;
    if (got !== LOGIN_EXPIRED) p.push(`expected code ${LOGIN_EXPIRED} without a token, got ${String(got)}`);
    result.cases.push({
      name: 'without token: login expired',
      ok: p.length === 0,
      detail: p.join('; ') || undefined,
    });
    if (p.length === 0) result.covered.set(LOGIN_EXPIRED, 'no token');
  }

  for (const bad of invalidRequests(entry, base)) {
    const r = await send(baseUrl, method, entry.path, bad.spec);
    const ok = refused(r.status, r.json) && !r.violations;
    result.cases.push({
      name: `refuses ${bad.name}`,
      ok,
      detail: ok
        ? undefined
        : r.violations
          ? `sl-violations: ${r.violations}`
          : `accepted: HTTP ${r.status} ${r.text.slice(0, 120)}`,
    });
  }

  if (controlUrl) {
    for (const c of op['x-codes'] ?? []) {
      if (result.covered.has(c.code)) continue;
      const set = await fetch(new URL('/__mock/scenario', controlUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operation: op.operationId, example: c.example }),
      });
      if (!set.ok) {
        result.cases.push({
          name: `code ${c.code} (${c.example})`,
          ok: false,
          detail: `control API: HTTP ${set.status}`,
        });
        continue;
      }
      const r = await send(baseUrl, method, entry.path, base);
      const p = envelopeProblems(entry, r.status, r.json, r.violations);
      const got = (r.json as { code?: number } | undefined)?.code;
      if (got !== c.code) p.push(`expected code ${c.code}, got ${String(got)}`);
      result.cases.push({
        name: `code ${c.code} (${c.example})`,
        ok: p.length === 0,
        detail: p.join('; ') || undefined,
      });
      if (p.length === 0) result.covered.set(c.code, 'scenario');
    }
  }
  return result;
}

const xml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

function junit(results: OpResult[], seconds: number): string {
  const byTag = new Map<string, OpResult[]>();
  for (const r of results) {
    const tag = r.entry.op.tags?.[0] ?? 'untagged';
    byTag.set(tag, [...(byTag.get(tag) ?? []), r]);
  }
  const suites = [...byTag].map(([tag, rs]) => {
    const cases = rs.flatMap((r) =>
      r.cases.map((c) => {
        const name = xml(`${r.entry.op.operationId}: ${c.name}`);
        const cls = xml(`${r.entry.method.toUpperCase()} ${r.entry.path}`);
        if (c.skipped)
          return `    <testcase name="${name}" classname="${cls}"><skipped message="${xml(c.detail ?? '')}"/></testcase>`;
        if (!c.ok)
          return `    <testcase name="${name}" classname="${cls}"><failure message="${xml(c.detail ?? 'failed')}"/></testcase>`;
        return `    <testcase name="${name}" classname="${cls}"/>`;
      }),
    );
    const all = rs.flatMap((r) => r.cases);
    return `  <testsuite name="contract.${tag}" tests="${all.length}" failures="${all.filter((c) => !c.ok).length}" skipped="${all.filter((c) => c.skipped).length}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract" time="${seconds.toFixed(1)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

async function main(): Promise<number> {
  let baseUrl = args['base-url'];
  let controlUrl = args['control-url'] ?? baseUrl;
  let stack: ReturnType<typeof startBin> | undefined;
  if (!baseUrl) {
    const apiPort = Number(args.port);
    const mockPort = Number(args['mock-port'] ?? apiPort + 1);
    await ensurePortFree(apiPort);
    await ensurePortFree(mockPort);
    stack = startBin('tsx', ['mocks/server/main.ts'], {
      env: { API_PORT: String(apiPort), MOCK_PORT: String(mockPort) },
      quiet: true,
      name: 'mock',
    });
    await waitForPort(apiPort);
    await waitForPort(mockPort);
    baseUrl = `http://127.0.0.1:${apiPort}`;
    // Scenarios and reset go to the mock itself: the control API is not part of the contract.
    controlUrl = `http://127.0.0.1:${mockPort}`;
  }
  const hasControl =
    !args['no-scenarios'] &&
    (await fetch(new URL('/__mock/health', controlUrl)).then(
      (r) => r.ok,
      () => false,
    ));
  if (hasControl) await fetch(new URL('/__mock/reset', controlUrl), { method: 'POST' });

  const t0 = Date.now();
  const results: OpResult[] = [];
  try {
    for (const entry of operations(doc)) {
      results.push(await runOperation(baseUrl, entry, hasControl ? controlUrl : undefined));
    }
  } finally {
    stop(stack);
  }
  const seconds = (Date.now() - t0) / 1000;

  // Table: one row per operation and code.
  const rows: string[] = [];
  let codesTotal = 0;
  let codesCovered = 0;
  let opsCovered = 0;
  for (const r of results) {
    const codes = r.entry.op['x-codes'] ?? [];
    const failed = r.cases.filter((c) => !c.ok);
    const skipped = r.cases.some((c) => c.skipped);
    if (!skipped && failed.length === 0) opsCovered++;
    for (const c of codes) {
      codesTotal++;
      const how = r.covered.get(c.code);
      if (how) codesCovered++;
      rows.push(
        `${r.entry.op.operationId.padEnd(28)} ${`${r.entry.method.toUpperCase()} ${r.entry.path}`.padEnd(52)} ${String(c.code).padStart(5)} ${c.example.padEnd(18)} ${how ? `covered (${how})` : skipped ? 'skipped (x-writes)' : 'not covered'}`,
      );
    }
    for (const f of failed) rows.push(`  ✗ ${r.entry.op.operationId}: ${f.name}: ${f.detail ?? ''}`);
  }
  console.log(rows.join('\n'));
  const cases = results.flatMap((r) => r.cases);
  const failures = cases.filter((c) => !c.ok).length;
  const skippedCount = cases.filter((c) => c.skipped).length;
  console.log(
    `\ncontract against ${baseUrl}: ${opsCovered}/${results.length} operations passed in full, ${codesCovered}/${codesTotal} x-codes covered, ` +
      `${cases.length - failures - cases.filter((c) => c.skipped).length} checks passed, ${failures} failed, ${cases.filter((c) => c.skipped).length} skipped (${seconds.toFixed(1)} s)`,
  );
  const junitFile = path.resolve(ROOT, args.junit!);
  mkdirSync(path.dirname(junitFile), { recursive: true });
  writeFileSync(junitFile, junit(results, seconds));
  writeFileSync(
    junitFile.replace(/\.xml$/, '') + '.summary.json',
    JSON.stringify({
      passed: cases.length - failures - skippedCount,
      failed: failures,
      skipped: skippedCount,
      codesCovered,
      codesTotal,
    }),
  );
  console.log(`JUnit: ${path.relative(ROOT, junitFile)}`);
  return failures > 0 ? 1 : 0;
}

process.exit(await main());
