// Reads the bundled contract and lists its operations, for checks, codegen and the mock.
import { readBundleText } from './contract-file.ts';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface XCode {
  code: number;
  example: string;
  description: string;
}

export interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
  example?: unknown;
  $ref?: string;
}

export interface MediaType {
  schema?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

export interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType>; $ref?: string }>;
  'x-codes'?: XCode[];
  /** OpenAPI security requirements: `[{token: []}]` login-only, `[{}, {token: []}]` optional. */
  security?: Record<string, string[]>[];
  'x-writes'?: boolean;
}

export interface OperationEntry {
  method: Method;
  path: string;
  op: Operation;
  /** JSON pointer of the operation inside the bundle. */
  pointer: string;
}

export interface Bundle {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: Record<string, Record<string, unknown>>;
}

/**
 * Whether the operation needs login: it has security requirements and none of them is the empty
 * one (`{}`, which makes the token optional). Answers code -1 when the token is missing or stale.
 */
export const needsLogin = (op: Pick<Operation, 'security'>): boolean =>
  (op.security?.length ?? 0) > 0 && op.security!.every((r) => Object.keys(r).length > 0);

/** The bundled contract (CONTRACT_BUNDLE names another file; the demo build has it built in). */
export function loadBundle(file?: string): Bundle {
  return JSON.parse(readBundleText(file)) as Bundle;
}

export const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function operations(doc: Bundle): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ method, path, op, pointer: `#/paths/${escapePointer(path)}/${method}` });
    }
  }
  return out;
}

/** Follows a local `#/components/...` reference inside the bundle. */
export function deref<T>(doc: Bundle, value: T | { $ref: string }): T {
  let v: unknown = value;
  while (v && typeof v === 'object' && '$ref' in v && typeof v.$ref === 'string') {
    const parts = v.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    v = parts.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc);
  }
  return v as T;
}

export function parametersOf(doc: Bundle, op: Operation): Parameter[] {
  return (op.parameters ?? []).map((p) => deref<Parameter>(doc, p));
}
