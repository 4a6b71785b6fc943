// Hybrid mode's routing table (docs/hybrid.md), shared by the mock stack's front door
// (server/hybrid.ts, server/edge.ts) and the browser demo's in-page routing (demo-hybrid.ts): where
// each operation goes, backend or mock, and whether an answer of the backend sends it to the mock.
// By default an operation goes to the backend and falls back to the mock when the backend does not
// have it (HTTP 404, HTTP 501, or no connection: each can be turned off). mock-routing.json and the
// flags pin operations either way, by operationId or by the contract's tag; the dev panel switches
// one at run time. Precedence, last wins: the default (backend), the file, the flags, the dev panel.
// No Node modules here: the demo build runs this in the page.

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

/** mock-routing.json's text (`name` says which file in an error), its lists checked. */
export function parseRoutingFile(text: string, name: string): RoutingFile {
  const json = JSON.parse(text) as unknown;
  const lists = (v: unknown, key: string): void => {
    if (
      v !== undefined &&
      !(Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
    )
      throw new RoutingError(`${name}: "${key}" must be a list of names`);
  };
  if (!json || typeof json !== 'object') throw new RoutingError(`${name}: not a JSON object`);
  const f = json as Record<string, unknown>;
  lists(f.mock, 'mock');
  lists(f.real, 'real');
  lists(f.fallbackOn, 'fallbackOn');
  return f as RoutingFile;
}
