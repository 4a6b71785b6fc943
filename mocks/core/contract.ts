// The contract as the mock reads it at run time: operations by method and path, their business
// codes and named examples (for scenarios), and response validation (for the mock's own tests).
import { loadBundle } from './contract-source';

interface Example {
  value: unknown;
}
interface RawSchema {
  $ref?: string;
  type?: string;
  minLength?: number;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  properties?: Record<string, RawSchema>;
}
interface RawParameter {
  $ref?: string;
  name?: string;
  in?: string;
  schema?: RawSchema;
}
interface RawOperation {
  operationId: string;
  tags?: string[];
  parameters?: RawParameter[];
  requestBody?: { content?: Record<string, { schema?: RawSchema }> };
  'x-codes'?: { code: number; example: string }[];
  'x-writes'?: boolean;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }>;
}
export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  /** The contract's tags (the areas the hybrid mode's routing can name). */
  tags: string[];
  codes: { code: number; example: string }[];
  examples: Record<string, unknown>;
  writes: boolean;
  auth: boolean;
  /**
   * Query parameters (GET) or form fields (POST) whose schema refuses an empty string (minLength
   * >= 1, an integer, an enum, a pattern that needs a character).
   */
  nonEmpty: string[];
  /** Integer fields: sent as decimal digits only (`0x10`, `1e3`, `+5` are not integers). */
  integers: string[];
}

/** Follows `#/components/...` references inside the bundle. */
function deref<T>(doc: unknown, value: T): T {
  let v: unknown = value;
  while (v && typeof v === 'object' && '$ref' in v && typeof v.$ref === 'string') {
    v = v.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
  }
  return v as T;
}

function fieldsOf(doc: unknown, op: RawOperation): [string, RawSchema][] {
  const fields: [string, RawSchema][] = [];
  for (const raw of op.parameters ?? []) {
    const p = deref(doc, raw);
    if (p.in === 'query' && p.name) fields.push([p.name, deref(doc, p.schema ?? {})]);
  }
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    const body = deref(doc, media.schema ?? {});
    for (const [name, s] of Object.entries(body.properties ?? {})) fields.push([name, deref(doc, s)]);
  }
  return fields;
}

const refusesEmpty = (s: RawSchema): boolean =>
  (s.minLength ?? 0) >= 1 ||
  s.type === 'integer' ||
  s.type === 'number' ||
  s.enum !== undefined ||
  s.const !== undefined ||
  (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(''));

let cache:
  { doc: unknown; byKey: Map<string, ContractOperation>; byId: Map<string, ContractOperation> } | undefined;

export function contract() {
  if (cache) return cache;
  const doc = loadBundle() as {
    paths: Record<string, Record<string, RawOperation>>;
  };
  const byKey = new Map<string, ContractOperation>();
  const byId = new Map<string, ContractOperation>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const examples = op.responses['200']?.content?.['application/json']?.examples ?? {};
      const entry: ContractOperation = {
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        tags: op.tags ?? [],
        codes: op['x-codes'] ?? [],
        examples: Object.fromEntries(Object.entries(examples).map(([k, v]) => [k, v.value])),
        writes: op['x-writes'] === true,
        // Login-only: every security requirement names the token (none is the optional `{}`).
        auth: (op.security?.length ?? 0) > 0 && op.security!.every((r) => Object.keys(r).length > 0),
        nonEmpty: fieldsOf(doc, op)
          .filter(([, s]) => refusesEmpty(s))
          .map(([name]) => name),
        integers: fieldsOf(doc, op)
          .filter(([, s]) => s.type === 'integer')
          .map(([name]) => name),
      };
      byKey.set(`${entry.method} ${path}`, entry);
      byId.set(entry.id, entry);
    }
  }
  cache = { doc, byKey, byId };
  return cache;
}

export const operationFor = (method: string, pathname: string) =>
  contract().byKey.get(`${method.toUpperCase()} ${pathname}`);
export const operationById = (id: string) => contract().byId.get(id);
