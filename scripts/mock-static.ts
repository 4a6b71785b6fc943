// npm run mock:static: Prism serving the contract's examples on API_PORT (default 4010), the port
// `npm start` points the app's /api at. A `Prefer: example=<name>` header picks a business-code
// scenario (names in each x-codes list). PORT is the app's port under `npm start`, not this one.
import { prismDocument } from './lib/prism-document.ts';
import { startBin, stop } from './lib/servers.ts';

if (process.env.PORT && !process.env.API_PORT) {
  console.error("mock:static: PORT is the app's port under npm start; set API_PORT for this server");
  process.exit(2);
}
const port = process.env.API_PORT ?? '4010';
const prism = startBin('prism', [
  'mock',
  prismDocument(),
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
