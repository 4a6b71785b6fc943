import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cardStars,
  likeType,
  mayReply,
  parseScore,
  scaledSize,
  scoreString,
  toggleLike,
  type Scores,
} from './review';

const star = fc.integer({ min: 1, max: 5 });
const scores = fc.tuple(star, star, star);

describe('scoreString', () => {
  it('should join the three stars with commas, defaults 5,5,5', () => {
    expect(scoreString([5, 5, 5])).toBe('5,5,5');
    expect(scoreString([4, 3, 5])).toBe('4,3,5');
  });

  it('should always match the contract pattern and parse back', () => {
    fc.assert(
      fc.property(scores, (s) => {
        const text = scoreString(s);
        expect(text).toMatch(/^[1-5],[1-5],[1-5]$/);
        expect(parseScore(text)).toEqual(s);
      }),
    );
  });

  it('should keep out-of-range stars inside 1-5', () => {
    expect(scoreString([0, 6, 2.6] as unknown as Scores)).toBe('1,5,3');
  });
});

describe('parseScore and cardStars', () => {
  it('should refuse malformed scores', () => {
    expect(parseScore(undefined)).toBeUndefined();
    expect(parseScore('5,5')).toBeUndefined();
    expect(parseScore('0,5,5')).toBeUndefined();
    expect(parseScore('5,5,5,5')).toBeUndefined();
  });

  it('should show the rounded mean, 5 without a score', () => {
    expect(cardStars('5,4,5')).toBe(5);
    expect(cardStars('3,3,4')).toBe(3);
    expect(cardStars('1,2,2')).toBe(2);
    expect(cardStars(undefined)).toBe(5);
  });

  it('should stay within half a star of the mean', () => {
    fc.assert(
      fc.property(scores, (s) => {
        const shown = cardStars(s.join(','));
        expect(Math.abs(shown - (s[0] + s[1] + s[2]) / 3)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('mayReply', () => {
  it('should let only the review author reply', () => {
    expect(mayReply(10002, 10002)).toBe(true);
    expect(mayReply(10001, 10002)).toBe(false);
    expect(mayReply(undefined, 10002)).toBe(false);
  });
});

describe('toggleLike', () => {
  it('should add a like with type 1 and remove it with type 2', () => {
    expect(likeType(false)).toBe(1);
    expect(likeType(true)).toBe(2);
    expect(toggleLike({ liked: false, count: 11 })).toEqual({ liked: true, count: 12 });
    expect(toggleLike({ liked: true, count: 12 })).toEqual({ liked: false, count: 11 });
  });

  it('should never count below zero', () => {
    expect(toggleLike({ liked: true, count: 0 })).toEqual({ liked: false, count: 0 });
  });

  it('should come back to the start after two taps', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 1, max: 1e6 }), (liked, count) => {
        expect(toggleLike(toggleLike({ liked, count }))).toEqual({ liked, count });
      }),
    );
  });
});

describe('scaledSize', () => {
  it('should leave a small photo alone and shrink a large one to the longer side', () => {
    expect(scaledSize(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('should never enlarge, and never exceed the limit', () => {
    const side = fc.integer({ min: 1, max: 20_000 });
    fc.assert(
      fc.property(side, side, fc.integer({ min: 100, max: 4000 }), (w, h, max) => {
        const out = scaledSize(w, h, max);
        expect(out.width).toBeLessThanOrEqual(w);
        expect(out.height).toBeLessThanOrEqual(h);
        expect(Math.max(out.width, out.height)).toBeLessThanOrEqual(Math.max(max, 1));
        expect(Math.min(out.width, out.height)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('should keep the aspect ratio of a large photo, the longer side exactly at the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2001, max: 20_000 }), fc.integer({ min: 1000, max: 20_000 }), (w, h) => {
        const out = scaledSize(w, h, 2000);
        expect(Math.max(out.width, out.height)).toBe(2000);
        // Rounding to whole pixels moves each side by at most half a pixel.
        expect(Math.abs(out.width * h - out.height * w)).toBeLessThanOrEqual((w + h) / 2);
      }),
    );
  });
});
