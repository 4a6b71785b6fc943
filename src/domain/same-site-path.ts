// What counts as a path of this site, for any value from outside the code that a page or the
// mock's gateway pages follow (docs/security.md). Pure, so the app (src/lib/redirect.ts) and the
// mock (mocks/core/return-path.ts) apply the same rule.

export const MAX_LENGTH = 2048;
export const PROBE_ORIGIN = 'https://same-site.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
export const UNSAFE_CHARS = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The forms a value takes when something down the line percent-decodes it (at most 3 times). */
function decodedForms(value: string): string[] {
  const forms = [value];
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(forms[forms.length - 1]);
    } catch {
      break;
    }
    if (next === forms[forms.length - 1]) break;
    forms.push(next);
  }
  return forms;
}

/**
 * THE rule: `value` as a path of this site, or undefined. A path starts with exactly one '/' and
 * has no backslash (browsers read '/\evil.example' as '//evil.example') and no control character
 * (the URL parser drops tabs and newlines, so '/\t/evil.example' would become '//evil.example');
 * its path part keeps those rules in every percent-decoded form too ('/%2F/evil.example',
 * '/%5Cevil.example'), since a server or a second router may decode it once more; and it still
 * resolves to this origin. Schemes ('javascript:', 'https:' in any case), protocol-relative
 * '//host' and anything longer than 2048 characters are refused.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  if (!/^\/(?![/\\])/.test(value) || UNSAFE_CHARS.test(value)) return undefined;
  for (const form of decodedForms(value)) {
    const pathPart = form.split(/[?#]/)[0];
    if (!/^\/(?![/\\])/.test(pathPart) || UNSAFE_CHARS.test(pathPart)) return undefined;
  }
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (resolved.origin !== PROBE_ORIGIN) return undefined;
  // Dot segments resolve away ('/.//evil.example', '/a/..//evil.example'): the path the browser
  // ends up with must start with one '/' too, or it reads as another host once written out again.
  for (const form of decodedForms(resolved.pathname))
    if (!/^\/(?![/\\])/.test(form) || UNSAFE_CHARS.test(form)) return undefined;
  return value;
}
