import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { DEV_USER, loginDevUser, TestApp } from '@/test/render-page';
import { CANUSE_BONUS_LIST, useUsableCoupons } from './canuse-bonus-list';
import { GET_SHOP_CART_LIST, useShopCartList } from './get-shop-cart-list';
import { useSubmitOrder } from './shop-cart-confirm-order';

const { server } = mockServerForTests();
const requests: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
});
beforeEach(() => {
  requests.length = 0;
  loginDevUser();
});
afterEach(() => {
  clearUserData();
});

const sent = (path: string) => requests.filter((p) => p === path).length;

describe('useSubmitOrder', () => {
  it("should leave the confirm page's cart and coupons stale for the next page, not read them again as it leaves", async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TestApp url="/user/order/confirm?shouji_str=10001:1&from_where=1">{children}</TestApp>
    );
    // What the confirm page has on screen when the order is placed, and the submit.
    const { result } = renderHook(
      () => ({
        cart: useShopCartList(DEV_USER.userId),
        coupons: useUsableCoupons(),
        submit: useSubmitOrder(),
        client: useQueryClient(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.isSuccess && result.current.coupons.isSuccess).toBe(true));
    const before = { cart: sent(GET_SHOP_CART_LIST), coupons: sent(CANUSE_BONUS_LIST) };

    act(() =>
      result.current.submit.mutate({
        paymentId: 6,
        addressId: 40001,
        fromWhere: 1,
        items: [{ product_id: 10001, product_type: 1 }],
        submitToken: 'stale-not-read-token',
      }),
    );
    await waitFor(() => expect(result.current.submit.isSuccess).toBe(true));

    const { client } = result.current;
    for (const path of [GET_SHOP_CART_LIST, CANUSE_BONUS_LIST] as const) {
      const [query] = client.getQueryCache().findAll({ queryKey: ['get', path] });
      expect(query.state.isInvalidated, `${path} marked stale`).toBe(true);
    }
    expect(client.isFetching(), 'nothing read again').toBe(0);
    expect({ cart: sent(GET_SHOP_CART_LIST), coupons: sent(CANUSE_BONUS_LIST) }).toEqual(before);
  });
});
