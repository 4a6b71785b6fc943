// Business-code scenarios: `Prefer: example=<name>` on a request, or a scenario queued through the
// control API for the next call(s) of an operation, makes the mock answer with that named example
// of the contract instead of running the handler.
import { HttpResponse, http, type HttpHandler } from 'msw';
import { operationFor } from './contract';
import { problem } from './strict';

export class Scenarios {
  private queue = new Map<string, string[]>();

  /** The next `times` calls of the operation answer with the example. */
  set(operationId: string, example: string, times = 1): void {
    this.queue.set(operationId, [
      ...(this.queue.get(operationId) ?? []),
      ...Array<string>(times).fill(example),
    ]);
  }

  take(operationId: string): string | undefined {
    const list = this.queue.get(operationId);
    const next = list?.shift();
    if (list && list.length === 0) this.queue.delete(operationId);
    return next;
  }

  clear(): void {
    this.queue.clear();
  }

  /** What is queued, per operation, in order. */
  list(): Record<string, string[]> {
    return Object.fromEntries([...this.queue].map(([op, names]) => [op, [...names]]));
  }
}

const preferredExample = (request: Request): string | undefined =>
  /(?:^|[;,\s])example=([\w-]+)/.exec(request.headers.get('prefer') ?? '')?.[1];

export function scenarioHandler(scenarios: Scenarios): HttpHandler {
  return http.all('*/api/*', ({ request }) => {
    const op = operationFor(request.method, new URL(request.url).pathname);
    if (!op) return undefined;
    const name = preferredExample(request) ?? scenarios.take(op.id);
    if (!name) return undefined; // no scenario: the area's handler answers
    if (!(name in op.examples)) {
      // The contract's BadRequest (400, problem+json): a status the proxy knows, not an envelope.
      return problem(
        400,
        'Bad Request',
        `${op.id} has no example named ${name}; it has: ${Object.keys(op.examples).join(', ')}`,
      );
    }
    return HttpResponse.json(op.examples[name] as Record<string, unknown>);
  });
}
