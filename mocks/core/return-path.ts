// Where the mock's own pages (the simulated payment gateways) may send a shopper back to: a path
// of this site and nothing else, by the rule the app's src/lib/redirect.ts sameSitePath applies
// (which the mock cannot import: it reads the app's build-time config). An absolute address is
// read as its path here, whatever host it names; the path must then start with exactly one '/'
// in every percent-decoded form, with no backslash or control character, so no browser reads it
// as '//another.host'.

const MAX_LENGTH = 2048;
const PROBE = 'https://same-site.invalid';
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARS = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Starts with one '/', not '//' or '/\' (both mean another host to a browser). */
const ONE_SLASH = /^\/(?![/\\])/;

/** The forms the path takes when something down the line percent-decodes it (at most 3 times). */
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

/** A return address as a path on this site, or undefined when it would lead anywhere else. */
export function returnPath(target: string): string | undefined {
  if (!target || target.length > MAX_LENGTH || UNSAFE_CHARS.test(target)) return undefined;
  const absolute = /^https?:\/\/[^/\\]/i.test(target);
  if (!absolute && !ONE_SLASH.test(target)) return undefined;
  if (!URL.canParse(target, PROBE)) return undefined;
  const url = new URL(target, PROBE);
  if (url.username || url.password) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  for (const form of decodedForms(url.pathname))
    if (!ONE_SLASH.test(form) || UNSAFE_CHARS.test(form)) return undefined;
  return new URL(path, PROBE).origin === PROBE ? path : undefined;
}
