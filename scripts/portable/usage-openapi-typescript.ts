// Type-checked by `npm run check:portable` against openapi-typescript's output for the bundle
// (default options, written to a temporary directory as ./openapi-typescript.ts) and
// openapi-fetch over it: plain `code === 1` narrows the envelope, no helper type involved.
import createClient from 'openapi-fetch';
import type { operations, paths } from './openapi-typescript';

type Body<Op extends keyof operations> = operations[Op] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** Success narrows `data` to the session: required and not null. */
export function tokenOf(body: Body<'login'>): string | undefined {
  if (body.code === 1) return body.data.token;
  // @ts-expect-error a failure's data is null: reading a session from it must not compile
  return body.data.token;
}

/** Each declared code is its own variant: code 2 of third-party login carries the binding target. */
export function bindingTarget(body: Body<'thirdPlatLogin'>): string {
  if (body.code === 1) return body.data.token;
  if (body.code === 2) return body.data.uid;
  return body.msg;
}

/** The failure side holds exactly the operation's other x-codes: the switch is exhaustive. */
export function cartOutcome(body: Body<'getShopCartList'>): number {
  switch (body.code) {
    case 1:
      return body.data.active.length + body.data.disactive.length;
    case -1:
      return -1;
    default: {
      const unreachable: never = body;
      return unreachable;
    }
  }
}

/** Through openapi-fetch, the way a client built on openapi-typescript calls the contract. */
export async function orderCount(token: string): Promise<number | undefined> {
  const client = createClient<paths>({ baseUrl: 'http://127.0.0.1:4010' });
  const { data } = await client.GET('/api/account/order/all_order_count', {
    params: { query: { token, p: 'h5', v: '4.9.0' } },
  });
  if (data?.code === 1) return data.data.order_status_waitpay_count;
  return undefined;
}
