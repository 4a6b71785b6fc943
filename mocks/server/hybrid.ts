// Hybrid mode (docs/hybrid.md): with a real backend given (`--backend URL`), each operation goes
// either to it or to the stateful mock. By default an operation goes to the backend and falls back
// to the mock when the backend does not have it (HTTP 404, HTTP 501, or no connection: each can be
// turned off). mock-routing.json (committed) and the flags pin operations either way, by
// operationId or by the contract's tag; the dev panel switches one at run time.
//
// Precedence, last wins: the default (backend), the file, the flags, the dev panel.
import { readFileSync } from 'node:fs';

export type Target = 'real' | 'mock';
export type FallbackOn = 404 | 501 | 'connection';
export const FALLBACK_ALL: readonly FallbackOn[] = [404, 501, 'connection'];

/** Where a pin came from, shown in the start output and the dev panel. */
export type PinSource = 'file' | 'flag' | 'panel';

export interface RoutingOperation {
  id: string;
  tags: readonly string[];
}

/** mock-routing.json: names are operationIds or tags. */
export interface RoutingFile {
  mock?: string[];
  real?: string[];
  fallbackOn?: (number | string)[];
}

export interface HybridConfig {
  backend: URL;
  file?: RoutingFile;
  /** From `--mock a,b` and `--real x`. */
  mock?: string[];
  real?: string[];
  /** From `--fallback-on 404,connection` (overrides the file's). */
  fallbackOn?: (number | string)[];
}

export class RoutingError extends Error {}

function parseFallback(list: readonly (number | string)[]): FallbackOn[] {
  return list.map((v) => {
    const s = String(v).trim();
    if (s === '404' || s === '501') return Number(s) as 404 | 501;
    if (s === 'connection') return 'connection';
    throw new RoutingError(`fallbackOn: ${JSON.stringify(v)} is not one of 404, 501, connection`);
  });
}

/**
 * The operations a name stands for: an operationId, or every operation of a tag (a plural such as
 * `orders` also names the tag `order`).
 */
function expand(name: string, ops: readonly RoutingOperation[]): string[] {
  const byId = ops.find((o) => o.id === name);
  if (byId) return [byId.id];
  const tag = ops.some((o) => o.tags.includes(name)) ? name : name.replace(/s$/, '');
  const tagged = ops.filter((o) => o.tags.includes(tag)).map((o) => o.id);
  if (tagged.length) return tagged;
  const tags = [...new Set(ops.flatMap((o) => o.tags))].sort();
  throw new RoutingError(
    `"${name}" is neither an operationId nor a tag of the contract (tags: ${tags.join(', ')})`,
  );
}

/** The routing table: where each operation goes now, and why. */
export class Routing {
  readonly backend: URL;
  readonly fallbackOn: ReadonlySet<FallbackOn>;
  private readonly pins = new Map<string, { target: Target; source: PinSource }>();
  /** The dev panel's switches, over the pins: dropping one restores the pin below it. */
  private readonly switched = new Map<string, Target>();
  private readonly ops: readonly RoutingOperation[];

  constructor(config: HybridConfig, ops: readonly RoutingOperation[]) {
    this.backend = config.backend;
    this.ops = ops;
    this.fallbackOn = new Set(parseFallback(config.fallbackOn ?? config.file?.fallbackOn ?? FALLBACK_ALL));
    const pin = (names: readonly string[] | undefined, target: Target, source: PinSource) => {
      for (const name of names ?? [])
        for (const id of expand(name, ops)) this.pins.set(id, { target, source });
    };
    pin(config.file?.mock, 'mock', 'file');
    pin(config.file?.real, 'real', 'file');
    pin(config.mock, 'mock', 'flag');
    pin(config.real, 'real', 'flag');
  }

  private pinOf(operation: string): { target: Target; source: PinSource } | undefined {
    const panel = this.switched.get(operation);
    return panel ? { target: panel, source: 'panel' } : this.pins.get(operation);
  }

  targetOf(operation: string): Target {
    return this.pinOf(operation)?.target ?? 'real';
  }

  /** Whether an answer of the backend (a status, or none) sends the call to the mock instead. */
  fallsBack(answer: number | 'connection'): boolean {
    return (answer === 404 || answer === 501 || answer === 'connection') && this.fallbackOn.has(answer);
  }

  /** Switches one operation at run time (the dev panel); `null` drops the panel's switch. */
  set(operation: string, target: Target | null): void {
    if (!this.ops.some((o) => o.id === operation))
      throw new RoutingError(`no operation ${operation} in the contract`);
    if (target === null) this.switched.delete(operation);
    else this.switched.set(operation, target);
  }

  table(): { operation: string; target: Target; pinned?: PinSource }[] {
    return this.ops.map((o) => {
      const pin = this.pinOf(o.id);
      return { operation: o.id, target: pin?.target ?? 'real', ...(pin ? { pinned: pin.source } : {}) };
    });
  }

  /** The start output: which operations go where, by tag. */
  summary(): string[] {
    const fallback = [...this.fallbackOn].join(', ') || 'never';
    const lines = [
      `hybrid: backend ${this.backend.origin}${this.backend.pathname === '/' ? '' : this.backend.pathname}; ` +
        `an operation it does not have falls back to the mock on: ${fallback}`,
    ];
    const tags = [...new Set(this.ops.flatMap((o) => o.tags))];
    for (const tag of tags) {
      const ids = this.ops.filter((o) => o.tags[0] === tag);
      if (!ids.length) continue;
      const to = (t: Target) =>
        ids
          .filter((o) => this.targetOf(o.id) === t)
          .map((o) => {
            const src = this.pinOf(o.id)?.source;
            return src ? `${o.id} (${src})` : o.id;
          });
      const real = to('real');
      const mock = to('mock');
      const part = (name: string, list: string[]) =>
        list.length === ids.length ? `all ${name}` : list.length ? `${name}: ${list.join(', ')}` : '';
      lines.push(
        `  ${tag.padEnd(10)} ${[part('backend', real), part('mock', mock)].filter(Boolean).join('; ')}`,
      );
    }
    return lines;
  }
}

/** Reads mock-routing.json; a missing file is an empty one. */
export function readRoutingFile(file: string): RoutingFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  const json = JSON.parse(text) as unknown;
  const lists = (v: unknown, key: string): void => {
    if (
      v !== undefined &&
      !(Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
    )
      throw new RoutingError(`${file}: "${key}" must be a list of names`);
  };
  if (!json || typeof json !== 'object') throw new RoutingError(`${file}: not a JSON object`);
  const f = json as Record<string, unknown>;
  lists(f.mock, 'mock');
  lists(f.real, 'real');
  lists(f.fallbackOn, 'fallbackOn');
  return f as RoutingFile;
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
