import { describe, expect, it } from 'vitest';
import { NavigationType } from 'react-router-dom';
import { scrollAction } from './scroll-restoration';

const { Pop, Push, Replace } = NavigationType;

describe('scrollAction', () => {
  it('should restore the saved position on back and forward', () => {
    expect(scrollAction(Pop, 1200, true)).toEqual({ kind: 'restore', y: 1200 });
    // The commodity list too, which a new navigation leaves alone.
    expect(scrollAction(Pop, 800, false)).toEqual({ kind: 'restore', y: 800 });
  });

  it('should start a new page at the top, except where the guard keeps the position', () => {
    expect(scrollAction(Push, 1200, true)).toEqual({ kind: 'top' });
    expect(scrollAction(Replace, 1200, true)).toEqual({ kind: 'top' });
    expect(scrollAction(Push, undefined, false)).toEqual({ kind: 'keep' });
  });

  it('should treat a back to an entry without a saved position (or at the top) as a new page', () => {
    expect(scrollAction(Pop, undefined, true)).toEqual({ kind: 'top' });
    expect(scrollAction(Pop, 0, true)).toEqual({ kind: 'top' });
  });
});
