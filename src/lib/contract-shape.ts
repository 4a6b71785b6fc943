// Checks a value read back from the browser (the userData cookie, localStorage) against the
// contract's own schema of it (src/api/shapes.gen.ts, generated with schema.d.ts from the same
// contract), so the check and the type cannot drift apart and no shape is written out by hand.
// It knows the keywords the generator lets through (gen refuses a schema that needs more).
import type { components } from '@/api/schema';
import { SHAPES } from '@/api/shapes.gen';

type Schemas = components['schemas'];

/** The schemas there is a shape for (every one of them is a schema of the contract's types). */
export type ShapeName = keyof typeof SHAPES & keyof Schemas;

interface Shape {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly required?: readonly string[];
  readonly properties?: { readonly [name: string]: Shape };
  readonly items?: Shape;
  readonly minItems?: number;
  readonly maxItems?: number;
}

const NO = Symbol('no');

function ofType(type: string | undefined, v: unknown): boolean {
  switch (type) {
    case undefined:
      return true;
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array':
      return Array.isArray(v);
    case 'integer':
      return Number.isSafeInteger(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'null':
      return v === null;
    default:
      return typeof v === type;
  }
}

/** The value as the shape allows it (unknown properties left out), or NO. */
function conform(s: Shape, v: unknown): unknown {
  if (!ofType(s.type, v)) return NO;
  if (s.enum && !s.enum.includes(v)) return NO;
  if ('const' in s && v !== s.const) return NO;
  if (typeof v === 'number' && ((s.minimum ?? v) > v || (s.maximum ?? v) < v)) return NO;
  if (typeof v === 'string') {
    // JSON Schema counts characters (code points), not UTF-16 units.
    const length = [...v].length;
    if ((s.minLength ?? 0) > length || (s.maxLength ?? length) < length) return NO;
    if (s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(v)) return NO;
  }
  if (Array.isArray(v)) {
    if ((s.minItems ?? 0) > v.length || (s.maxItems ?? v.length) < v.length) return NO;
    const itemShape = s.items;
    if (!itemShape) return v;
    const items = v.map((item) => conform(itemShape, item));
    return items.includes(NO) ? NO : items;
  }
  if (s.type === 'object') {
    const obj = v as Record<string, unknown>;
    if (s.required?.some((name) => obj[name] === undefined)) return NO;
    const out: Record<string, unknown> = {};
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      if (obj[name] === undefined) continue;
      const value = conform(prop, obj[name]);
      if (value === NO) return NO;
      out[name] = value;
    }
    return out;
  }
  return v;
}

/**
 * The value as the contract's schema `name` describes it, keeping only that schema's properties,
 * or undefined when it does not conform (a missing field, a wrong type, a broken limit or pattern).
 */
export function parseShape<N extends ShapeName>(name: N, value: unknown): Schemas[N] | undefined {
  const out = conform(SHAPES[name] as Shape, value);
  // Sound: the shape and Schemas[N] are generated from the same schema of the contract.
  return out === NO ? undefined : (out as Schemas[N]);
}
