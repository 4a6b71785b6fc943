// Hybrid mode (docs/hybrid.md): with a real backend given (`--backend URL`), each operation goes
// either to it or to the stateful mock. The routing table itself is shared with the browser demo
// (core/routing.ts); here: reading mock-routing.json, and the flags and environment that give it.
import { readFileSync } from 'node:fs';
import { RoutingError, parseRoutingFile, type HybridConfig, type RoutingFile } from '../core/routing.ts';

export {
  FALLBACK_ALL,
  Routing,
  RoutingError,
  type FallbackOn,
  type HybridConfig,
  type PinSource,
  type RoutingFile,
  type RoutingOperation,
  type Target,
} from '../core/routing.ts';

/** Reads mock-routing.json; a missing file is an empty one. */
export function readRoutingFile(file: string): RoutingFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  return parseRoutingFile(text, file);
}

/** The environment main.ts reads hybrid mode from; set by npm start, npm run mock and the e2e stack. */
export const HYBRID_ENV = {
  backend: 'MOCK_BACKEND_URL',
  mock: 'MOCK_BACKEND_MOCK',
  real: 'MOCK_BACKEND_REAL',
  fallbackOn: 'MOCK_BACKEND_FALLBACK',
  record: 'MOCK_BACKEND_RECORD',
} as const;

const list = (v: string | undefined) =>
  v === undefined
    ? undefined
    : v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** Hybrid config from the environment, or undefined when no backend is given. */
export function hybridConfigFromEnv(env: NodeJS.ProcessEnv, file: RoutingFile): HybridConfig | undefined {
  const url = env[HYBRID_ENV.backend];
  if (!url) return undefined;
  let backend: URL;
  try {
    backend = new URL(url);
  } catch {
    throw new RoutingError(`--backend ${url}: not a URL`);
  }
  if (backend.protocol !== 'http:' && backend.protocol !== 'https:')
    throw new RoutingError(`--backend ${url}: only http and https`);
  return {
    backend,
    file,
    mock: list(env[HYBRID_ENV.mock]),
    real: list(env[HYBRID_ENV.real]),
    fallbackOn: list(env[HYBRID_ENV.fallbackOn]),
  };
}

/**
 * Takes the hybrid flags out of a command line (`--backend URL`, `--mock a,b`, `--real x`,
 * `--fallback-on 404,connection`, each also as `--flag=value`) as environment for main.ts; the
 * other arguments are left for the caller.
 */
export function takeHybridArgs(args: readonly string[]): { env: Record<string, string>; rest: string[] } {
  const names: Record<string, string> = {
    '--backend': HYBRID_ENV.backend,
    '--mock': HYBRID_ENV.mock,
    '--real': HYBRID_ENV.real,
    '--fallback-on': HYBRID_ENV.fallbackOn,
  };
  const env: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--record') {
      env[HYBRID_ENV.record] = '1';
      continue;
    }
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a];
    const key = names[flag];
    if (!key) {
      rest.push(a);
      continue;
    }
    const value = inline ?? args[++i];
    if (value === undefined || value.startsWith('--')) throw new RoutingError(`${flag} needs a value`);
    // --mock and --real may be given more than once.
    env[key] = env[key] && key !== HYBRID_ENV.backend ? `${env[key]},${value}` : value;
  }
  if (
    (env[HYBRID_ENV.mock] || env[HYBRID_ENV.real] || env[HYBRID_ENV.fallbackOn] || env[HYBRID_ENV.record]) &&
    !env[HYBRID_ENV.backend]
  )
    throw new RoutingError(
      '--mock, --real, --fallback-on and --record need a backend: give --backend URL too',
    );
  return { env, rest };
}
