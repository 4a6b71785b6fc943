// OpenAPI links: the contract says which answer feeds which request (`$response.body#/data/0/id`,
// `$request.query.token`); the runner builds the next request from them.
import type { OperationEntry } from '../lib/contract.ts';
import type { Exchange, RequestSpec } from './http.ts';
import { setField } from './requests.ts';
import type { Spec } from './spec.ts';

export interface Link {
  operationId: string;
  description?: string;
  parameters?: Record<string, unknown>;
  requestBody?: Record<string, unknown>;
}

export function linksOf(entry: OperationEntry): Record<string, Link> {
  const ok = entry.op.responses['200'] as { links?: Record<string, Link> } | undefined;
  return ok?.links ?? {};
}

/** A JSON pointer into a value, or undefined when it leads nowhere. */
export function atPointer(value: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return value;
  return pointer
    .replace(/^\//, '')
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );
}

/** Evaluates one runtime expression against an exchange; a value that is not one is a literal. */
export function evaluate(expr: unknown, from: Exchange): string | undefined {
  if (typeof expr !== 'string' || !expr.startsWith('$')) return expr === undefined ? undefined : String(expr);
  let m = /^\$request\.query\.(.+)$/.exec(expr);
  if (m) return from.spec.query[m[1]!];
  m = /^\$request\.body#\/(.+)$/.exec(expr);
  if (m) return from.spec.body?.[m[1]!];
  m = /^\$response\.body#(\/.*)$/.exec(expr);
  if (m) {
    const v = atPointer(from.answer.json, m[1]!);
    return v === undefined || v === null ? undefined : typeof v === 'string' ? v : JSON.stringify(v);
  }
  throw new Error(`runtime expression not supported: ${expr}`);
}

/**
 * The request a link leads to: the target's example request (with the run's token), every value
 * the link names taken from `from`, then `override` (a chosen list item, another account's token).
 */
export function follow(
  spec: Spec,
  source: OperationEntry,
  name: string,
  from: Exchange,
  token: string | undefined,
  override: Record<string, string | undefined> = {},
): { target: OperationEntry; request: RequestSpec } {
  const link = linksOf(source)[name];
  if (!link) throw new Error(`the contract has no link ${name} on ${source.op.operationId}`);
  const target = spec.byId.get(link.operationId);
  if (!target) throw new Error(`link ${name} names an unknown operation ${link.operationId}`);
  let request = spec.exampleRequest(target, token);
  for (const [k, expr] of Object.entries({ ...link.parameters, ...link.requestBody })) {
    const v = evaluate(expr, from);
    request = setField(request, target, k, v);
  }
  for (const [k, v] of Object.entries(override)) request = setField(request, target, k, v);
  return { target, request };
}
