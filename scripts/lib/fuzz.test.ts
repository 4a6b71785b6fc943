// The fuzzer's value generators against the contract itself: every valid value it draws passes
// the field's schema, every invalid one fails it, and a seed gives the same values again.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deref, loadBundle, operations, type Parameter } from './contract.ts';
import { boundaryValues, fromPattern, invalidValues, seeded, validValue } from './fuzz.ts';
import type { SchemaNode } from './limits.ts';
import { createValidator } from './validate.ts';

const doc = loadBundle();
const { validate } = createValidator(doc);
// Query and form values are strings; only decimal digits read as a number (0x10 is not 16).
const passes = (pointer: string, v: string) =>
  validate(pointer, v).length === 0 ||
  (/^-?\d+(\.\d+)?$/.test(v) && validate(pointer, Number(v)).length === 0);

/** Every query parameter and form field of the contract with its schema pointer. */
const fields = operations(doc).flatMap(({ method, op, pointer }) => {
  if (method === 'get')
    return (op.parameters ?? []).map((raw, i) => {
      const p = deref<Parameter>(doc, raw);
      return {
        name: `${op.operationId} ?${p.name}`,
        schema: deref<SchemaNode>(doc, (p.schema ?? {}) as SchemaNode),
        pointer: `${'$ref' in raw && raw.$ref ? raw.$ref : `${pointer}/parameters/${i}`}/schema`,
      };
    });
  return Object.entries(op.requestBody?.content ?? {}).flatMap(([type, media]) => {
    const body = deref<SchemaNode>(doc, (media.schema ?? {}) as SchemaNode);
    return Object.entries(body.properties ?? {})
      .filter(([, s]) => deref<SchemaNode>(doc, s).format !== 'binary')
      .map(([name, s]) => ({
        name: `${op.operationId} body.${name}`,
        schema: deref<SchemaNode>(doc, s),
        pointer: `${pointer}/requestBody/content/${type.replace('/', '~1')}/schema/properties/${name}`,
      }));
  });
});

describe('fuzz values', () => {
  it('draws valid values that pass each field schema, over many seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), (seed) => {
        const rng = seeded(seed);
        for (const f of fields) {
          const v = validValue(rng, f.schema, () => true);
          if (v !== undefined) expect(passes(f.pointer, v), `${f.name} = ${JSON.stringify(v)}`).toBe(true);
        }
      }),
      { numRuns: 20 },
    );
  }, 30_000);

  it('makes boundary values that pass and invalid values that fail', () => {
    for (const f of fields) {
      for (const v of boundaryValues(f.schema as never))
        expect(passes(f.pointer, v), `${f.name} = ${v}`).toBe(true);
      const ok = validValue(seeded(1), f.schema, (x) => passes(f.pointer, x));
      for (const bad of invalidValues(f.schema as never, ok).filter((b) => b.kind !== 'pattern broken'))
        expect(
          passes(f.pointer, bad.value),
          `${f.name} ${bad.kind} ${JSON.stringify(bad.value.slice(0, 30))}`,
        ).toBe(false);
    }
  });

  it('offers non-decimal integers and empty values wherever the schema refuses them', () => {
    const page = { type: 'integer', minimum: 1, maximum: 99 } as SchemaNode;
    const values = invalidValues(page as never, '1');
    expect(values.filter((v) => v.kind === 'not decimal').map((v) => v.value)).toEqual(['0x10', '1e3', '+5']);
    expect(values).toContainEqual({ kind: 'empty', value: '' });
    // A free-text field without minLength takes an empty value: nothing to offer there.
    expect(invalidValues({ type: 'string', maxLength: 5 } as never, 'a').map((v) => v.kind)).toEqual([
      'too long',
    ]);
  });

  it('reproduces the same values from the same seed', () => {
    const draw = (seed: number) => {
      const rng = seeded(seed);
      return fields.map((f) => validValue(rng, f.schema, () => true));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('reads the pattern forms the contract uses', () => {
    const rng = seeded(3);
    for (const p of [
      '^1[3-9]\\d{9}$',
      '^SJ\\d{18}$',
      '^(\\d+-\\d+|\\d+以上)$',
      '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
    ])
      for (let k = 0; k < 50; k++) expect(fromPattern(rng, p)).toMatch(new RegExp(p, 'u'));
  });
});
