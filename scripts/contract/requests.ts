// Requests made from the contract: the invalid variants of an example request (one per field and
// kind of invalid value), and generated requests (Schemathesis style, seeded).
import type { OperationEntry } from '../lib/contract.ts';
import { boundaryValues, invalidValues, pick, validValue, type InvalidKind, type Rng } from '../lib/fuzz.ts';
import type { RequestSpec } from './http.ts';
import type { Spec } from './spec.ts';

export interface InvalidRequest {
  field: string;
  kind: InvalidKind;
  /** undefined: the field is left out. */
  value: string | undefined;
  spec: RequestSpec;
}

export function fieldValues(entry: OperationEntry, spec: RequestSpec) {
  return entry.method === 'get' ? spec.query : (spec.body ?? {});
}

export function setField(
  spec: RequestSpec,
  entry: OperationEntry,
  name: string,
  value: string | undefined,
): RequestSpec {
  const out: RequestSpec = { ...spec, query: { ...spec.query }, body: spec.body && { ...spec.body } };
  const target = entry.method === 'get' ? out.query : (out.body ??= {});
  if (value === undefined) delete target[name];
  else target[name] = value;
  return out;
}

/** Fields every operation carries (the client's platform and version): see invalidRequests. */
export const COMMON_FIELDS = new Set(['p', 'v']);

/**
 * For each field the example sends (or the contract requires): one request per kind of invalid
 * value the field's schema refuses, and one without it when it is required. A field every
 * operation carries (p, v) gets one kind per operation, taking turns by `turn` (the operation's
 * index), so 70 operations cover every kind without sending each one 70 times.
 */
export function invalidRequests(
  spec: Spec,
  entry: OperationEntry,
  base: RequestSpec,
  turn = 0,
): InvalidRequest[] {
  const out: InvalidRequest[] = [];
  const sent = fieldValues(entry, base);
  for (const f of spec.fieldsOf(entry)) {
    if (f.schema.format === 'binary') continue;
    if (!(f.name in sent) && !f.required) continue;
    const mine: InvalidRequest[] = [];
    if (f.required)
      mine.push({
        field: f.name,
        kind: 'missing',
        value: undefined,
        spec: setField(base, entry, f.name, undefined),
      });
    const seen = new Set<InvalidKind>();
    for (const bad of invalidValues(f.schema, sent[f.name])) {
      if (seen.has(bad.kind) || spec.passes(f, bad.value)) continue;
      seen.add(bad.kind);
      mine.push({
        field: f.name,
        kind: bad.kind,
        value: bad.value,
        spec: setField(base, entry, f.name, bad.value),
      });
    }
    if (COMMON_FIELDS.has(f.name) && mine.length > 1) out.push(mine[turn % mine.length]!);
    else out.push(...mine);
  }
  return out;
}

// Session fields keep the run's identity (the example's or --token) most of the time: a random
// token only ever answers code -1.
const SESSION = new Set(['token', 'user_id', 'driver_id', 'device_id']);

export type FuzzMode = 'valid' | 'boundary' | InvalidKind;

export interface Generated {
  mode: FuzzMode;
  field?: string;
  value?: string;
  spec: RequestSpec;
}

/** One generated request: valid over the whole range, a boundary value, or one invalid field. */
export function generate(spec: Spec, rng: Rng, entry: OperationEntry, base: RequestSpec): Generated {
  const fields = spec.fieldsOf(entry).filter((f) => f.schema.format !== 'binary');
  let out = base;
  for (const f of fields) {
    const present = fieldValues(entry, base)[f.name] !== undefined;
    if (SESSION.has(f.name) && present && rng() < 0.9) continue;
    if (present && rng() < 0.4) continue;
    if (!present && !f.required && rng() < 0.5) continue;
    const v = validValue(rng, f.schema, (x) => spec.passes(f, x));
    if (v !== undefined) out = setField(out, entry, f.name, v);
  }
  const roll = rng();
  if (roll < 0.5 || fields.length === 0) return { mode: 'valid', spec: out };
  const f = pick(rng, fields);
  if (roll < 0.65) {
    const ends = boundaryValues(f.schema).filter((v) => spec.passes(f, v));
    if (ends.length === 0) return { mode: 'valid', spec: out };
    const value = pick(rng, ends);
    return { mode: 'boundary', field: f.name, value, spec: setField(out, entry, f.name, value) };
  }
  const current = fieldValues(entry, out)[f.name];
  const bad: { kind: InvalidKind; value: string | undefined }[] = [
    ...invalidValues(f.schema, current).filter((b) => !spec.passes(f, b.value)),
    ...(f.required ? [{ kind: 'missing' as const, value: undefined }] : []),
  ];
  if (bad.length === 0) return { mode: 'valid', spec: out };
  const b = pick(rng, bad);
  return { mode: b.kind, field: f.name, value: b.value, spec: setField(out, entry, f.name, b.value) };
}
