import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSend,
  capDigits,
  capPhone,
  capLength,
  halfWidthDigits,
  idCardCheckChar,
  isBankCard,
  isIdCard,
  isMobile,
  isMoney,
  isPassword,
  isReviewImage,
  imageKind,
  isSmsCode,
  pickReviewImages,
  priceRangeError,
  reviewImagesError,
  textLength,
  visibleLength,
} from './rules';

// Generators build valid numbers with their own checksum code, not the one under test.
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

const PROVINCES = [
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42',
  '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82',
]; // prettier-ignore
const region = fc.tuple(fc.constantFrom(...PROVINCES), digits(4)).map(([p, rest]) => p + rest);

const yyyymmdd = (d: Date) =>
  `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
const birthDate = (from: string, to: string) =>
  fc
    .date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true })
    .map(yyyymmdd);

function gbCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * (2 ** (17 - i) % 11), 0);
  return '10X98765432'.charAt(sum % 11);
}

const withCheck = (first17: string) => first17 + gbCheckChar(first17);

const validId18 = fc
  .tuple(region, birthDate('1900-01-01', '2020-12-31'), digits(3))
  .map(([r, d, seq]) => r + d + seq)
  .map(withCheck);
const validId15 = fc
  .tuple(region, birthDate('1900-01-01', '1999-12-31'), digits(3))
  .map(([r, d, seq]) => r + d.slice(2) + seq);

function luhnCheckDigit(payload: string): string {
  let sum = 0;
  [...payload].reverse().forEach((ch, i) => {
    const doubled = Number(ch) * (i % 2 === 0 ? 2 : 1);
    sum += Math.floor(doubled / 10) + (doubled % 10);
  });
  return String((10 - (sum % 10)) % 10);
}
const validBankCard = fc
  .integer({ min: 13, max: 19 })
  .chain((len) => digits(len - 1))
  .map((payload) => payload + luhnCheckDigit(payload));

/** Replaces the character at `index` by a different digit. */
function changeDigit(value: string, index: number, shift: number): string {
  const old = value[index];
  const next = old === 'X' || old === 'x' ? String(shift) : String((Number(old) + shift) % 10);
  return value.slice(0, index) + next + value.slice(index + 1);
}

describe('isIdCard', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '110105491231002'])(
    'should accept the GB 11643 example %s',
    (id) => {
      expect(isIdCard(id)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '110105194912310021'],
    ['an X before the last place', '1101051949123100X2'],
    ['month 13', withCheck('11010519491331002')],
    ['day 0', withCheck('11010519491200002')],
    ['29 February of a common year', withCheck('11010519490229002')],
    ['a year before 1800', withCheck('11010517991231002')],
    ['17 digits', '11010519491231002'],
    ['16 digits', '1101054912310021'],
    ['the 15-digit form on 31 April', '110105490431002'],
    ['the 15-digit form in month 00', '110105490031002'],
    ['a leading space', ' 11010519491231002X'],
    ['an empty string', ''],
  ])('should reject %s', (_, id) => {
    expect(isIdCard(id)).toBe(false);
  });

  it('should accept 29 February of a leap year', () => {
    expect(isIdCard(withCheck('11010520000229001'))).toBe(true);
  });

  it('should reject a birth date after today', () => {
    const id = withCheck('11010520300101001');
    expect(isIdCard(id, new Date(2026, 0, 1))).toBe(false);
    expect(isIdCard(id, new Date(2030, 0, 1))).toBe(true);
  });

  it('should compute the check character of the standard example', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
  });

  it('should accept every generated valid 18-digit number', () => {
    fc.assert(fc.property(validId18, (id) => isIdCard(id)));
  });

  it('should accept every generated valid 15-digit number', () => {
    fc.assert(fc.property(validId15, (id) => isIdCard(id)));
  });

  it('should reject any single-digit change of a valid 18-digit number', () => {
    fc.assert(
      fc.property(
        validId18,
        fc.integer({ min: 0, max: 17 }),
        fc.integer({ min: 1, max: 9 }),
        (id, i, shift) => {
          const changed = changeDigit(id, i, shift);
          expect(changed).not.toBe(id);
          return !isIdCard(changed);
        },
      ),
    );
  });
});

describe('isBankCard', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117'])(
    'should accept the Luhn-valid test card %s',
    (card) => {
      expect(isBankCard(card)).toBe(true);
    },
  );

  it.each([
    ['a Luhn failure', '4111111111111112'],
    ['12 digits', '411111111116'],
    ['20 digits', '41111111111111111113'],
    ['spaces', '4111 1111 1111 1111'],
    ['an empty string', ''],
  ])('should reject %s', (_, card) => {
    expect(isBankCard(card)).toBe(false);
  });

  it('should accept every generated Luhn-valid number of 13 to 19 digits', () => {
    fc.assert(fc.property(validBankCard, (card) => isBankCard(card)));
  });

  it('should reject any single-digit change of a valid number', () => {
    fc.assert(
      fc.property(validBankCard, fc.nat(), fc.integer({ min: 1, max: 9 }), (card, at, shift) => {
        return !isBankCard(changeDigit(card, at % card.length, shift));
      }),
    );
  });
});

describe('isMobile', () => {
  const rest = digits(9);

  it('should accept every 11-digit number starting 13 to 19', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), rest, (second, tail) => isMobile(`1${second}${tail}`)),
    );
  });

  it('should reject every number whose second digit is 0 to 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), rest, (second, tail) => !isMobile(`1${second}${tail}`)),
    );
  });

  it.each(['', '1380013800', '138001380001', '23800138000', '1380013800a', ' 13800138000', '+8613800138000'])(
    'should reject %j',
    (value) => {
      expect(isMobile(value)).toBe(false);
    },
  );
});

describe('isMoney', () => {
  it.each(['1', '9', '10', '1299'])('should accept %j', (value) => {
    expect(isMoney(value)).toBe(true);
  });

  it.each(['', '0', '01', '-1', '1.5', '1e3', ' 1'])('should reject %j', (value) => {
    expect(isMoney(value)).toBe(false);
  });
});

describe('priceRangeError', () => {
  it.each([
    ['3000', '4500'],
    ['1', '2'],
    ['', '1000'],
    ['5000', ''],
    ['', ''],
    ['1000', '1000000'],
  ])('should accept %j to %j', (min, max) => {
    expect(priceRangeError(min, max)).toBeNull();
  });

  it.each([
    ['0', '100'],
    ['0100', '200'],
    ['99.5', '200'],
    ['-100', '200'],
    ['5000以上', ''],
    ['100', '<b>2000</b>'],
    ['', '0'],
  ])('should say 金额输入有误 for %j to %j', (min, max) => {
    expect(priceRangeError(min, max)).toBe('金额输入有误');
  });

  it.each([
    ['4500', '3000'],
    ['3000', '3000'],
    ['123456789012', '2000'],
    ['99999', '1000000'],
  ])('should say 最低价须低于最高价 for %j to %j, both filled', (min, max) => {
    expect(priceRangeError(min, max)).toBe('最低价须低于最高价');
  });

  it('should say the open end for a minimum at or above it with no maximum', () => {
    expect(priceRangeError('99999', '')).toBe('最低价须低于99999');
  });
});

describe('isSmsCode and isPassword', () => {
  it('should take exactly six digits as a code', () => {
    expect(isSmsCode('123456')).toBe(true);
    expect(['', '12345', '1234567', '12345a'].some(isSmsCode)).toBe(false);
  });

  it('should take 6 to 18 word characters as a password', () => {
    expect(['abc123', 'a_b_c_', 'x'.repeat(18)].every(isPassword)).toBe(true);
    expect(['abc12', 'x'.repeat(19), 'abc 123', 'abc-123', '密码密码密码'].some(isPassword)).toBe(false);
  });
});

describe('capDigits and capLength', () => {
  it('should keep only digits up to the cap', () => {
    expect(capDigits('138 0013-8000 99', 11)).toBe('13800138000');
    expect(capDigits('12a34b5678', 6)).toBe('123456');
  });

  it('should always return at most max digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 20 }), (value, max) => {
        const out = capDigits(value, max);
        return out.length <= max && /^\d*$/.test(out);
      }),
    );
  });

  it('should cut text to the cap and leave shorter text alone', () => {
    expect(capLength('一二三四五', 3)).toBe('一二三');
    expect(capLength('一二', 3)).toBe('一二');
  });

  it('should count and cut characters as the contract does, never halving an emoji', () => {
    expect(capLength('😀'.repeat(5), 3)).toBe('😀😀😀');
    expect(capLength('ab😀', 3)).toBe('ab😀');
    expect(textLength('😀😀😀😀')).toBe(4);
    expect(visibleLength(' \u200b好\u200b😀 ')).toBe(2);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 20 }), fc.nat(24), (value, max) => {
        const out = capLength(value, max);
        return textLength(out) === Math.min(max, textLength(value)) && value.startsWith(out);
      }),
    );
  });

  it('should read full-width digits as digits', () => {
    expect(halfWidthDigits('１３８００１３８０００')).toBe('13800138000');
    expect(capDigits('１２３ ４５６', 6)).toBe('123456');
    expect(capPhone('＋８６ １３８ ００１３ ８０００')).toBe('13800138000');
  });
});

describe('capPhone', () => {
  it.each([
    ['138-0013-8000', '13800138000'],
    ['+86 13800138000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['(138) 0013 8000 9', '13800138000'],
    ['138', '138'],
    ['8', '8'],
    ['86', '86'],
  ])('should read %s as %s', (pasted, kept) => {
    expect(capPhone(pasted)).toBe(kept);
  });

  it('should always give at most 11 digits', () => {
    fc.assert(fc.property(fc.string(), (value) => /^\d{0,11}$/.test(capPhone(value))));
  });
});

describe('canSend', () => {
  it('should not send text made only of zero-width or invisible characters', () => {
    expect(canSend('\u200b\u200b\u200b')).toBe(false);
    expect(canSend('\ufeff \u200d\u2060')).toBe(false);
    expect(canSend('\u200b好')).toBe(true);
  });

  it('should allow sending only non-blank text', () => {
    expect(canSend('好')).toBe(true);
    expect(canSend('  好 ')).toBe(true);
    expect(canSend('')).toBe(false);
    expect(canSend(' \n\t ')).toBe(false);
  });
});

describe('imageKind', () => {
  it('should know a JPEG by FF D8 FF and a PNG by its 8-byte signature', () => {
    expect(imageKind([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46])).toBe('jpeg');
    expect(imageKind([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])).toBe('png');
  });

  it.each([
    ['text', [...new TextEncoder().encode('hello wo')]],
    ['GIF', [...new TextEncoder().encode('GIF89a..')]],
    ['half a PNG signature', [0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]],
    ['two bytes of a JPEG', [0xff, 0xd8]],
    ['nothing', []],
  ])('should know %s is no image', (_, head) => {
    expect(imageKind(head)).toBeUndefined();
  });
});

describe('pickReviewImages', () => {
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const photo = (name: string) => ({ file: { name, type: 'image/png' }, head: PNG });
  const names = (add: { name: string }[]) => add.map((f) => f.name);

  it('should keep the first of a pick that does not fit and say 最多只能上传9张', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => photo(`${i + 1}.png`));
    const { add, error } = pickReviewImages(0, eleven);
    expect(names(add)).toEqual([
      '1.png',
      '2.png',
      '3.png',
      '4.png',
      '5.png',
      '6.png',
      '7.png',
      '8.png',
      '9.png',
    ]);
    expect(error).toBe('最多只能上传9张');
    expect(names(pickReviewImages(7, eleven).add)).toEqual(['1.png', '2.png']);
    expect(pickReviewImages(9, eleven)).toEqual({ add: [], error: '最多只能上传9张' });
  });

  it('should take a pick that fits without a word', () => {
    expect(pickReviewImages(8, [photo('a.png')])).toEqual({ add: [photo('a.png').file], error: null });
  });

  it('should leave out a text file named .jpg and say 请确保文件为图像类型, keeping the pictures', () => {
    const fake = {
      file: { name: 'notes.jpg', type: 'image/jpeg' },
      head: [...new TextEncoder().encode('hello wo')],
    };
    const { add, error } = pickReviewImages(0, [photo('a.png'), fake, photo('b.png')]);
    expect(names(add)).toEqual(['a.png', 'b.png']);
    expect(error).toBe('请确保文件为图像类型');
  });

  it('should leave out a PNG sent as a .gif', () => {
    const gif = { file: { name: 'a.gif', type: 'image/gif' }, head: PNG };
    expect(pickReviewImages(0, [gif])).toEqual({ add: [], error: '请确保文件为图像类型' });
  });
});

describe('reviewImagesError', () => {
  const png = { name: 'a.png', type: 'image/png' };

  it('should accept up to nine jpg, jpeg or png images', () => {
    const files = [png, { name: 'b.jpg', type: 'image/jpeg' }, { name: 'c.JPEG', type: 'image/jpeg' }];
    expect(reviewImagesError(files)).toBeNull();
    expect(reviewImagesError(Array(9).fill(png))).toBeNull();
    expect(reviewImagesError([])).toBeNull();
  });

  it('should reject a tenth image', () => {
    expect(reviewImagesError(Array(10).fill(png))).toBe('最多只能上传9张');
  });

  it.each([
    { name: 'a.gif', type: 'image/gif' },
    { name: 'a.heic', type: 'image/heic' },
    { name: 'a.txt', type: 'text/plain' },
    { name: 'a.png', type: 'application/pdf' },
    { name: 'a.gif', type: '' },
    { name: 'noext', type: '' },
  ])('should reject %o as not an image', (file) => {
    expect(isReviewImage(file)).toBe(false);
    expect(reviewImagesError([png, file])).toBe('请确保文件为图像类型');
  });

  it('should fall back to the file name when the browser reports no type', () => {
    expect(isReviewImage({ name: 'photo.PNG', type: '' })).toBe(true);
    expect(isReviewImage({ name: 'image:1234', type: 'image/jpeg' })).toBe(true);
  });
});
