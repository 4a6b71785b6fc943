// The contract as Prism is given it: the bundle without `security`. This API answers a missing or
// stale token with HTTP 200 and business code -1, decided by the server behind Prism; Prism would
// instead check the apiKey itself and answer 401 (a status the contract does not declare), and it
// looks for the key only in the query, where POST does not carry it (the form field does). Every
// other rule of the contract still reaches Prism unchanged.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUNDLE_FILE } from './paths.ts';

/** Writes the Prism copy of the bundle (named by its content, so concurrent starts agree) and returns its path. */
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
  writeFileSync(file, text);
  return file;
}
