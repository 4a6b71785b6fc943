// The forms and the contract agree: every value a form lets through is one the contract accepts
// (lengths, patterns, counts), and the form refuses what the contract refuses. Fails when a field
// types its own limit instead of taking the contract's (contract-limits.gen.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBundle, operations } from '../../scripts/lib/contract';
import { createValidator } from '../../scripts/lib/validate';
import {
  couponCodeField,
  feedbackContactField,
  feedbackContentField,
  loginPasswordField,
  mobileField,
  passwordField,
  recipientField,
  recommendCodeField,
  remarkField,
  requiredSmsCodeField,
  reviewContentField,
  reviewImagesField,
  streetField,
} from './fields';

const doc = loadBundle();
const { validate } = createValidator(doc);

function fieldPointer(operationId: string, field: string): string {
  const entry = operations(doc).find((e) => e.op.operationId === operationId)!;
  const type = Object.keys(entry.op.requestBody!.content)[0]!.replace('/', '~1');
  return `${entry.pointer}/requestBody/content/${type}/schema/properties/${field}`;
}
const contractAccepts = (pointer: string, value: unknown) => validate(pointer, value).length === 0;

// Short texts and texts around and past every limit (fast-check's default sizes stay short).
const UNIT = fc.constantFrom('a', 'Z', '9', ' ', '机', '好', '，', '😀');
const TEXT = fc.oneof(
  fc.string({ unit: UNIT, maxLength: 20 }),
  fc.string({ unit: UNIT, minLength: 15, maxLength: 700, size: 'max' }),
);

describe('form fields keep to the contract', () => {
  it.each([
    ['recipient', recipientField, 'addAddress', 'address_name'],
    ['street', streetField, 'addAddress', 'address_street'],
    ['feedback content', feedbackContentField, 'opinionAdd', 'content'],
    ['feedback contact', feedbackContactField, 'opinionAdd', 'contact_way'],
    ['recommend code', recommendCodeField, 'register', 'recommend_code'],
    ['coupon code', couponCodeField, 'exchangeBonus', 'exchange_code'],
    ['review text', reviewContentField, 'reviewUpload', 'content'],
  ] as const)('%s: whatever the form lets through, the contract accepts', (_name, field, op, name) => {
    const pointer = fieldPointer(op, name);
    fc.assert(
      fc.property(TEXT, (typed) => {
        const parsed = field.safeParse(typed);
        if (parsed.success && parsed.data !== undefined)
          expect(contractAccepts(pointer, parsed.data)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('remark: capped at the order line schema buyer_remark maxLength', () => {
    const pointer = '#/components/schemas/OrderSubmitItem/properties/buyer_remark';
    fc.assert(
      fc.property(TEXT, (typed) => {
        expect(contractAccepts(pointer, remarkField.parse(typed))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('review text: the form refuses what is shorter than the contract minimum', () => {
    const pointer = fieldPointer('reviewUpload', 'content');
    // The contract counts characters: four emoji are four, not eight UTF-16 units.
    for (const unit of ['好', '😀'])
      for (const length of [3, 4, 6, 7, 8, 9]) {
        const text = unit.repeat(length);
        expect(reviewContentField.safeParse(text).success, `${length} × ${unit}`).toBe(
          contractAccepts(pointer, text),
        );
      }
  });

  it.each([
    ['mobile', mobileField, '#/components/schemas/Mobile', fc.stringMatching(/^1?\d{0,12}$/)],
    ['SMS code', requiredSmsCodeField, '#/components/schemas/SmsCode', fc.stringMatching(/^\d{0,8}$/)],
    ['password', passwordField, '#/components/schemas/Password', fc.stringMatching(/^[\w!]{0,22}$/)],
    [
      'login password',
      loginPasswordField,
      fieldPointer('login', 'password'),
      fc.stringMatching(/^\w{0,18}$/),
    ],
  ] as const)('%s: the form accepts exactly what the contract accepts', (_name, field, pointer, values) => {
    fc.assert(
      fc.property(values, (typed) => {
        expect(field.safeParse(typed).success, JSON.stringify(typed)).toBe(contractAccepts(pointer, typed));
      }),
      { numRuns: 300 },
    );
  });

  it('review photos: as many as the upload has file fields (qqfile1 ...)', () => {
    const entry = operations(doc).find((e) => e.op.operationId === 'reviewUpload')!;
    const body = entry.op.requestBody!.content['multipart/form-data']!.schema as { properties: object };
    const slots = Object.keys(body.properties).filter((k) => /^qqfile\d+$/.test(k)).length;
    const photo = { name: 'a.png', type: 'image/png' };
    expect(reviewImagesField.safeParse(Array(slots).fill(photo)).success).toBe(true);
    expect(reviewImagesField.safeParse(Array(slots + 1).fill(photo)).success).toBe(false);
  });
});
