import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { clearUserData } from '@/lib/session';
import { toast } from '@/lib/toast';
import { mockServerForTests } from '@/test/mock-server';
import { DEV_USER, loginDevUser, renderPage } from '@/test/render-page';
import ShopCartPage from './shop-cart-page';

vi.mock('@/lib/toast', () => ({ toast: vi.fn(() => Promise.resolve()), clearToasts: vi.fn() }));

const { server, mock } = mockServerForTests();
const deletes: string[] = [];
beforeAll(() => {
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/shopcart/delete_from_selected_multi')
      deletes.push(new URLSearchParams(await request.clone().text()).get('shopcart_value_str') ?? '');
  });
});
beforeEach(() => {
  deletes.length = 0;
  mock.reset();
  vi.mocked(toast).mockClear();
});
afterEach(() => clearUserData());

const owner = { userId: DEV_USER.userId };

/** Puts phones in the development user's cart straight into the mock's store. */
function addPhones(ids: number[]) {
  for (const id of ids) {
    const phone = mock.db.catalogue.phone(id);
    if (!phone) throw new Error(`no phone ${id}`);
    const added = mock.db.cart.add(owner, { type: 1, value: id, num: 1, price: phone.price, serviceIds: [] });
    if (!added.ok) throw new Error(`phone ${id}: ${added.msg}`);
  }
}

describe('ShopCartPage', () => {
  it(
    'should clear every sold line, also those on pages not loaded yet, then refresh',
    { timeout: 20_000 },
    async () => {
      loginDevUser();
      // 2 available and 13 sold lines: with 10 lines a page, sold lines reach page 2.
      const soldIds = Array.from({ length: 13 }, (_, i) => 10010 + i).filter((id) => id !== 10021);
      soldIds.push(10030);
      addPhones([10001, 10002, ...soldIds]);
      soldIds.forEach((id) => mock.db.catalogue.markSold(id));
      expect(mock.db.cart.list(owner, 1, 50).disactive).toHaveLength(13);

      // The screen's second page never arrives (jsdom has no scroll to stop it asking): the lines on
      // it exist only on the server. The clearing read (50 a page) goes to the mock as usual.
      server.use(
        http.get('*/api/shopcart/get_shop_cart_list', async ({ request }) => {
          const q = new URL(request.url).searchParams;
          if (q.get('limit') === '10' && q.get('page') !== '1') await delay('infinite');
        }),
      );
      renderPage(<ShopCartPage />, { url: '/shop-cart' });
      const clear = await screen.findByRole('button', { name: '清空失效商品' }, { timeout: 5000 });
      // Only the first page is on screen: 8 of the 13 sold lines.
      expect(screen.getByRole('heading', { name: '已失效商品（8）' })).toBeInTheDocument();
      fireEvent.click(clear);
      fireEvent.click(clear);

      await waitFor(() => expect(toast).toHaveBeenCalledWith('删除成功'), { timeout: 5000 });
      expect(deletes).toHaveLength(1);
      expect(deletes[0].split(',').map(Number).sort()).toEqual([...soldIds].sort());
      expect(mock.db.cart.list(owner, 1, 50)).toMatchObject({ disactive: [] });
      expect(mock.db.cart.list(owner, 1, 50).active).toHaveLength(2);
      await waitFor(() => expect(screen.queryByRole('heading', { name: /已失效商品/ })).toBeNull(), {
        timeout: 5000,
      });
      expect(screen.getByRole('article', { name: /iPhone 13 128G/ })).toBeInTheDocument();
    },
  );
});
