// The bundled contract, read from disk under Node. The browser demo's build uses the twin
// contract-source.browser.ts instead (vite.config.ts, demoMode), which bundles the same file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// From a string, not `new URL(...)`: under jsdom (component tests) URL is jsdom's, which
// fileURLToPath does not accept.
const BUNDLE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/dist/shop.bundle.json');

export function loadBundle(): unknown {
  return JSON.parse(readFileSync(BUNDLE, 'utf8'));
}
