// The contract as Prism is given it: the bundle without `security`. This API answers a missing or
// stale token with HTTP 200 and business code -1, decided by the server behind Prism; Prism would
// instead check the apiKey itself and answer 401 (a status the contract does not declare), and it
// looks for the key only in the query, where POST does not carry it (the form field does). Every
// other rule of the contract still reaches Prism unchanged.
import { createHash } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUNDLE_FILE } from './paths.ts';

/**
 * Writes the Prism copy of the bundle and returns its path. The file is named by its content and
 * never written twice: every running Prism watches its document and, on any change to it (even
 * the same bytes written again), closes its server and loads the document anew, refusing
 * connections for seconds. So a second stack starting (another e2e worker, `npm run contract`)
 * must leave the file of the stacks already running untouched.
 */
export function prismDocument(bundleFile = BUNDLE_FILE): string {
  const doc = JSON.parse(readFileSync(bundleFile, 'utf8')) as {
    security?: unknown;
    paths: Record<string, Record<string, { security?: unknown }>>;
    components?: { securitySchemes?: unknown };
  };
  delete doc.security;
  for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) delete op.security;
  if (doc.components) delete doc.components.securitySchemes;
  const text = JSON.stringify(doc);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 12);
  const file = path.join(os.tmpdir(), `phone-shop-prism-${hash}.json`);
  // Whole or not at all: written aside, then linked into place unless it is there already.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  writeFileSync(draft, text);
  try {
    linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(draft, { force: true });
  }
  return file;
}
