// The contract as the mock reads it at run time: operations by method and path, their business
// codes and named examples (for scenarios), and response validation (for the mock's own tests).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From a string, not `new URL(...)`: under jsdom (component tests) URL is jsdom's, which
// fileURLToPath does not accept.
const BUNDLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/dist/shop.bundle.json');

interface Example {
  value: unknown;
}
interface RawOperation {
  operationId: string;
  'x-codes'?: { code: number; example: string }[];
  'x-writes'?: boolean;
  'x-auth'?: boolean;
  responses: Record<string, { content?: Record<string, { examples?: Record<string, Example> }> }>;
}
export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  codes: { code: number; example: string }[];
  examples: Record<string, unknown>;
  writes: boolean;
  auth: boolean;
}

let cache:
  { doc: unknown; byKey: Map<string, ContractOperation>; byId: Map<string, ContractOperation> } | undefined;

export function contract() {
  if (cache) return cache;
  const doc = JSON.parse(readFileSync(BUNDLE, 'utf8')) as {
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
        codes: op['x-codes'] ?? [],
        examples: Object.fromEntries(Object.entries(examples).map(([k, v]) => [k, v.value])),
        writes: op['x-writes'] === true,
        auth: op['x-auth'] === true,
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
