// npm run contract -- [--base-url URL] [--writes] [--token T] [--junit FILE] [--control-url URL] [--no-scenarios]
//                      [--port P] [--mock-port P]
//
// Contract tests for any server. For every operation of the contract:
// - sends the contract's example request and checks the envelope, the data schema, and that the
//   code is one of the operation's x-codes;
// - for login-only operations (security: token), sends it without a token and expects the login-expired code;
// - sends invalid requests (each required field missing, malformed values) and expects them
//   refused (a code other than 1, or a 4xx);
// - where the server has the mock's control API, covers every other x-code through a scenario.
// Operations marked x-writes run only with --writes (use a test account's --token on staging).
// Without --base-url it starts the mock stack (stateful mock behind prism proxy --errors) itself.
// Output: a table per operation and code, a JUnit XML file, exit 1 on any violation.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  deref,
  loadBundle,
  needsLogin,
  operations,
  type Bundle,
  type Operation,
  type OperationEntry,
  type Parameter,
} from './lib/contract.ts';
import { ROOT } from './lib/paths.ts';
import { ensurePortFree, startBin, stop, waitForPort } from './lib/servers.ts';
import { createValidator } from './lib/validate.ts';
import {
  boundaryValues,
  invalidValues,
  pick,
  seeded,
  validValue,
  type InvalidKind,
  type Rng,
} from './lib/fuzz.ts';
import type { SchemaNode } from './lib/limits.ts';

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
    // Generated requests (Schemathesis style): how many in all, from which seed.
    fuzz: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    'fuzz-only': { type: 'boolean', default: false },
    // A response slower than this fails the fuzz check.
    'max-ms': { type: 'string', default: '3000' },
    // Coverage report: <prefix>.json and <prefix>-junit.xml.
    coverage: { type: 'string', default: 'reports/contract-coverage' },
    // Operations and codes the e2e suite really called (written by the e2e run, when wired).
    'e2e-calls': { type: 'string', default: 'reports/e2e-calls.json' },
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
  /** Codes answered to generated requests that passed every check. */
  fuzzCodes: Set<number>;
}

const fuzzFailures: string[] = [];

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
  const t0 = performance.now();
  try {
    res = await fetch(url, { method: method.toUpperCase(), headers, body });
  } catch (err) {
    // Status 0: no answer at all (the server dropped the connection).
    return {
      status: 0,
      json: undefined,
      text: String((err as Error).cause ?? err),
      violations: null,
      ms: performance.now() - t0,
      contentType: '',
    };
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    json,
    text,
    violations: res.headers.get('sl-violations'),
    ms: performance.now() - t0,
    contentType: res.headers.get('content-type') ?? '',
  };
}

const shellQuote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

/** One line that sends the same request again. */
function curlLine(baseUrl: string, method: string, pathName: string, spec: RequestSpec): string {
  const url = new URL(pathName.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [k, v] of Object.entries(spec.query)) url.searchParams.set(k, v);
  const parts = ['curl -sS -i', `-X ${method.toUpperCase()}`, shellQuote(url.toString())];
  if (spec.body && spec.bodyType === 'form') {
    parts.push(`-H 'Content-Type: application/x-www-form-urlencoded'`);
    parts.push(`--data-raw ${shellQuote(new URLSearchParams(spec.body).toString())}`);
  } else if (spec.body && spec.bodyType === 'multipart') {
    for (const [k, v] of Object.entries(spec.body)) parts.push(`-F ${shellQuote(`${k}=${v}`)}`);
    parts.push(`-F 'qqfile1=@photo.png;type=image/png'`);
  }
  return parts.join(' ');
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
  const result: OpResult = { entry, covered: new Map(), cases: [], fuzzCodes: new Set() };
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

  if (needsLogin(op)) {
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

// ---------- generated requests (--fuzz N --seed S) ----------

interface FuzzField {
  name: string;
  required: boolean;
  schema: SchemaNode & { minimum?: number; minLength?: number; pattern?: string };
  pointer: string;
}

/** The query parameters (GET) or form fields (POST) of an operation, with their schemas. */
function fuzzFields(entry: OperationEntry): FuzzField[] {
  const { op, method, pointer } = entry;
  if (method === 'get') {
    return (op.parameters ?? []).flatMap((raw, i) => {
      const p = deref<Parameter>(doc as Bundle, raw);
      if (p.in !== 'query') return [];
      const ptr = `${'$ref' in raw && raw.$ref ? raw.$ref : `${pointer}/parameters/${i}`}/schema`;
      return [
        {
          name: p.name,
          required: p.required === true,
          schema: schemaOf(p.schema) as FuzzField['schema'],
          pointer: ptr,
        },
      ];
    });
  }
  const content = op.requestBody?.content ?? {};
  const type = content['application/x-www-form-urlencoded']
    ? 'application/x-www-form-urlencoded'
    : 'multipart/form-data';
  const body = schemaOf(content[type]?.schema);
  return Object.entries(body.properties ?? {}).map(([name, s]) => ({
    name,
    required: (body.required ?? []).includes(name),
    schema: schemaOf(s) as FuzzField['schema'],
    pointer: `${pointer}/requestBody/content/${type.replace('/', '~1')}/schema/properties/${name}`,
  }));
}

/** Whether a value (as sent) passes the schema, read as a string or, if numeric, as a number. */
function passes(pointer: string, v: string): boolean {
  if (validate(pointer, v).length === 0) return true;
  const n = v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : undefined;
  return n !== undefined && validate(pointer, n).length === 0;
}

// Session fields keep the run's identity (the example's or --token) most of the time: a random
// token only ever answers code -1.
const SESSION = new Set(['token', 'user_id', 'driver_id', 'device_id']);

type FuzzMode = 'valid' | 'boundary' | InvalidKind;

function setField(spec: RequestSpec, method: string, name: string, value: string | undefined): RequestSpec {
  const out: RequestSpec = { ...spec, query: { ...spec.query }, body: spec.body && { ...spec.body } };
  const target = method === 'get' ? out.query : (out.body ??= {});
  if (value === undefined) delete target[name];
  else target[name] = value;
  return out;
}

function generate(
  rng: Rng,
  entry: OperationEntry,
  base: RequestSpec,
): { mode: FuzzMode; field?: string; spec: RequestSpec } {
  const fields = fuzzFields(entry).filter((f) => f.schema.format !== 'binary');
  let spec = base;
  // A valid request: each field kept from the example or drawn anew over its whole range.
  for (const f of fields) {
    const present = (entry.method === 'get' ? base.query : (base.body ?? {}))[f.name] !== undefined;
    if (SESSION.has(f.name) && present && rng() < 0.9) continue;
    if (present && rng() < 0.4) continue;
    if (!present && !f.required && rng() < 0.5) continue;
    const v = validValue(rng, f.schema, (x) => passes(f.pointer, x));
    if (v !== undefined) spec = setField(spec, entry.method, f.name, v);
  }
  const roll = rng();
  if (roll < 0.5 || fields.length === 0) return { mode: 'valid', spec };
  const f = pick(rng, fields);
  if (roll < 0.65) {
    const ends = boundaryValues(f.schema).filter((v) => passes(f.pointer, v));
    if (ends.length === 0) return { mode: 'valid', spec };
    return { mode: 'boundary', field: f.name, spec: setField(spec, entry.method, f.name, pick(rng, ends)) };
  }
  const current = (entry.method === 'get' ? spec.query : (spec.body ?? {}))[f.name];
  const bad = [
    ...invalidValues(f.schema, current).filter((b) => !passes(f.pointer, b.value)),
    ...(f.required ? [{ kind: 'missing' as const, value: undefined }] : []),
  ];
  if (bad.length === 0) return { mode: 'valid', spec };
  const b = pick(rng, bad);
  return { mode: b.kind, field: f.name, spec: setField(spec, entry.method, f.name, b.value) };
}

/** The 200 schema variant (anyOf member) for a business code: its own, else the failure one. */
function variantPointer(entry: OperationEntry, code: number): string {
  const ptr = `${entry.pointer}/responses/200/content/application~1json/schema`;
  const schema = deref<{ anyOf?: { properties?: { code?: { const?: number } }; $ref?: string }[] }>(
    doc as Bundle,
    deref(doc as Bundle, entry.op.responses['200']!).content!['application/json']!.schema as never,
  );
  const variants = schema.anyOf ?? [];
  const own = variants.findIndex(
    (v) =>
      schemaOf(v).properties?.code && (schemaOf(v).properties!.code as { const?: number }).const === code,
  );
  if (own >= 0) return `${ptr}/anyOf/${own}`;
  const failure = variants.findIndex(
    (v) => (schemaOf(v).properties?.code as { const?: number } | undefined)?.const === undefined,
  );
  return failure >= 0 ? `${ptr}/anyOf/${failure}` : ptr;
}

interface FuzzOutcome {
  sent: number;
  failures: { name: string; detail: string; curl: string }[];
  codes: Set<number>;
  slowestMs: number;
}

/** Generated requests by kind over the whole run (valid, boundary, each invalid kind). */
const fuzzKinds = new Map<string, number>();
let fuzzSlowestMs = 0;

async function fuzzOperation(
  baseUrl: string,
  entry: OperationEntry,
  count: number,
  rng: Rng,
): Promise<FuzzOutcome> {
  const { op, method } = entry;
  const out: FuzzOutcome = { sent: 0, failures: [], codes: new Set(), slowestMs: 0 };
  const base = exampleRequest(op, method, args.token);
  const declared = Object.keys(op.responses).map(Number);
  const codes = (op['x-codes'] ?? []).map((c) => c.code);
  const maxMs = Number(args['max-ms']);
  for (let k = 0; k < count; k++) {
    const g = generate(rng, entry, base);
    const r = await send(baseUrl, method, entry.path, g.spec);
    out.sent++;
    fuzzKinds.set(g.mode, (fuzzKinds.get(g.mode) ?? 0) + 1);
    fuzzSlowestMs = Math.max(fuzzSlowestMs, r.ms);
    out.slowestMs = Math.max(out.slowestMs, r.ms);
    const problems: string[] = [];
    const valid = g.mode === 'valid' || g.mode === 'boundary';
    const code = (r.json as { code?: unknown } | undefined)?.code;
    if (r.status === 0) problems.push('no response (connection dropped)');
    else if (r.status >= 500) problems.push(`HTTP ${r.status} (server error): ${r.text.slice(0, 160)}`);
    else if (!declared.includes(r.status))
      problems.push(`HTTP ${r.status} is not a declared status [${declared.join(', ')}]`);
    if (r.violations) problems.push(`sl-violations: ${r.violations}`);
    if (r.ms > maxMs) problems.push(`answered in ${Math.round(r.ms)} ms (limit ${maxMs} ms)`);
    if (r.status === 200) {
      if (!r.json || typeof r.json !== 'object') problems.push('body is not JSON');
      else {
        const { msg } = r.json as { msg?: unknown };
        if (typeof code !== 'number') problems.push('code is not a number');
        else if (!codes.includes(code))
          problems.push(`code ${code} is not one of x-codes [${codes.join(', ')}]`);
        if (typeof msg !== 'string') problems.push('msg is not a string');
        if (typeof code === 'number')
          problems.push(
            ...validate(variantPointer(entry, code), r.json).map((e) => `data for code ${code}: ${e}`),
          );
      }
      if (!valid && code === 1) problems.push(`invalid input (${g.mode} ${g.field}) accepted with code 1`);
    } else if (valid && r.status > 0 && r.status < 500) {
      problems.push(`valid input refused: HTTP ${r.status} ${r.text.slice(0, 200)}`);
    }
    if (problems.length === 0 && valid && typeof code === 'number') out.codes.add(code);
    if (problems.length)
      out.failures.push({
        name: `${g.mode}${g.field ? ` ${g.field}` : ''}`,
        detail: problems.join('; '),
        curl: curlLine(baseUrl, method, entry.path, g.spec),
      });
  }
  return out;
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

// ---------- coverage: per operation and business code, by runner, fuzzer and e2e ----------

interface CodeCoverage {
  code: number;
  example: string;
  runner: string | null;
  fuzzer: boolean;
  e2e: boolean;
  /** Why nothing reached it, when nothing did. */
  reason?: string;
}
interface Coverage {
  json: {
    baseUrl: string;
    controlApi: boolean;
    writes: boolean;
    fuzz: { requests: number; seed: number };
    e2e: { recorded: boolean; file: string; run: string | null };
    complete: boolean;
    totals: Coverage['totals'];
    operations: { operationId: string; method: string; path: string; tag: string; codes: CodeCoverage[] }[];
  };
  totals: {
    operations: number;
    codes: number;
    reached: number;
    runner: number;
    fuzzer: number;
    e2e: number;
    notReached: number;
  };
  summary: string;
}

/** What the e2e run recorded (reports/e2e-calls.json, written by e2e/global-teardown.ts). */
interface E2eRecord {
  /** `<operationId> <code>` of every pair the app called. */
  pairs: Set<string>;
  /** How the file describes its run: when, how many tests, which spec files. */
  run: string;
}

/**
 * The e2e run's record, or undefined when there is none: `{generatedAt, tests, specs, calls:
 * [{operationId, code}]}`, or a bare list of `{operationId | method+path, code}`.
 */
function readE2eCalls(): E2eRecord | undefined {
  const file = path.resolve(ROOT, args['e2e-calls']!);
  if (!existsSync(file)) return undefined;
  type Entry = { operationId?: string; method?: string; path?: string; code: number };
  const raw = JSON.parse(readFileSync(file, 'utf8')) as
    Entry[] | { generatedAt?: string; tests?: number; specs?: string[]; calls: Entry[] };
  const list = Array.isArray(raw) ? raw : raw.calls;
  const byKey = new Map(
    operations(doc).map((e) => [`${e.method.toUpperCase()} ${e.path}`, e.op.operationId]),
  );
  return {
    pairs: new Set(
      list.map(
        (c) => `${c.operationId ?? byKey.get(`${(c.method ?? '').toUpperCase()} ${c.path ?? ''}`)} ${c.code}`,
      ),
    ),
    run: Array.isArray(raw)
      ? path.relative(ROOT, file)
      : `${path.relative(ROOT, file)}, ${raw.tests ?? '?'} tests in ${raw.specs?.length ?? '?'} spec files, ${raw.generatedAt ?? 'undated'}`,
  };
}

function coverageOf(
  results: OpResult[],
  ctx: { hasControl: boolean; baseUrl: string; fuzzN: number; seed: number },
): Coverage {
  const e2e = readE2eCalls();
  const totals = {
    operations: results.length,
    codes: 0,
    reached: 0,
    runner: 0,
    fuzzer: 0,
    e2e: 0,
    notReached: 0,
  };
  const ops = results.map((r) => {
    const skipped = r.entry.op['x-writes'] === true && !args.writes;
    const codes = (r.entry.op['x-codes'] ?? []).map((c): CodeCoverage => {
      const runner = r.covered.get(c.code) ?? null;
      const fuzzer = r.fuzzCodes.has(c.code);
      const byE2e = e2e?.pairs.has(`${r.entry.op.operationId} ${c.code}`) ?? false;
      totals.codes++;
      if (runner) totals.runner++;
      if (fuzzer) totals.fuzzer++;
      if (byE2e) totals.e2e++;
      if (runner || fuzzer || byE2e) {
        totals.reached++;
        return { code: c.code, example: c.example, runner, fuzzer, e2e: byE2e };
      }
      totals.notReached++;
      const reason = skipped
        ? 'x-writes: not sent without --writes (use a test account --token on staging)'
        : args['fuzz-only']
          ? 'runner phase not run (--fuzz-only): only generated requests were sent'
          : !ctx.hasControl
            ? 'cannot be forced: the server has no control API (/__mock/scenario), and the code depends on server state (data, time, third parties) the runner cannot set; reach it with a test account in that state, or run against the mock stack'
            : 'the scenario for it failed (see the failures above)';
      return { code: c.code, example: c.example, runner, fuzzer, e2e: byE2e, reason };
    });
    return {
      operationId: r.entry.op.operationId,
      method: r.entry.method.toUpperCase(),
      path: r.entry.path,
      tag: r.entry.op.tags?.[0] ?? 'untagged',
      codes,
    };
  });
  const complete = totals.notReached === 0;
  const summary =
    `coverage: ${totals.reached}/${totals.codes} x-codes of ${totals.operations} operations reached ` +
    `(runner ${totals.runner}, fuzzer ${totals.fuzzer}, e2e ${e2e ? totals.e2e : 'not recorded'})` +
    (e2e
      ? `\ne2e: the codes the app called in the e2e run of ${e2e.run}`
      : `\ne2e: not recorded (no ${args['e2e-calls']}; a Playwright run writes it): the e2e column says n/a, not "not reached"`) +
    (complete
      ? ''
      : `\nINCOMPLETE: ${totals.notReached} codes were not reached; the table says why for each` +
        (ctx.hasControl
          ? ''
          : ' (no control API on this server: codes that need a scenario cannot be forced)'));
  return {
    json: {
      baseUrl: ctx.baseUrl,
      controlApi: ctx.hasControl,
      writes: args.writes === true,
      fuzz: { requests: ctx.fuzzN, seed: ctx.seed },
      e2e: { recorded: e2e !== undefined, file: args['e2e-calls']!, run: e2e?.run ?? null },
      complete,
      totals,
      operations: ops,
    },
    totals,
    summary,
  };
}

function coverageTable(c: Coverage): string {
  const head = `${'operation'.padEnd(28)} ${'code'.padStart(5)} ${'example'.padEnd(20)} ${'runner'.padEnd(10)} ${'fuzzer'.padEnd(6)} ${'e2e'.padEnd(4)} note`;
  const lines = c.json.operations.flatMap((o) =>
    o.codes.map(
      (k) =>
        `${o.operationId.padEnd(28)} ${String(k.code).padStart(5)} ${k.example.padEnd(20)} ${(k.runner ?? '-').padEnd(10)} ${(k.fuzzer ? 'yes' : '-').padEnd(6)} ${(c.json.e2e.recorded ? (k.e2e ? 'yes' : '-') : 'n/a').padEnd(4)} ${k.reason ?? ''}`,
    ),
  );
  return [head, ...lines].join('\n');
}

function coverageJunit(c: Coverage): string {
  const byTag = new Map<string, Coverage['json']['operations']>();
  for (const o of c.json.operations) byTag.set(o.tag, [...(byTag.get(o.tag) ?? []), o]);
  const suites = [...byTag].map(([tag, ops]) => {
    const cases = ops.flatMap((o) =>
      o.codes.map((k) => {
        const name = xml(`${o.operationId}: code ${k.code} (${k.example})`);
        const cls = xml(`${o.method} ${o.path}`);
        const by = [k.runner && `runner (${k.runner})`, k.fuzzer && 'fuzzer', k.e2e && 'e2e']
          .filter(Boolean)
          .join(', ');
        return k.reason
          ? `    <testcase name="${name}" classname="${cls}"><skipped message="${xml(k.reason)}"/></testcase>`
          : `    <testcase name="${name}" classname="${cls}"><system-out>${xml(`reached by ${by}`)}</system-out></testcase>`;
      }),
    );
    const all = ops.flatMap((o) => o.codes);
    return `  <testsuite name="coverage.${tag}" tests="${all.length}" failures="0" skipped="${all.filter((k) => k.reason).length}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract coverage">\n${suites.join('\n')}\n</testsuites>\n`;
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
  const fuzzN = Number(args.fuzz);
  const seed = Number(args.seed);
  try {
    for (const entry of operations(doc)) {
      results.push(
        args['fuzz-only']
          ? { entry, covered: new Map(), cases: [], fuzzCodes: new Set() }
          : await runOperation(baseUrl, entry, hasControl ? controlUrl : undefined),
      );
    }
    if (fuzzN > 0) {
      // From the seeded data again, so a seed reproduces the same answers.
      if (hasControl) await fetch(new URL('/__mock/reset', controlUrl), { method: 'POST' });
      const rng = seeded(seed);
      const eligible = results.filter((r) => args.writes || r.entry.op['x-writes'] !== true);
      for (const [i, r] of eligible.entries()) {
        const count = Math.floor(fuzzN / eligible.length) + (i < fuzzN % eligible.length ? 1 : 0);
        if (count === 0) continue;
        const f = await fuzzOperation(baseUrl, r.entry, count, rng);
        r.fuzzCodes = f.codes;
        r.cases.push({
          name: `fuzz: ${f.sent} generated requests (seed ${seed})`,
          ok: f.failures.length === 0,
          detail: f.failures.length
            ? `${f.failures.length} failed; ${f.failures
                .slice(0, 3)
                .map((x) => `[${x.name}] ${x.detail} :: ${x.curl}`)
                .join(' || ')}`
            : undefined,
        });
        for (const x of f.failures)
          fuzzFailures.push(`  ✗ ${r.entry.op.operationId} fuzz [${x.name}]: ${x.detail}\n      ${x.curl}`);
      }
    }
  } finally {
    stop(stack);
  }
  const seconds = (Date.now() - t0) / 1000;

  const coverage = coverageOf(results, { hasControl, baseUrl, fuzzN, seed });
  const rows: string[] = [coverageTable(coverage)];
  let opsCovered = 0;
  for (const r of results) {
    const failed = r.cases.filter((c) => !c.ok && !c.name.startsWith('fuzz:'));
    if (!r.cases.some((c) => c.skipped) && r.cases.every((c) => c.ok)) opsCovered++;
    for (const f of failed) rows.push(`  ✗ ${r.entry.op.operationId}: ${f.name}: ${f.detail ?? ''}`);
  }
  rows.push(...fuzzFailures);
  console.log(rows.join('\n'));
  const cases = results.flatMap((r) => r.cases);
  const failures = cases.filter((c) => !c.ok).length;
  const skippedCount = cases.filter((c) => c.skipped).length;
  console.log(
    `\ncontract against ${baseUrl}: ${opsCovered}/${results.length} operations passed in full, ` +
      `${cases.length - failures - skippedCount} checks passed, ${failures} failed, ${skippedCount} skipped` +
      `${fuzzN > 0 ? `, ${fuzzFailures.length} of ${fuzzN} generated requests failed (seed ${seed})` : ''} (${seconds.toFixed(1)} s)`,
  );
  if (fuzzN > 0)
    console.log(
      `generated: ${[...fuzzKinds].map(([k, n]) => `${k} ${n}`).join(', ')}; slowest answer ${Math.round(fuzzSlowestMs)} ms`,
    );
  console.log(coverage.summary);
  const junitFile = path.resolve(ROOT, args.junit!);
  mkdirSync(path.dirname(junitFile), { recursive: true });
  writeFileSync(junitFile, junit(results, seconds));
  writeFileSync(
    junitFile.replace(/\.xml$/, '') + '.summary.json',
    JSON.stringify({
      passed: cases.length - failures - skippedCount,
      failed: failures,
      skipped: skippedCount,
      codesCovered: coverage.totals.reached,
      codesTotal: coverage.totals.codes,
    }),
  );
  const coverageBase = path.resolve(ROOT, args.coverage!);
  writeFileSync(`${coverageBase}.json`, JSON.stringify(coverage.json, null, 2) + '\n');
  writeFileSync(`${coverageBase}-junit.xml`, coverageJunit(coverage));
  console.log(
    `JUnit: ${path.relative(ROOT, junitFile)}; coverage: ${path.relative(ROOT, coverageBase)}.json and ${path.relative(ROOT, coverageBase)}-junit.xml`,
  );
  return failures > 0 ? 1 : 0;
}

process.exit(await main());
