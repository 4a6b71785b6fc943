// Limits of what a client may send: every string input needs a maxLength (or an enum, a const or
// a file), every integer input a maximum (or an enum), so clients, fuzzers and gateways know the
// range. Responses are outside this rule (docs/contract-conventions.md, "Limits").
import { deref, operations, parametersOf, type Bundle } from './contract.ts';

export interface SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  maximum?: number;
  maxItems?: number;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  allOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  $ref?: string;
}

/** Each input of the contract (query parameter or body field) with its resolved schema. */
export function inputs(doc: Bundle): { where: string; schema: SchemaNode }[] {
  const out: { where: string; schema: SchemaNode }[] = [];
  for (const { method, op } of operations(doc)) {
    if (method === 'get') {
      for (const p of parametersOf(doc, op))
        out.push({
          where: `${op.operationId} ?${p.name}`,
          schema: deref(doc, (p.schema ?? {}) as SchemaNode),
        });
    } else {
      for (const media of Object.values(op.requestBody?.content ?? {})) {
        const body = deref<SchemaNode>(doc, (media.schema ?? {}) as SchemaNode);
        for (const [name, s] of Object.entries(body.properties ?? {}))
          out.push({ where: `${op.operationId} body.${name}`, schema: deref(doc, s) });
      }
    }
  }
  return out;
}

/** Inputs (and their nested parts) without an upper limit; [] when the contract keeps the rule. */
export function unboundedInputs(doc: Bundle): string[] {
  const out: string[] = [];
  const visit = (where: string, raw: SchemaNode): void => {
    const s = deref<SchemaNode>(doc, raw);
    for (const key of ['allOf', 'anyOf', 'oneOf'] as const)
      s[key]?.forEach((sub, i) => visit(`${where}/${key}/${i}`, sub));
    if (s.const !== undefined || s.enum) return;
    if (s.type === 'string' && s.maxLength === undefined && s.format !== 'binary')
      out.push(`${where}: string without maxLength`);
    if ((s.type === 'integer' || s.type === 'number') && s.maximum === undefined)
      out.push(`${where}: ${s.type} without maximum`);
    if (s.type === 'array' && s.maxItems === undefined) out.push(`${where}: array without maxItems`);
    if (s.items) visit(`${where}[]`, s.items);
    for (const [k, v] of Object.entries(s.properties ?? {})) visit(`${where}.${k}`, v);
  };
  for (const { where, schema } of inputs(doc)) visit(where, schema);
  return out;
}

/**
 * Pointers of every `const` without a `type`: other generators (orval) read an untyped const as a
 * string ('1'). A `not: {const}` only excludes a value, so it is left out; examples are data.
 */
export function untypedConsts(node: unknown, pointer = '#'): string[] {
  if (!node || typeof node !== 'object') return [];
  const own = 'const' in node && !('type' in node) ? [pointer] : [];
  return [
    ...own,
    ...Object.entries(node)
      .filter(([k]) => k !== 'not' && k !== 'examples' && k !== 'example')
      .flatMap(([k, v]) => untypedConsts(v, `${pointer}/${k}`)),
  ];
}
