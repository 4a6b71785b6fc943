import { describe, expect, it } from 'vitest';
import { maskMobile } from './mask';

describe('maskMobile', () => {
  it('should keep the first four and last four digits around four stars', () => {
    expect(maskMobile('13800138000')).toBe('1380****8000');
    expect(maskMobile('19912345678')).toBe('1991****5678');
  });

  it('should leave a value too short to hide anything unchanged', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile('12345678')).toBe('12345678');
  });
});
