import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData, readUserData, saveUserData } from '@/lib/session';
import UserPage from './user-page';
import { DEV_USER, loginDevUser, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();
afterEach(() => {
  clearUserData();
});

describe('UserPage', { timeout: 15_000 }, () => {
  it('should show login and register links to a visitor', () => {
    renderPage(<UserPage />, { url: '/user' });
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    expect(screen.queryByLabelText('手机号')).not.toBeInTheDocument();
  });

  it('should show the masked mobile, nickname and a badge for each nonzero count of all_order_count', async () => {
    loginDevUser();
    // Known counts, one of them zero (no badge) and one past 99.
    server.use(
      http.get('*/api/account/order/all_order_count', () =>
        HttpResponse.json({
          code: 1,
          msg: '',
          data: {
            order_status_waitpay_count: 2,
            order_status_process_count: 0,
            order_status_waitget_count: 120,
            order_status_finish_count: 1,
          },
        }),
      ),
    );
    renderPage(<UserPage />, { url: '/user' });
    expect(screen.getByLabelText('手机号')).toHaveTextContent(/^1380\*\*\*\*8000$/);
    expect(screen.getByText('机友_8000')).toBeInTheDocument();
    const orders = screen.getByRole('region', { name: '我的订单' });
    const tab = (label: string) => within(orders).getByRole('link', { name: new RegExp(`^${label}`) });
    expect(await within(tab('待付款')).findByLabelText('待付款 2')).toHaveTextContent(/^2$/);
    expect(within(tab('待收货')).getByLabelText('待收货 99+')).toHaveTextContent(/^99\+$/);
    expect(within(tab('待评价')).getByLabelText('待评价 1')).toHaveTextContent(/^1$/);
    expect(tab('待发货')).toHaveTextContent(/^待发货$/);
    expect(orders).toHaveAttribute('aria-busy', 'false');
    const hrefs: [string, string][] = [
      ['待付款', '0'],
      ['待发货', '1'],
      ['待收货', '2'],
      ['待评价', '4'],
    ];
    for (const [label, state] of hrefs)
      expect(tab(label)).toHaveAttribute('href', `/user/order?state=${state}`);
  });

  it('should list the entries and the service phone', () => {
    renderPage(<UserPage />, { url: '/user' });
    const entries = screen.getByRole('navigation', { name: '我的服务' });
    const hrefs = within(entries)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs.slice(0, 6)).toEqual([
      ['收货地址', '/user/address'],
      ['我的收藏', '/user/collection'],
      ['优惠券', '/user/coupon'],
      ['售后维修', '/user/guarantee'],
      ['电子保修卡', '/user/repairCard'],
      ['设置', '/user/setting'],
    ]);
    const phone = within(entries).getByRole('link', { name: /客服电话/ });
    expect(phone).toHaveAttribute('href', expect.stringMatching(/^tel:[\d+]+$/));
    expect(phone).toHaveTextContent('9:30~19:30');
  });

  it('should offer a retry when the counts fail to load', async () => {
    loginDevUser();
    let fail = true;
    server.use(
      http.get('*/api/account/order/all_order_count', () =>
        fail
          ? HttpResponse.error()
          : HttpResponse.json({
              code: 1,
              msg: '',
              data: {
                order_status_waitpay_count: 3,
                order_status_process_count: 0,
                order_status_waitget_count: 0,
                order_status_finish_count: 0,
              },
            }),
      ),
    );
    renderPage(<UserPage />, { url: '/user' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('订单数量加载失败');
    // Why it failed, as every error state says it (the error policy's message of the kind).
    expect(alert).toHaveTextContent('网络不太顺畅，请稍后重试');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByLabelText('待付款 3')).toBeInTheDocument();
  });

  it('should show a visitor view and forget the session when the token has expired', async () => {
    saveUserData({ ...DEV_USER, token: 'stale-token' });
    renderPage(<UserPage />, { url: '/user' });
    // The login link shows; the app-wide policy may then move on to /login, so its href is checked
    // (which holds even once the page has left), not its presence.
    expect(await screen.findByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(readUserData()).toBeUndefined();
  });

  it('should draw a picture on each order-status entry, and show a nickname that is the mobile once', () => {
    saveUserData({ ...DEV_USER, nickName: '1380****8000' });
    renderPage(<UserPage />, { url: '/user' });
    const orders = screen.getByRole('region', { name: '我的订单' });
    for (const link of within(orders).getAllByRole('link', { name: /^待/ })) {
      expect(link.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
    }
    expect(screen.getAllByText('1380****8000')).toHaveLength(1);
  });
});
