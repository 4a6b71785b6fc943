import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_SCORES,
  cardStars,
  likeType,
  mayReply,
  parseScore,
  scoreString,
  toggleLike,
  type Scores,
} from './review';

const star = fc.integer({ min: 1, max: 5 });
const scores = fc.tuple(star, star, star);

describe('scoreString', () => {
  it('should join the three stars with commas, defaults 5,5,5', () => {
    expect(scoreString(DEFAULT_SCORES)).toBe('5,5,5');
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
