// The mock's control API (outside the shop's contract, mocks/control.ts) as the dev panel calls
// it: through the dev server to the mock in development, answered by the in-page mock in the demo.
import { config } from '@/config';

export interface ControlOperation {
  operation: string;
  method: string;
  path: string;
  codes: { code: number; example: string }[];
}

export interface ActiveFault {
  id: number;
  operation: string;
  times: number | null;
  delay?: number | [number, number];
  status?: number;
  drop?: true;
  notJson?: true;
  code?: number;
}

/** A fault as the control API takes it (docs/mock.md, Faults and latency). */
export type FaultBody =
  { delay: number } | { status: number } | { drop: true } | { notJson: true } | { code: number };

export interface ControlResult {
  ok: boolean;
  message?: string;
}

/** The control API's answer; its `message` when it refuses (400, 404, 409). */
async function control<T extends ControlResult>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${config.apiBaseUrl}/__mock/${path}`, {
    ...init,
    headers: init?.body ? { 'Content-Type': 'application/json' } : undefined,
  });
  let body: T;
  try {
    body = (await res.json()) as T;
  } catch {
    throw new Error(`控制接口 /__mock/${path} 无响应（HTTP ${res.status}），mock 是否在运行？`);
  }
  if (!res.ok || !body.ok) throw new Error(body.message ?? `控制接口 /__mock/${path}: HTTP ${res.status}`);
  return body;
}

/** Hybrid mode's routing table (docs/hybrid.md), kept by the mock stack's front door. */
export interface Routing {
  backend: string;
  operations: { operation: string; target: 'real' | 'mock'; pinned?: 'file' | 'flag' | 'panel' }[];
  /** The demo: a call found the backend down, or refused by CORS (the browser cannot tell which). */
  unreachable?: boolean;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const mockControl = {
  operations: () =>
    control<ControlResult & { operations: ControlOperation[] }>('operations').then((r) => r.operations),
  faults: () => control<ControlResult & { faults: ActiveFault[] }>('faults').then((r) => r.faults),
  scenario: (operation: string, example: string) => control('scenario', post({ operation, example })),
  fault: (operation: string, fault: FaultBody, times?: number) =>
    control('faults', post({ operation, ...fault, ...(times ? { times } : {}) })),
  clearFaults: () => control('faults', { method: 'DELETE' }),
  reset: () => control('reset', { method: 'POST' }),
  /** Refused (404) when the stack runs without a backend: the panel then hides the section. */
  routing: () => control<ControlResult & Routing>('routing'),
  route: (operation: string, target: 'real' | 'mock') => control('routing', post({ operation, target })),
  /** The demo only (mocks/demo-hybrid.ts): the backend's URL, '' for none; kept by the page. */
  backend: (url: string) => control('routing', post({ backend: url })),
  advance: (orderNo: string, to: 'paid' | 'shipped' | 'completed') =>
    control(`orders/${encodeURIComponent(orderNo)}/advance`, post({ to })),
};
