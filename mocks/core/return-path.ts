// Where the mock's own pages (the simulated payment gateways) may send a shopper back to: a path
// of this site and nothing else, by the app's own rule (src/domain/same-site-path.ts). An absolute
// address is read as its path here, whatever host it names.
import { UNSAFE_CHARS, sameSitePath } from '../../src/domain/same-site-path';

/** A return address as a path on this site, or undefined when it would lead anywhere else. */
export function returnPath(target: string): string | undefined {
  if (!target || UNSAFE_CHARS.test(target)) return undefined;
  if (!/^https?:\/\/[^/\\]/i.test(target)) return sameSitePath(target);
  if (!URL.canParse(target)) return undefined;
  const url = new URL(target);
  if (url.username || url.password) return undefined;
  return sameSitePath(`${url.pathname}${url.search}${url.hash}`);
}
