// The cart calls name the user by user_id, and the server only takes a user_id with that user's own
// token (docs/product/calls.md): logged in, each cart call carries both; a guest sends neither,
// only its device id.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { DEV_USER, loginDevUser, TestApp } from '@/test/render-page';
import { useAddShopCart } from './add-shop-cart';
import { useDeleteFromCart } from './delete-from-selected-multi';
import { useShopCartList } from './get-shop-cart-list';

const { server } = mockServerForTests();
/** The session fields of every cart request: query on GET, form fields on POST. */
const sent = new Map<string, URLSearchParams>();
beforeAll(() => {
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/shopcart/')) return;
    const fields =
      request.method === 'GET' ? url.searchParams : new URLSearchParams(await request.clone().text());
    sent.set(url.pathname, fields);
  });
});
beforeEach(() => sent.clear());
afterEach(() => clearUserData());

const wrapper = ({ children }: { children: ReactNode }) => <TestApp url="/shopcart">{children}</TestApp>;

/** Adds a part, lists the cart and deletes the line, through the app's own call hooks. */
async function addListDelete(userId: number | undefined) {
  const { result } = renderHook(
    () => ({ add: useAddShopCart(), list: useShopCartList(userId), del: useDeleteFromCart() }),
    { wrapper },
  );
  await act(() => result.current.add.mutateAsync({ proType: 2, proValue: 21001, num: 1, price: '149.00' }));
  await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
  await act(() => result.current.del.mutateAsync([21001]));
  return sent;
}

const CALLS = [
  '/api/shopcart/add_shop_cart',
  '/api/shopcart/get_shop_cart_list',
  '/api/shopcart/delete_from_selected_multi',
];

describe('cart calls and the token', () => {
  it('send the token with user_id on every cart call when logged in', async () => {
    loginDevUser();
    const requests = await addListDelete(DEV_USER.userId);
    expect([...requests.keys()].sort()).toEqual([...CALLS].sort());
    for (const call of CALLS) {
      expect(requests.get(call)!.get('token'), call).toBe(DEV_USER.token);
      expect(requests.get(call)!.get('user_id'), call).toBe(String(DEV_USER.userId));
    }
  });

  it('send neither token nor user_id for a guest, only the device id', async () => {
    const requests = await addListDelete(undefined);
    expect([...requests.keys()].sort()).toEqual([...CALLS].sort());
    for (const call of CALLS) {
      expect(requests.get(call)!.has('token'), call).toBe(false);
      expect(requests.get(call)!.has('user_id'), call).toBe(false);
      expect(requests.get(call)!.get('driver_id'), call).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
