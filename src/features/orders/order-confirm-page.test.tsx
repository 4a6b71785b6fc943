import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { checkoutUrl } from '@/domain/checkout-query';
import { clearUserData, saveUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, renderPage } from '@/test/render-page';
import OrderConfirmPage from './order-confirm-page';
import { expectNameHoldsVisibleText } from '@/test/visible-name';

const { server, mock } = mockServerForTests();
afterEach(() => {
  clearUserData();
  sessionStorage.clear();
  localStorage.clear();
  mock.reset();
});

const URL_BUY_NOW = checkoutUrl({
  fromWhere: 1,
  phones: [{ id: 10001, num: 1 }],
  services: [3, 1],
  parts: [],
});
const total = () => screen.getByTestId('confirm-total').textContent;

function recordSubmits(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('shop_cart_confirm_order')) calls.push(request.method);
  });
  return calls;
}

describe('OrderConfirmPage', () => {
  describe('for a user without an address', () => {
    beforeEach(() =>
      saveUserData({ userId: 10002, mobile: '13900139000', token: '7c3d9e2f1a8b4c6d0e5f2a9b8c7d6e1f' }),
    );

    it('should say 请选择地址 and send nothing when submitted without an address', async () => {
      const submits = recordSubmits();
      renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      expect(await screen.findByText('请添加收货地址', undefined, { timeout: 5000 })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
      expect((await screen.findByRole('alert')).textContent).toBe('请选择地址');
      expect(submits).toEqual([]);
    });
  });

  describe('for the development user', () => {
    beforeEach(loginDevUser);

    it('should show the phone with its two services, preselect the default address and total in fen', async () => {
      renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      expect(await screen.findByText(/服务：整机清洁 ¥0.00，碎屏保障/)).toBeInTheDocument();
      const address = await screen.findByRole('link', { name: /收货地址\s?张三 13800138000/ });
      expectNameHoldsVisibleText(address, 'link');
      expect(total()).toMatch(/^¥\d+\.\d{2}$/);
    });

    it('should apply a coupon and remove it again, the total following', async () => {
      renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      await screen.findByText(/服务：/);
      const before = total();
      await userEvent.click(await screen.findByRole('button', { name: /张可用/ }));
      const choice = (await screen.findAllByRole('button', { pressed: false }))[0];
      fireEvent.click(choice);
      await waitFor(() => expect(total()).not.toBe(before));
      await userEvent.click(screen.getByRole('button', { name: /^-¥/ }));
      fireEvent.click(await screen.findByRole('button', { name: '不使用优惠券' }));
      await waitFor(() => expect(total()).toBe(before));
    });

    it('should cut a 60-character remark to 50 and count it', async () => {
      renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      const remark = await screen.findByRole('textbox', { name: '买家留言' });
      fireEvent.change(remark, { target: { value: '好'.repeat(60) } });
      expect((remark as HTMLTextAreaElement).value).toBe('好'.repeat(50));
      expect(screen.getByText('50/50')).toBeInTheDocument();
    });

    it('should not take a tap while the addresses load, then order to the default one', async () => {
      let release = () => {};
      const loaded = new Promise<void>((resolve) => (release = resolve));
      // Resolving with nothing passes the call on to the mock's own handler.
      server.use(
        http.get('*/api/account/address/get_reciver_address_list', () => loaded.then(() => undefined)),
      );
      const submits = recordSubmits();
      renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      const button = await screen.findByRole('button', { name: '提交订单' });
      expect(button).toBeDisabled();
      fireEvent.click(button);
      release();
      await screen.findByRole('link', { name: /收货地址\s?张三/ });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(button).toBeEnabled();
      fireEvent.click(button);
      expect((await screen.findByTestId('location')).textContent).toBe('/user/order?state=0');
      expect(submits).toEqual(['POST']);
    });

    it('should make one order for a double tap and go to 待付款', async () => {
      const submits = recordSubmits();
      renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      await screen.findByRole('link', { name: /收货地址\s?张三/ });
      const button = screen.getByRole('button', { name: '提交订单' });
      fireEvent.click(button);
      fireEvent.click(button);
      expect((await screen.findByTestId('location')).textContent).toBe('/user/order?state=0');
      expect(submits).toEqual(['POST']);
    });

    it('should show a part bought alone (by its sku id) and order it', async () => {
      const items: string[] = [];
      server.events.on('request:start', async ({ request }) => {
        if (request.url.includes('shop_cart_confirm_order'))
          items.push(new URLSearchParams(await request.clone().text()).get('order_item') ?? '');
      });
      // Buy now on /part-detail: 黑色 + 充电头 + 1 米数据线 (sku 21004, 199.00) × 2.
      const url = checkoutUrl({ fromWhere: 1, phones: [], services: [], parts: [{ id: 21004, num: 2 }] });
      renderPage(<OrderConfirmPage />, { url });
      const line = await screen.findByRole('region', { name: '苹果原装 20W USB-C 电源适配器' });
      expect(line.textContent).toContain('黑色 充电头 + 1 米数据线');
      expect(line.textContent).toContain('¥199.00×2');
      const pic = line.querySelector('img');
      expect(pic?.getAttribute('src')).toMatch(/^\/mock-assets\/parts\//);
      await screen.findByRole('link', { name: /收货地址\s?张三/ });
      expect(total()).toBe('¥398.00');
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/user/order?state=0');
      expect(JSON.parse(items[0])).toEqual([
        expect.objectContaining({ product_id: 0, product_type: 2, product_parts: '21004:2' }),
      ]);
      const [order] = mock.db.orders.list(10001, 0, 1);
      expect(order).toMatchObject({ order_status: 0, total_amount: '398.00', total_purchase_num: 2 });
      expect(order.product_list[0]).toMatchObject({
        product_type: 2,
        selected_ps: '黑色 充电头 + 1 米数据线',
      });
    });

    it('should offer a part line its coupons and order it with the chosen one', async () => {
      const url = checkoutUrl({ fromWhere: 1, phones: [], services: [], parts: [{ id: 21004, num: 2 }] });
      renderPage(<OrderConfirmPage />, { url });
      const line = await screen.findByRole('region', { name: '苹果原装 20W USB-C 电源适配器' });
      await screen.findByRole('link', { name: /收货地址\s?张三/ });
      // The part's coupons: 满200减20 (parts) and 无门槛50元 (store-wide); none for phones only.
      fireEvent.click(await within(line).findByRole('button', { name: '2 张可用' }));
      const sheet = await screen.findByRole('dialog', { name: '选择优惠券' });
      expect(
        within(sheet)
          .getAllByRole('button', { pressed: false })
          .map((b) => b.textContent),
      ).toEqual([expect.stringContaining('满200减20'), expect.stringContaining('无门槛50元')]);
      fireEvent.click(within(sheet).getByRole('button', { name: /满200减20/ }));
      await waitFor(() => expect(total()).toBe('¥378.00'));
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
      expect((await screen.findByTestId('location')).textContent).toBe('/user/order?state=0');
      expect(mock.db.orders.list(10001, 0, 1)[0]).toMatchObject({ total_amount: '378.00' });
    });

    it("should offer a cart part line its coupons (the part read from the line's sku)", async () => {
      const added = mock.db.cart.add(
        { userId: 10001 },
        { type: 2, value: 21001, num: 1, price: '149.00', serviceIds: [] },
      );
      expect(added.ok).toBe(true);
      const url = checkoutUrl({ fromWhere: 2, phones: [], services: [], parts: [{ id: 21001, num: 1 }] });
      renderPage(<OrderConfirmPage />, { url });
      const line = await screen.findByRole('region', { name: '苹果原装 20W USB-C 电源适配器' });
      expect(await within(line).findByRole('button', { name: '2 张可用' })).toBeInTheDocument();
    });

    it('should keep one submit token for the visit through a reload, and send it', async () => {
      const tokens: string[] = [];
      server.events.on('request:start', async ({ request }) => {
        if (request.url.includes('shop_cart_confirm_order'))
          tokens.push(new URLSearchParams(await request.clone().text()).get('submit_token') ?? '');
      });
      const first = renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      await screen.findByRole('link', { name: /收货地址\s?张三/ });
      const stored = JSON.parse(sessionStorage.getItem(sessionStorage.key(0)!)!) as { submitToken: string };
      first.unmount(); // a reload: the visit's state is read again from sessionStorage
      renderPage(<OrderConfirmPage />, { url: URL_BUY_NOW });
      await screen.findByRole('link', { name: /收货地址\s?张三/ });
      fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
      await screen.findByTestId('location');
      expect(tokens).toEqual([stored.submitToken]);
      // Ordered: the next visit with the same query is a new purchase with a new token.
      expect(sessionStorage.length).toBe(0);
    });
  });
});
