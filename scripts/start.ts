// npm start: the contract mock (Prism, port 4010) and the app's dev server (port 5173), which
// proxies /api to the mock. Prints the URLs, including one a phone on the same network can open.
import { BUNDLE_FILE } from './lib/paths.ts';
import { startBin, stop, waitForPort } from './lib/servers.ts';

const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4010);
const mockUrl = `http://127.0.0.1:${MOCK_PORT}`;

const prism = startBin(
  'prism',
  [
    'mock',
    BUNDLE_FILE,
    '--host',
    '127.0.0.1',
    '--port',
    String(MOCK_PORT),
    '--json-schema-faker-fillProperties=false',
    '-v',
    'warn',
  ],
  { name: 'prism' },
);
const children = [prism];
const shutdown = () => {
  children.forEach(stop);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await waitForPort(MOCK_PORT);
console.log(`mock (Prism, contract examples): ${mockUrl}`);
const vite = startBin('vite', ['--host', '0.0.0.0', '--port', process.env.PORT ?? '5173'], {
  env: { MOCK_URL: mockUrl },
  name: 'vite',
});
children.push(vite);
for (const child of children) child.on('exit', (code) => (code ? shutdown() : undefined));
