// The curl line a failure prints: the exact request, secrets shown as given or masked.
import { describe, expect, it } from 'vitest';
import { curlLine } from './http.ts';

describe('curlLine', () => {
  it('writes a GET with its query, quoted for the shell', () => {
    expect(curlLine('http://h:1', 'get', '/api/x', { query: { p: 'h5', q: "it's" } })).toBe(
      `curl -sS -i -X GET 'http://h:1/api/x?p=h5&q=it%27s'`,
    );
  });

  it('writes a form POST and masks the token only when asked', () => {
    const spec = { query: {}, body: { token: 'abc', v: '1' }, bodyType: 'form' as const };
    expect(curlLine('http://h:1', 'post', '/api/y', spec)).toContain(`--data-raw 'token=abc&v=1'`);
    const masked = curlLine('http://h:1', 'post', '/api/y', spec, true);
    expect(masked).toContain(`--data-raw "token=$TOKEN&v=1"`);
    expect(masked).not.toContain('abc');
  });
});
