import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData } from '@/lib/session';
import { toast } from '@/lib/toast';
import { loginDevUser, renderPage } from '@/test/render-page';
import { expectNameHoldsVisibleText } from '@/test/visible-name';
import CommodityDetailPage from './commodity-detail-page';

vi.mock('@/lib/toast', () => ({ toast: vi.fn(() => Promise.resolve()), clearToasts: vi.fn() }));

const { server, mock } = mockServerForTests();
const adds: URLSearchParams[] = [];
beforeAll(() => {
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/shopcart/add_shop_cart')
      adds.push(new URLSearchParams(await request.clone().text()));
  });
});
beforeEach(() => {
  adds.length = 0;
  mock.reset();
  vi.mocked(toast).mockClear();
});
afterEach(() => clearUserData());

const renderDetail = (id: number) =>
  renderPage(<CommodityDetailPage />, {
    url: `/commodityDetail/${id}?sk=rec-1`,
    path: '/commodityDetail/:productId',
  });

describe('CommodityDetailPage', { timeout: 15_000 }, () => {
  it('should add the phone once on a double tap, with the chosen services and sk, and say so', async () => {
    loginDevUser();
    renderDetail(10001);
    const bar = await screen.findByRole('toolbar', { name: '购买' });
    fireEvent.click(within(bar).getByRole('button', { name: '加入购物车' }));
    // The panel's code loads on the first tap: generous on a busy machine.
    const panel = await screen.findByRole('dialog', { name: '选择服务' }, { timeout: 5000 });
    fireEvent.click(await within(panel).findByRole('checkbox', { name: /碎屏保障一年/ }));
    const confirm = within(panel).getByRole('button', { name: '加入购物车' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(toast).toHaveBeenCalledWith('加入成功'));
    expect(adds).toHaveLength(1);
    expect(Object.fromEntries(adds[0])).toMatchObject({
      pro_type: '1',
      pro_value: '10001',
      pro_num: '1',
      price: '3299.00',
      sk: 'rec-1',
      services_id: '3,1',
    });
    expect(await within(bar).findByRole('button', { name: '已加入购物车' })).toHaveProperty('disabled', true);
    // The cart link shows 购物车 and the count: its name holds both (voice control).
    const cart = await within(bar).findByRole('link', { name: /^购物车，1\s?件商品$/ });
    expectNameHoldsVisibleText(cart, 'link');
  });

  it("should show a guest's phone as in the cart after a reload (the detail carries driver_id)", async () => {
    const details: URLSearchParams[] = [];
    const onStart = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/product/detail') details.push(url.searchParams);
    };
    server.events.on('request:start', onStart);
    try {
      const first = renderDetail(10002);
      const bar = await screen.findByRole('toolbar', { name: '购买' });
      fireEvent.click(within(bar).getByRole('button', { name: '加入购物车' }));
      // The panel's code loads on the first tap: generous on a busy machine.
      const panel = await screen.findByRole('dialog', { name: '选择服务' }, { timeout: 5000 });
      fireEvent.click(within(panel).getByRole('button', { name: '加入购物车' }));
      await waitFor(() => expect(toast).toHaveBeenCalledWith('加入成功'));
      first.unmount();

      // A reload: a fresh page and cache, the answer comes from the server alone.
      renderDetail(10002);
      const again = await screen.findByRole('toolbar', { name: '购买' });
      expect(await within(again).findByRole('button', { name: '已加入购物车' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(details.at(-1)?.get('driver_id')).toMatch(/^[0-9a-f]{32}$/);
      expect(details.at(-1)?.has('user_id')).toBe(false);
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });

  it('should disable buy now for a phone taken off sale', async () => {
    renderDetail(10009);
    const bar = await screen.findByRole('toolbar', { name: '购买' });
    expect(within(bar).getByRole('button', { name: '已下架' })).toHaveProperty('disabled', true);
  });

  it('should show the failure with a retry when the phone does not exist', async () => {
    renderDetail(99999);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('商品不存在或已删除'),
    );
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
