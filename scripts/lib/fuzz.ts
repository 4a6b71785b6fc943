// Values for generated (fuzz) requests, from the contract's parameter and body schemas, in the
// style of Schemathesis: valid values across the whole range, boundary values, and each kind of
// invalid value. Everything is a string, the way query and form values travel. Seeded: the same
// seed gives the same requests.
import type { SchemaNode } from './limits.ts';

export type Rng = () => number;

/** mulberry32: small, fast, good enough to spread test values. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

// ---------- strings from the patterns the contract uses ----------

const DIGITS = '0123456789';
const WORD = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_';
// Free text: ASCII, digits, Chinese, punctuation a user types (no control characters).
const TEXT = [...'abcxyzABC0189 -_.,!?@#%&()', ...'机型手机配件苹果华为小米评价很好用的电池屏幕'];

type Node =
  | { t: 'lit'; c: string }
  | { t: 'set'; chars: string[] }
  | { t: 'group'; alts: Node[][] }
  | { t: 'rep'; node: Node; min: number; max: number };

function parseRegex(src: string): Node[][] {
  let i = 0;
  const escape = (c: string): string[] | string => {
    if (c === 'd') return [...DIGITS];
    if (c === 'w') return [...WORD];
    if (c === 'S') return [...WORD, ...'机,.'];
    return c;
  };
  function parseSet(): Node {
    i++; // [
    const chars: string[] = [];
    while (src[i] !== ']') {
      let c = src[i++]!;
      if (c === '\\') {
        const e = escape(src[i++]!);
        if (Array.isArray(e)) chars.push(...e);
        else chars.push(e);
        continue;
      }
      if (src[i] === '-' && src[i + 1] !== ']') {
        const end = src[i + 1] === '\\' ? src[i + 2]! : src[i + 1]!;
        i += src[i + 1] === '\\' ? 3 : 2;
        for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code++)
          chars.push(String.fromCharCode(code));
        continue;
      }
      chars.push(c);
      c = '';
    }
    i++; // ]
    return { t: 'set', chars };
  }
  function parseAlts(): Node[][] {
    const alts: Node[][] = [[]];
    while (i < src.length && src[i] !== ')') {
      const c = src[i]!;
      let node: Node | undefined;
      if (c === '^' || c === '$') {
        i++;
        continue;
      } else if (c === '|') {
        i++;
        alts.push([]);
        continue;
      } else if (c === '(') {
        i++;
        node = { t: 'group', alts: parseAlts() };
        i++; // )
      } else if (c === '[') {
        node = parseSet();
      } else if (c === '\\') {
        const e = escape(src[i + 1]!);
        i += 2;
        node = Array.isArray(e) ? { t: 'set', chars: e } : { t: 'lit', c: e };
      } else if (c === '.') {
        i++;
        node = { t: 'set', chars: [...WORD] };
      } else {
        i++;
        node = { t: 'lit', c };
      }
      // Quantifier.
      const q = src[i];
      if (q === '?' || q === '*' || q === '+') {
        i++;
        node = { t: 'rep', node, min: q === '+' ? 1 : 0, max: q === '?' ? 1 : 12 };
      } else if (q === '{') {
        const close = src.indexOf('}', i);
        const [a, b] = src.slice(i + 1, close).split(',');
        i = close + 1;
        node = {
          t: 'rep',
          node,
          min: Number(a),
          max: b === undefined ? Number(a) : b === '' ? Number(a) + 6 : Number(b),
        };
      }
      alts[alts.length - 1]!.push(node);
    }
    return alts;
  }
  return parseAlts();
}

function render(rng: Rng, node: Node): string {
  switch (node.t) {
    case 'lit':
      return node.c;
    case 'set':
      return pick(rng, node.chars);
    case 'group':
      return pick(rng, node.alts)
        .map((n) => render(rng, n))
        .join('');
    case 'rep': {
      let out = '';
      for (let k = int(rng, node.min, node.max); k > 0; k--) out += render(rng, node.node);
      return out;
    }
  }
}

/** A string matching `pattern`, or undefined when this small generator cannot read it. */
export function fromPattern(rng: Rng, pattern: string): string | undefined {
  try {
    return pick(rng, parseRegex(pattern))
      .map((n) => render(rng, n))
      .join('');
  } catch {
    return undefined;
  }
}

// ---------- values ----------

const INT_MAX = 2147483647;

/** A valid value (as sent), or undefined when none can be made (the caller keeps the example). */
export function validValue(rng: Rng, s: SchemaNode, accept: (v: string) => boolean): string | undefined {
  for (let attempt = 0; attempt < 20; attempt++) {
    const v = candidate(rng, s);
    if (v !== undefined && accept(v)) return v;
  }
  return undefined;
}

function candidate(
  rng: Rng,
  s: SchemaNode & { minimum?: number; minLength?: number; pattern?: string; default?: unknown },
): string | undefined {
  if (s.const !== undefined) return String(s.const);
  if (s.enum) return String(pick(rng, s.enum));
  for (const key of ['anyOf', 'oneOf'] as const) if (s[key]) return candidate(rng, pick(rng, s[key]!));
  if (s.type === 'integer' || s.type === 'number') {
    const min = s.minimum ?? 0;
    const max = s.maximum ?? INT_MAX;
    // Mostly small values (where the data is), sometimes anywhere in the range.
    return String(rng() < 0.7 ? int(rng, min, Math.min(max, min + 30_000)) : int(rng, min, max));
  }
  if (s.type === 'string') {
    if (s.format === 'binary') return undefined;
    if (s.format === 'uri')
      return `https://m.example.com/${fromPattern(rng, '^[a-z]{1,12}(/[a-z0-9]{1,8}){0,3}$')}`;
    if (s.pattern) {
      // Repeat-heavy patterns ('^[\w-]+$') come out short: draw again until the length fits.
      for (let k = 0; k < 10; k++) {
        const v = fromPattern(rng, s.pattern);
        if (v !== undefined && v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity))
          return v;
      }
      return undefined;
    }
    const min = s.minLength ?? 0;
    const max = Math.min(s.maxLength ?? 60, min + 60);
    let out = '';
    for (let k = int(rng, min, max); k > 0; k--) out += pick(rng, TEXT);
    return out;
  }
  return undefined;
}

/** Boundary values of a schema: the ends of its range and lengths. */
export function boundaryValues(
  s: SchemaNode & { minimum?: number; minLength?: number; pattern?: string },
): string[] {
  const out: string[] = [];
  if (s.type === 'integer' || s.type === 'number') {
    if (s.minimum !== undefined) out.push(String(s.minimum));
    if (s.maximum !== undefined) out.push(String(s.maximum));
  }
  if (s.type === 'string' && !s.pattern && !s.enum && !s.format) {
    if (s.minLength !== undefined) out.push('机'.repeat(s.minLength));
    if (s.maxLength !== undefined) out.push('机'.repeat(s.maxLength));
  }
  if (s.enum) out.push(...s.enum.map(String));
  return out;
}

export type InvalidKind =
  | 'wrong type'
  | 'not decimal'
  | 'below minimum'
  | 'above maximum'
  | 'too long'
  | 'pattern broken'
  | 'empty'
  | 'unknown enum'
  | 'missing';

/** Whether the schema refuses an empty string (as sent: a query or form value). */
function refusesEmpty(s: SchemaNode & { minLength?: number; pattern?: string }): boolean {
  if (s.type === 'integer' || s.type === 'number' || s.enum !== undefined || s.const !== undefined)
    return true;
  if ((s.minLength ?? 0) >= 1) return true;
  return s.pattern !== undefined && !new RegExp(s.pattern, 'u').test('');
}

/** Each kind of invalid value the schema allows for; the caller keeps those the validator refuses. */
export function invalidValues(
  s: SchemaNode & { minimum?: number; minLength?: number; pattern?: string },
  valid: string | undefined,
): { kind: InvalidKind; value: string }[] {
  const out: { kind: InvalidKind; value: string }[] = [];
  if (s.type === 'integer' || s.type === 'number') {
    out.push({ kind: 'wrong type', value: 'x1' }, { kind: 'wrong type', value: '1.5' });
    // Numbers a lenient parser reads (parseInt, Number, a coercing validator), not decimal integers.
    out.push(
      { kind: 'not decimal', value: '0x10' },
      { kind: 'not decimal', value: '1e3' },
      { kind: 'not decimal', value: '+5' },
    );
    if (s.minimum !== undefined) out.push({ kind: 'below minimum', value: String(s.minimum - 1) });
    if (s.maximum !== undefined) out.push({ kind: 'above maximum', value: String(s.maximum + 1) });
  }
  if (s.enum) out.push({ kind: 'unknown enum', value: '__not_in_enum__' });
  if (s.type === 'string' || s.enum) {
    if (s.maxLength !== undefined)
      out.push({ kind: 'too long', value: (valid || '9').padEnd(s.maxLength + 1, valid?.slice(-1) || '9') });
    if (s.pattern)
      out.push({ kind: 'pattern broken', value: `${valid ?? ''}!` }, { kind: 'pattern broken', value: '!!' });
  }
  // Empty where the schema refuses it, optional fields included: `page=` is not "no page".
  if (refusesEmpty(s)) out.push({ kind: 'empty', value: '' });
  return out;
}

/** How a lenient-input finding names each kind: `p accepts <this> on ...`. */
export const INVALID_WORDING: Record<InvalidKind, string> = {
  'wrong type': 'values of the wrong type',
  'not decimal': 'integers not written in decimal digits (0x10, 1e3, +5)',
  'below minimum': 'values below its minimum',
  'above maximum': 'values above its maximum',
  'too long': 'values longer than its maxLength',
  'pattern broken': 'values that break its pattern',
  empty: 'empty values',
  'unknown enum': 'values outside its enum',
  missing: 'requests without it (required)',
};
