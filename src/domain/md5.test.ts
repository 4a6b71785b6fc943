import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5 } from './md5';

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6'],
  ])('should hash %j like RFC 1321', (input, hex) => {
    expect(md5(input)).toBe(hex);
  });

  it('should match node:crypto on UTF-8 text of every length around the block size', () => {
    for (let n = 0; n < 140; n++) {
      const text = '手机abc'.repeat(n).slice(0, n);
      expect(md5(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    }
  });
});
