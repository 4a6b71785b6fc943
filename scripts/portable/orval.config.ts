// A second, independent generator (orval) run on the bundle in CI: a fetch client and zod schemas,
// written to reports/orval/ (not committed) and type-checked with scripts/portable/usage.ts.
import { defineConfig } from 'orval';

const input = { target: '../../openapi/dist/shop.bundle.json' };

export default defineConfig({
  client: {
    input,
    output: { target: '../../reports/orval/client.ts', client: 'fetch', mode: 'single', prettier: false },
  },
  zod: {
    input,
    output: { target: '../../reports/orval/zod.ts', client: 'zod', mode: 'single', prettier: false },
  },
});
