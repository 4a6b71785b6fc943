// The dev panel's record of where a hybrid call went, read from the front door's headers.
import { describe, expect, it } from 'vitest';
import { hybridOf } from './call-log';

const answer = (headers: Record<string, string>) => new Response('{}', { headers });

describe('hybridOf', () => {
  it('reads nothing outside hybrid mode', () => {
    expect(hybridOf(answer({}))).toEqual({});
  });

  it('reads the target, the reason of a fallback and the violations', () => {
    expect(hybridOf(answer({ 'x-hybrid-target': 'mock; backend HTTP 404' }))).toEqual({
      target: 'mock',
      fallback: 'backend HTTP 404',
    });
    const violations = ['backend [response-schema] code 1: /data/is_favorite must be integer'];
    expect(
      hybridOf(
        answer({
          'x-hybrid-target': 'real',
          'x-hybrid-violations': encodeURIComponent(JSON.stringify(violations)),
        }),
      ),
    ).toEqual({ target: 'real', violations });
  });
});
