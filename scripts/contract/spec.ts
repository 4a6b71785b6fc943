// The contract as the runner reads it: operations, their fields with schemas and JSON pointers, the
// example request, and which 200 schema variant a business code is checked against.
import {
  deref,
  loadBundle,
  operations,
  type Bundle,
  type Operation,
  type OperationEntry,
  type Parameter,
} from '../lib/contract.ts';
import type { SchemaNode } from '../lib/limits.ts';
import { createValidator } from '../lib/validate.ts';
import type { Fields, RequestSpec } from './http.ts';

export type FieldSchema = SchemaNode & {
  minimum?: number;
  minLength?: number;
  pattern?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
};

export interface Field {
  name: string;
  required: boolean;
  schema: FieldSchema;
  /** JSON pointer of the field's schema in the bundle, for validation. */
  pointer: string;
}

export interface Spec {
  doc: Bundle;
  entries: OperationEntry[];
  byId: Map<string, OperationEntry>;
  validate: (pointer: string, value: unknown) => string[];
  validateResponse: (method: string, path: string, body: unknown) => string[];
  schemaOf: (s: unknown) => FieldSchema;
  fieldsOf: (entry: OperationEntry) => Field[];
  /** Whether a value, as sent (a string), passes the field's schema. */
  passes: (field: Field, value: string) => boolean;
  exampleRequest: (entry: OperationEntry, token?: string) => RequestSpec;
  variantPointer: (entry: OperationEntry, code: number) => string;
}

const stringify = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * How a query or form value reads as a number: only decimal digits do (`0x10`, `1e3`, `+5` and
 * ` 7` stay strings, so an integer schema refuses them, as a strict backend would).
 */
export function asNumber(v: string): number | undefined {
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : undefined;
}

export function loadSpec(doc: Bundle = loadBundle()): Spec {
  const { validate, validateResponse } = createValidator(doc);
  const entries = operations(doc);
  const schemaOf = (s: unknown): FieldSchema => deref<FieldSchema>(doc, (s ?? {}) as FieldSchema);
  const fieldCache = new Map<string, Field[]>();

  function fieldsOf(entry: OperationEntry): Field[] {
    const cached = fieldCache.get(entry.pointer);
    if (cached) return cached;
    const { op, method, pointer } = entry;
    let out: Field[];
    if (method === 'get') {
      out = (op.parameters ?? []).flatMap((raw, i) => {
        const p = deref<Parameter>(doc, raw);
        if (p.in !== 'query') return [];
        const ptr = `${'$ref' in raw && raw.$ref ? raw.$ref : `${pointer}/parameters/${i}`}/schema`;
        return [{ name: p.name, required: p.required === true, schema: schemaOf(p.schema), pointer: ptr }];
      });
    } else {
      const content = op.requestBody?.content ?? {};
      const type = content['application/x-www-form-urlencoded']
        ? 'application/x-www-form-urlencoded'
        : 'multipart/form-data';
      const body = schemaOf(content[type]?.schema);
      out = Object.entries(body.properties ?? {}).map(([name, s]) => ({
        name,
        required: (body.required ?? []).includes(name),
        schema: schemaOf(s),
        pointer: `${pointer}/requestBody/content/${type.replace('/', '~1')}/schema/properties/${name}`,
      }));
    }
    fieldCache.set(entry.pointer, out);
    return out;
  }

  function passes(field: Field, v: string): boolean {
    if (validate(field.pointer, v).length === 0) return true;
    const n = asNumber(v);
    return n !== undefined && validate(field.pointer, n).length === 0;
  }

  function exampleRequest(entry: OperationEntry, token?: string): RequestSpec {
    const { op, method } = entry;
    const query: Fields = {};
    for (const raw of op.parameters ?? []) {
      const p = deref<Parameter>(doc, raw);
      if (p.in === 'query' && p.example !== undefined) query[p.name] = stringify(p.example);
    }
    if (method === 'get') {
      if (token && 'token' in query) query.token = token;
      return { query };
    }
    const content = op.requestBody?.content ?? {};
    const form = content['application/x-www-form-urlencoded'];
    const media = form ?? content['multipart/form-data'];
    const example = Object.values(media?.examples ?? {})[0]?.value as Record<string, unknown> | undefined;
    const body: Fields = {};
    for (const [k, v] of Object.entries(example ?? {})) body[k] = stringify(v);
    if (token && 'token' in body) body.token = token;
    return { query, body, bodyType: form ? 'form' : 'multipart' };
  }

  /** The 200 schema variant (anyOf member) for a business code: its own, else the failure one. */
  function variantPointer(entry: OperationEntry, code: number): string {
    const ptr = `${entry.pointer}/responses/200/content/application~1json/schema`;
    const response = deref<{ content?: Record<string, { schema?: unknown }> }>(
      doc,
      entry.op.responses['200']!,
    );
    const schema = schemaOf(response.content?.['application/json']?.schema) as {
      anyOf?: unknown[];
      oneOf?: unknown[];
    };
    const key = schema.oneOf ? 'oneOf' : 'anyOf';
    const constOf = (v: unknown) =>
      (schemaOf(v).properties?.code as { const?: number; enum?: number[] } | undefined) ?? {};
    const variants = schema[key] ?? [];
    const own = variants.findIndex((v) => constOf(v).const === code || constOf(v).enum?.includes(code));
    if (own >= 0) return `${ptr}/${key}/${own}`;
    const failure = variants.findIndex(
      (v) => constOf(v).const === undefined && constOf(v).enum === undefined,
    );
    return failure >= 0 ? `${ptr}/${key}/${failure}` : ptr;
  }

  return {
    doc,
    entries,
    byId: new Map(entries.map((e) => [e.op.operationId, e])),
    validate,
    validateResponse,
    schemaOf,
    fieldsOf,
    passes,
    exampleRequest,
    variantPointer,
  };
}

export const declaredCodes = (op: Operation): number[] => (op['x-codes'] ?? []).map((c) => c.code);
export const declaredStatuses = (op: Operation): number[] => Object.keys(op.responses).map(Number);
