import { describe, expect, it } from 'vitest';
import { scrollAction } from './scroll-restoration';

describe('scrollAction', () => {
  it('should restore the saved position on back and forward', () => {
    expect(scrollAction('POP', 1200, true)).toEqual({ kind: 'restore', y: 1200 });
    // The commodity list too, which a new navigation leaves alone.
    expect(scrollAction('POP', 800, false)).toEqual({ kind: 'restore', y: 800 });
  });

  it('should start a new page at the top, except where the guard keeps the position', () => {
    expect(scrollAction('PUSH', 1200, true)).toEqual({ kind: 'top' });
    expect(scrollAction('REPLACE', 1200, true)).toEqual({ kind: 'top' });
    expect(scrollAction('PUSH', undefined, false)).toEqual({ kind: 'keep' });
  });

  it('should treat a back to an entry without a saved position (or at the top) as a new page', () => {
    expect(scrollAction('POP', undefined, true)).toEqual({ kind: 'top' });
    expect(scrollAction('POP', 0, true)).toEqual({ kind: 'top' });
  });
});
