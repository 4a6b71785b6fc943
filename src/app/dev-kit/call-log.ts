// The last calls of the app's API client, for the dev panel (development and demo builds only):
// an openapi-fetch middleware records each call's operation, outcome and time.
import type { Middleware } from 'openapi-fetch';
import { operationMeta } from '@/api/operations.gen';

export interface CallRecord {
  id: number;
  operation: string;
  /** HTTP status; 0 when no response came (a dropped connection, or the app cancelled the call). */
  status: number;
  /** The app cancelled the call (a query no screen needs any more): not a failure. */
  cancelled?: boolean;
  /** The envelope's business code; undefined when the body was not the envelope. */
  code?: number;
  /** When the call started (ms since the epoch). */
  at: number;
  /** How long it took (ms). */
  ms: number;
  /** Hybrid mode (docs/hybrid.md): whether the real backend or the mock answered. */
  target?: 'real' | 'mock';
  /** Hybrid mode: why a call meant for the backend was answered by the mock (`backend HTTP 404`). */
  fallback?: string;
  /** Hybrid mode: how the backend's answer broke the contract, one line each. */
  violations?: readonly string[];
}

export const MAX_CALLS = 30;

type Listener = () => void;

/** The last MAX_CALLS calls, newest first, with a subscription for React (useSyncExternalStore). */
export class CallLog {
  private list: readonly CallRecord[] = [];
  private nextId = 1;
  private listeners = new Set<Listener>();

  add(call: Omit<CallRecord, 'id'>): void {
    this.list = [{ ...call, id: this.nextId++ }, ...this.list].slice(0, MAX_CALLS);
    this.listeners.forEach((l) => l());
  }

  calls = (): readonly CallRecord[] => this.list;

  clear(): void {
    this.list = [];
    this.listeners.forEach((l) => l());
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const operationOf = (request: Request, schemaPath: string) =>
  operationMeta[`${request.method} ${schemaPath}`]?.id ?? schemaPath;

/** The hybrid front door's headers (mocks/server/edge.ts): where the call went, and its breaks. */
export function hybridOf(response: Response): Pick<CallRecord, 'target' | 'fallback' | 'violations'> {
  const where = response.headers.get('x-hybrid-target');
  if (!where) return {};
  const [target, fallback] = where.split(/;\s*/, 2);
  let violations: string[] = [];
  try {
    const list: unknown = JSON.parse(decodeURIComponent(response.headers.get('x-hybrid-violations') ?? '[]'));
    if (Array.isArray(list)) violations = list.filter((v): v is string => typeof v === 'string');
  } catch {
    violations = ['x-hybrid-violations: unreadable'];
  }
  return {
    target: target === 'real' ? 'real' : 'mock',
    ...(fallback ? { fallback } : {}),
    ...(violations.length ? { violations } : {}),
  };
}

async function businessCode(response: Response): Promise<number | undefined> {
  try {
    const body: unknown = await response.clone().json();
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records every call into `log`. Registered after the client's own middleware, so it sees each
 * response before that middleware turns a failure into an error (openapi-fetch runs onResponse
 * and onError last-registered first).
 */
export function recordCalls(log: CallLog, now: () => number = Date.now): Middleware {
  const started = new Map<string, number>();
  const done = (id: string) => {
    const at = started.get(id) ?? now();
    started.delete(id);
    return { at, ms: now() - at };
  };
  return {
    onRequest({ id }) {
      started.set(id, now());
      return undefined;
    },
    async onResponse({ id, request, response, schemaPath }) {
      const code = response.ok ? await businessCode(response) : undefined;
      log.add({
        operation: operationOf(request, schemaPath),
        status: response.status,
        code,
        ...hybridOf(response),
        ...done(id),
      });
      return undefined;
    },
    onError({ id, request, schemaPath, error }) {
      const cancelled =
        request.signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
      log.add({ operation: operationOf(request, schemaPath), status: 0, cancelled, ...done(id) });
      return undefined;
    },
  };
}
