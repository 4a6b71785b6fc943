// The route table's facts that the browser suites need (path, login rule, guest-only), read from
// the source of src/app/routes.ts: a Playwright spec cannot import the table itself (it loads page
// files through Vite's import.meta.glob). src/app/route-table.test.ts checks this reading against ROUTES.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { routeFilesOf } from './route-preload';

export interface RouteFacts {
  /** The React Router pattern (':name' is one segment). */
  path: string;
  /** A visitor is sent to /login (SPEC 2 "auth"). */
  auth: boolean;
  /** A logged-in user is sent on (login and register forms). */
  guestOnly: boolean;
}

/** Every route of the table, in its order, with its login rules. */
export function routeFactsOf(source: string): RouteFacts[] {
  const start = source.indexOf('export const ROUTES = [');
  const end = source.indexOf('] as const satisfies', start);
  if (start < 0 || end < 0) throw new Error('route-table: no ROUTES table in src/app/routes.ts');
  // One chunk per entry: each entry of the table opens with `{` at two spaces of indentation.
  const entries = source
    .slice(start, end)
    .split(/^ {2}\{/m)
    .slice(1);
  const facts = entries.map((entry) => {
    const pattern = /\bpath: '([^']+)'/.exec(entry)?.[1];
    if (!pattern) throw new Error(`route-table: an entry without a path: ${entry.slice(0, 80)}`);
    return {
      path: pattern,
      auth: /\bauth: true\b/.test(entry),
      guestOnly: /\bguestOnly: true\b/.test(entry),
    };
  });
  // The build's own reading of the table must find the same routes, or one reading is wrong.
  const paths = routeFilesOf(source).map((r) => r.path);
  if (paths.join('\n') !== facts.map((f) => f.path).join('\n'))
    throw new Error('route-table: the entries read here differ from the route preload reading');
  return facts;
}

/** The route table of this checkout. */
export const readRouteFacts = (root = process.cwd()): RouteFacts[] =>
  routeFactsOf(readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8'));
