// npm run mock:static: Prism serving the contract's examples on a fixed port (default 4010).
// A `Prefer: example=<name>` header picks a business-code scenario (names in each x-codes list).
import { BUNDLE_FILE } from './lib/paths.ts';
import { startBin, stop } from './lib/servers.ts';

const port = process.env.PORT ?? '4010';
const prism = startBin('prism', [
  'mock',
  BUNDLE_FILE,
  '--host',
  '127.0.0.1',
  '--port',
  port,
  '--json-schema-faker-fillProperties=false',
  '-v',
  'warn',
]);
console.log(`Prism mock of openapi/shop.yaml on http://127.0.0.1:${port}`);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => (stop(prism), process.exit(0)));
prism.on('exit', (code) => process.exit(code ?? 0));
