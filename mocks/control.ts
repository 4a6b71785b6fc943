// The control API (outside the shop's contract, under /__mock/): reset the data, queue a
// business-code scenario for the next call of an operation, set faults and latency, move an order
// on.
import { HttpResponse, http } from 'msw';
import { contract, operationById } from './core/contract';
import { ALL, FaultError, parseSpec, type Fault } from './core/faults';
import { injectLink, injectText } from './inject';
import type { Mock } from './mock';

const STEPS = ['paid', 'shipped', 'completed'] as const;
type Step = (typeof STEPS)[number];

const bad = (message: string, status = 400) => HttpResponse.json({ ok: false, message }, { status });

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function jsonValue(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

const FAULT_USAGE =
  'body must be {"operation": "<operationId>" | "*", "delay"?: 3000 | "200-800", "status"?: 503, "drop"?: true, "notJson"?: true, "code"?: -1, "times"?: n} or a list of them';

/** A fault as the control API lists it: flat, like the body that set it. */
function describeFault(f: Fault) {
  const { kind, ...rest } = f.spec;
  return {
    id: f.id,
    operation: f.operation,
    ...rest,
    ...(kind === 'drop' ? { drop: true } : kind === 'notJson' ? { notJson: true } : {}),
    times: f.remaining,
  };
}

export function controlHandlers(mock: Mock) {
  return [
    // pid: a supervisor's restart shows as a new one; frontDoor: what validates calls before the mock.
    http.get('*/__mock/health', () =>
      HttpResponse.json({
        ok: true,
        pid: typeof process === 'undefined' ? null : process.pid,
        frontDoor: mock.frontDoor,
      }),
    ),

    http.post('*/__mock/reset', () => {
      mock.reset();
      return HttpResponse.json({ ok: true, message: 'data reset to the seeded fixtures' });
    }),

    http.post('*/__mock/scenario', async ({ request }) => {
      const { operation, example, times } = await jsonBody(request);
      if (typeof operation !== 'string' || typeof example !== 'string') {
        return bad('body must be {"operation": "<operationId>", "example": "<example name>", "times"?: n}');
      }
      const op = operationById(operation);
      if (!op) return bad(`unknown operationId ${operation}`, 404);
      if (!(example in op.examples)) {
        return bad(
          `${operation} has no example ${example}; it has: ${Object.keys(op.examples).join(', ')}`,
          404,
        );
      }
      const n = typeof times === 'number' && Number.isInteger(times) && times > 0 ? times : 1;
      mock.scenarios.set(operation, example, n);
      return HttpResponse.json({ ok: true, message: `next ${n} call(s) of ${operation} answer ${example}` });
    }),

    // What a scenario or a fault can name: every operation, its business codes and their examples
    // (the dev panel's pickers).
    http.get('*/__mock/operations', () =>
      HttpResponse.json({
        ok: true,
        operations: [...contract().byId.values()]
          .map((op) => ({ operation: op.id, method: op.method, path: op.path, codes: op.codes }))
          .sort((a, b) => a.operation.localeCompare(b.operation)),
      }),
    ),

    http.get('*/__mock/scenario', () => HttpResponse.json({ ok: true, scenarios: mock.scenarios.list() })),

    http.delete('*/__mock/scenario', () => {
      mock.scenarios.clear();
      return HttpResponse.json({ ok: true });
    }),

    http.get('*/__mock/faults', () =>
      HttpResponse.json({
        ok: true,
        faults: mock.faults.all().map(describeFault),
        latency: mock.faults.latency ?? null,
      }),
    ),

    // One fault, or a list of them: {"operation": "login" | "*", "delay"?, "status"?, "drop"?,
    // "notJson"?, "code"?, "times"?}.
    http.post('*/__mock/faults', async ({ request }) => {
      const body = await jsonValue(request);
      const items = Array.isArray(body) ? body : [body];
      if (items.length === 0 || !items.every((i) => i && typeof i === 'object')) return bad(FAULT_USAGE);
      try {
        const added = items.map((item) => {
          const { operation, times, ...rest } = item as Record<string, unknown>;
          if (typeof operation !== 'string') throw new FaultError(FAULT_USAGE);
          if (operation !== ALL && !operationById(operation))
            throw new FaultError(`unknown operationId ${operation}`);
          if (times !== undefined && typeof times !== 'number')
            throw new FaultError('times must be a number');
          return mock.faults.add(operation, parseSpec(rest, operation), times);
        });
        return HttpResponse.json({ ok: true, faults: added.map(describeFault) });
      } catch (err) {
        if (err instanceof FaultError) return bad(err.message);
        throw err;
      }
    }),

    // All faults, or ?operation=<operationId | *> for one operation's.
    http.delete('*/__mock/faults', ({ request }) => {
      const operation = new URL(request.url).searchParams.get('operation') ?? undefined;
      const cleared = mock.faults.clear(operation);
      return HttpResponse.json({ ok: true, cleared });
    }),

    // The calls the front door answered since the last DELETE, each with its contract violations
    // (core/calls.ts). ?settle=ms first waits, that long at most, for calls still under way.
    http.get('*/__mock/calls', async ({ request }) => {
      const settle = Number(new URL(request.url).searchParams.get('settle') ?? 0);
      await mock.calls.settled(Number.isFinite(settle) ? Math.min(settle, 10_000) : 0);
      return HttpResponse.json({ ok: true, calls: mock.calls.list(), dropped: mock.calls.dropped });
    }),

    http.delete('*/__mock/calls', () => {
      mock.calls.clear();
      return HttpResponse.json({ ok: true });
    }),

    http.post('*/__mock/orders/:orderNo/advance', async ({ params, request }) => {
      const { to } = await jsonBody(request);
      if (typeof to !== 'string' || !STEPS.includes(to as Step))
        return bad(`body must be {"to": "${STEPS.join('" | "')}"}`);
      try {
        const order = mock.db.orders.advance(String(params.orderNo), to as Step);
        return HttpResponse.json({ ok: true, order });
      } catch (err) {
        return bad(err instanceof Error ? err.message : String(err), 409);
      }
    }),

    // Hostile content for the security journeys (mocks/inject.ts): {"text": "<img src=x
    // onerror=hook('{field}')>", "short"?: "<svg onload=hook()>"} writes it into every shown text
    // field (`short` where the contract allows no more than 20 characters), {"link":
    // "//evil.example"} into every banner's and activity's jump_url. Until the next reset.
    http.post('*/__mock/inject', async ({ request }) => {
      const { text, short, link } = await jsonBody(request);
      const optional = (v: unknown) => v === undefined || (typeof v === 'string' && v.length <= 2048);
      if ((text === undefined && link === undefined) || ![text, short, link].every(optional))
        return bad(
          'body must be {"text"?: "<payload>", "short"?: "<payload of 20 characters at most>", "link"?: "<jump_url>"}',
        );
      if (typeof short === 'string' && short.length > 20) return bad('short must have 20 characters at most');
      if (typeof text === 'string')
        injectText(mock.db, { text, short: typeof short === 'string' ? short : text.slice(0, 20) });
      if (typeof link === 'string') injectLink(mock.db, link);
      mock.persist();
      return HttpResponse.json({ ok: true });
    }),

    // Someone else bought the phone (or it was taken off): carts list it as sold from now on.
    http.post('*/__mock/phones/:productId/sold', ({ params }) => {
      const id = Number(params.productId);
      if (!mock.db.catalogue.phone(id)) return bad(`no phone ${String(params.productId)}`, 404);
      mock.db.catalogue.markSold(id);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
