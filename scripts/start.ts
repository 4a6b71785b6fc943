// npm start: the mock stack (stateful mock on 4011 behind `prism proxy --errors` on 4010) and the
// app's dev server (5173), which proxies /api to it. Prints the URLs, including one a phone on
// the same network can open. MOCK=static serves the contract's examples with plain Prism instead.
import { BUNDLE_FILE } from './lib/paths.ts';
import { startBin, stop, waitForPort } from './lib/servers.ts';

const API_PORT = Number(process.env.API_PORT ?? 4010);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4011);
const staticMock = process.env.MOCK === 'static';

const mock = staticMock
  ? startBin(
      'prism',
      [
        'mock',
        BUNDLE_FILE,
        '--host',
        '127.0.0.1',
        '--port',
        String(API_PORT),
        '--json-schema-faker-fillProperties=false',
        '-v',
        'warn',
      ],
      { name: 'prism' },
    )
  : startBin('tsx', ['mocks/server/main.ts'], {
      env: { API_PORT: String(API_PORT), MOCK_PORT: String(MOCK_PORT) },
      name: 'mock',
    });
const children = [mock];
const shutdown = () => {
  children.forEach(stop);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await waitForPort(API_PORT);
console.log(
  staticMock
    ? `mock: Prism with the contract's examples on http://127.0.0.1:${API_PORT}`
    : `mock: ready; development login 13800138000 / abc123, SMS code 123456 (docs/mock.md)`,
);
const vite = startBin('vite', ['--host', '0.0.0.0', '--port', process.env.PORT ?? '5173'], {
  env: { MOCK_URL: `http://127.0.0.1:${API_PORT}`, MOCK_DIRECT_URL: `http://127.0.0.1:${MOCK_PORT}` },
  name: 'vite',
});
children.push(vite);
for (const child of children) child.on('exit', (code) => (code ? shutdown() : undefined));
