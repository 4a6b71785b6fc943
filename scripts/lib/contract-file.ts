// The bundled contract's text, read from disk. The browser demo's build picks the twin
// contract-file.browser.ts (scripts/vite-plugins/demo-mode.ts), which has the same file built in:
// the demo checks a real backend's answers against the contract in the page (docs/hybrid.md).
import { readFileSync } from 'node:fs';
import { BUNDLE_FILE } from './paths.ts';

export function readBundleText(file = process.env.CONTRACT_BUNDLE ?? BUNDLE_FILE): string {
  return readFileSync(file, 'utf8');
}
