// The control API (outside the shop's contract, under /__mock/): reset the data, queue a
// business-code scenario for the next call of an operation, move an order on.
import { HttpResponse, http } from 'msw';
import { operationById } from './core/contract';
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

export function controlHandlers(mock: Mock) {
  return [
    http.get('*/__mock/health', () => HttpResponse.json({ ok: true })),

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

    http.delete('*/__mock/scenario', () => {
      mock.scenarios.clear();
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

    // Someone else bought the phone (or it was taken off): carts list it as sold from now on.
    http.post('*/__mock/phones/:productId/sold', ({ params }) => {
      const id = Number(params.productId);
      if (!mock.db.catalogue.phone(id)) return bad(`no phone ${String(params.productId)}`, 404);
      mock.db.catalogue.markSold(id);
      return HttpResponse.json({ ok: true });
    }),
  ];
}
