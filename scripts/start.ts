// npm start: the mock stack (stateful mock on MOCK_PORT 4011 behind the contract-checking proxy on
// API_PORT 4010) and the app's dev server (PORT, 5173), which proxies /api to it. The app's URL
// comes last, set apart, so the API ports above it are not opened by mistake.
//
// The dev server listens on localhost only: it serves the project's source files and the mock's
// control API. `npm start -- --phone` opens it to the network (for a phone on the same Wi-Fi) and
// says so. MOCK=static serves the contract's examples with plain Prism instead of the mock.
// `--backend URL` (with `--mock a,b`, `--real x`, `--fallback-on 404,501,connection`) is hybrid
// mode: each operation goes to that backend or to the mock (mocks/server/hybrid.ts, docs/hybrid.md).
//
// The servers it starts end with it, however it ends (scripts/lib/tether.mjs). A port already
// taken (a stack left running, another checkout's) is named with what holds it, and nothing starts.
import fs from 'node:fs';
import os from 'node:os';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { RoutingError, takeHybridArgs } from '../mocks/server/hybrid.ts';
import { DOCS_FILE } from './docs.ts';
import { BUNDLE_FILE } from './lib/paths.ts';
import { portInUseMessage, portTaken } from './lib/ports.ts';
import { prismDocument } from './lib/prism-document.ts';
import { startBin, stop, waitForPort } from './lib/servers.ts';

let hybrid: ReturnType<typeof takeHybridArgs>;
try {
  hybrid = takeHybridArgs(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof RoutingError)) throw err;
  console.error(`npm start: ${err.message}`);
  process.exit(2);
}
const args = hybrid.rest;
const phone = args.includes('--phone');
const unknown = args.filter((a) => a !== '--phone');
if (unknown.length) {
  console.error(
    `npm start: unknown option ${unknown.join(' ')} (options: --phone, --backend URL, --mock names, --real names, --fallback-on list)`,
  );
  process.exit(2);
}
const backend = hybrid.env.MOCK_BACKEND_URL;

const APP_PORT = Number(process.env.PORT ?? 5173);
const API_PORT = Number(process.env.API_PORT ?? 4010);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4011);
const staticMock = process.env.MOCK === 'static';
if (staticMock && backend) {
  console.error('npm start: --backend needs the stateful mock to fall back to; drop MOCK=static');
  process.exit(2);
}

const ports = [
  { port: APP_PORT, what: 'the dev server (PORT)' },
  { port: API_PORT, what: 'the API (API_PORT)' },
  ...(staticMock ? [] : [{ port: MOCK_PORT, what: 'the mock (MOCK_PORT)' }]),
];
const taken: string[] = [];
for (const p of ports) if (await portTaken(p.port)) taken.push(`  ${p.what}: ${portInUseMessage(p.port)}`);
if (taken.length) {
  console.error(`npm start: the ports it needs are taken; nothing started.\n${taken.join('\n')}`);
  console.error('Stop what holds them (kill <pid>) or choose other ports (PORT, API_PORT, MOCK_PORT).');
  process.exit(1);
}

const mock = staticMock
  ? startBin(
      'prism',
      [
        'mock',
        prismDocument(),
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
  : // Restarted when it exits, with its data kept in .mock-state/ (mocks/server/supervise.ts).
    startBin('tsx', ['mocks/server/supervise.ts'], {
      env: { API_PORT: String(API_PORT), MOCK_PORT: String(MOCK_PORT), ...hybrid.env },
      name: 'mock',
    });

const app: { vite?: ViteDevServer } = {};
const shutdown = async (code = 0) => {
  stop(mock);
  await app.vite?.close();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGHUP', () => void shutdown());
mock.on('exit', (code) => (code ? void shutdown(code) : undefined));

// The API reference: built in the background when missing or older than the contract.
const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
if (mtime(DOCS_FILE) < mtime(BUNDLE_FILE)) {
  const docs = startBin('tsx', ['scripts/docs.ts'], { quiet: true, name: 'docs' });
  docs.on('exit', (code) =>
    console.log(
      code
        ? 'docs: building the API reference failed (npm run docs)'
        : 'docs: API reference ready at /__docs',
    ),
  );
}

/** /__docs: the reference from `npm run docs`, or a page that waits for it. */
function serveDocs(): Plugin {
  return {
    name: 'serve-docs',
    configureServer(server) {
      server.middlewares.use('/__docs', (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        if (fs.existsSync(DOCS_FILE)) return void res.end(fs.readFileSync(DOCS_FILE));
        res.statusCode = 503;
        res.end(
          '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="3"><p>The API reference is being built (npm run docs); this page reloads itself.</p>',
        );
      });
    },
  };
}

await waitForPort(API_PORT);

// Read by vite.config.ts when the dev server loads it.
process.env.MOCK_URL = `http://127.0.0.1:${API_PORT}`;
process.env.MOCK_DIRECT_URL = `http://127.0.0.1:${MOCK_PORT}`;
const vite = await createServer({
  server: { host: phone ? '0.0.0.0' : 'localhost', port: APP_PORT, strictPort: true },
  plugins: [serveDocs()],
  clearScreen: false,
});
app.vite = vite;
await vite.listen();

const networkUrls = Object.values(os.networkInterfaces())
  .flat()
  .filter((a) => a && a.family === 'IPv4' && !a.internal)
  .map((a) => `http://${a!.address}:${APP_PORT}/`);

const lines = [
  `The shop:    http://localhost:${APP_PORT}/`,
  `API docs:    http://localhost:${APP_PORT}/__docs`,
  ...(phone
    ? [
        ...(networkUrls.length
          ? networkUrls.map((u) => `On a phone:  ${u}  (same Wi-Fi)`)
          : ['On a phone:  no network address found on this machine']),
        `--phone: everyone on this network can open the shop, read the project's source files`,
        `through the dev server, and call the mock's control API (/__mock/reset wipes its data).`,
      ]
    : [`On a phone:  npm start -- --phone  (opens the dev server to the network)`]),
  staticMock
    ? `API:         Prism with the contract's examples (MOCK=static), no login state`
    : `Log in:      13800138000 / abc123, SMS code 123456 (docs/mock.md)`,
  ...(backend
    ? [
        `Backend:     ${backend} (hybrid: the routing is listed above; contract breaks in`,
        `             reports/backend-violations.json; docs/hybrid.md)`,
      ]
    : []),
];
const width = Math.max(...lines.map((l) => l.length)) + 2;
console.log(`\n  ${'─'.repeat(width)}\n${lines.map((l) => `   ${l}`).join('\n')}\n  ${'─'.repeat(width)}\n`);
