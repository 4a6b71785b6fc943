// What the mock refuses before any area's handler runs, the way a real gateway and validator
// would: a request it cannot read (broken percent-encoding, a malformed multipart body) gets 400,
// and an empty value where the contract's schema refuses one (`minLength: 1`, an integer, an enum)
// or an integer not written in decimal digits (`0x10`, `1e3`, `+5`) gets 422: `prism proxy` lets
// an empty value through as if it were absent (`token=` once made partsInfo answer code 1) and
// reads `0x10` as 16.
// Both answers are the contract's problem+json responses (BadRequest, ValidationProblem).
import { HttpResponse, http, type HttpHandler } from 'msw';
import { operationFor } from './contract';

export const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json(
    { type: 'about:blank', title, status, detail, ...extra },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

/** The first name=value pair whose percent-encoding does not decode to UTF-8 text, or undefined. */
export function brokenPercentEncoding(raw: string): string | undefined {
  for (const pair of raw.split('&')) {
    if (!pair) continue;
    try {
      decodeURIComponent(pair.replace(/\+/g, ' '));
    } catch {
      return pair.split('=')[0] ?? pair;
    }
  }
  return undefined;
}

interface RawFields {
  values: [location: 'query' | 'body', name: string, value: string][];
  problem?: Response;
}

async function rawFields(request: Request): Promise<RawFields> {
  const url = new URL(request.url);
  const query = url.search.replace(/^\?/, '');
  const badQuery = brokenPercentEncoding(query);
  if (badQuery !== undefined)
    return {
      values: [],
      problem: problem(400, 'Bad Request', `malformed percent-encoding in query parameter "${badQuery}"`),
    };
  const values: RawFields['values'] = [];
  url.searchParams.forEach((v, k) => values.push(['query', k, v]));
  if (request.method === 'GET' || request.method === 'HEAD') return { values };
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const text = await request.clone().text();
    const bad = brokenPercentEncoding(text);
    if (bad !== undefined)
      return {
        values,
        problem: problem(400, 'Bad Request', `malformed percent-encoding in form field "${bad}"`),
      };
    new URLSearchParams(text).forEach((v, k) => values.push(['body', k, v]));
  } else if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.clone().formData();
    } catch (err) {
      return {
        values,
        problem: problem(400, 'Bad Request', `malformed multipart body: ${(err as Error).message}`),
      };
    }
    form.forEach((v, k) => {
      if (typeof v === 'string') values.push(['body', k, v]);
    });
  }
  return { values };
}

/** Whether a path has a segment whose percent-encoding does not decode to UTF-8 text. */
export function undecodablePath(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * A path that does not decode (`/mock-assets/%ZZ.jpg`) gets 400: msw decodes every path it
 * matches and would throw, a 500. The path is a RegExp without groups, which msw matches without
 * decoding anything; first in the list, so no other handler sees such a path.
 */
export function undecodablePathHandler(): HttpHandler {
  return http.all(/^/, ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!undecodablePath(pathname)) return undefined;
    return problem(400, 'Bad Request', 'malformed percent-encoding in the path');
  });
}

export function strictHandler(): HttpHandler {
  return http.all('*/api/*', async ({ request }) => {
    const op = operationFor(request.method, new URL(request.url).pathname);
    if (!op) return undefined;
    const { values, problem: unreadable } = await rawFields(request);
    if (unreadable) return unreadable;
    const empty = values.filter(([, name, value]) => value === '' && op.nonEmpty.includes(name));
    const notDecimal = values.filter(
      ([, name, value]) => value !== '' && op.integers.includes(name) && !/^-?\d+$/.test(value),
    );
    if (empty.length === 0 && notDecimal.length === 0) return undefined;
    const where = (location: 'query' | 'body', name: string) =>
      `Request ${location === 'query' ? 'query parameter' : 'body property'} ${name}`;
    return problem(422, 'Invalid request', 'Your request is not valid.', {
      validation: [
        ...empty.map(([location, name]) => ({
          location: [location, name],
          severity: 'Error',
          code: 'minLength',
          message: `${where(location, name)} must not be empty`,
        })),
        ...notDecimal.map(([location, name]) => ({
          location: [location, name],
          severity: 'Error',
          code: 'type',
          message: `${where(location, name)} must be integer (decimal digits)`,
        })),
      ],
    });
  });
}
