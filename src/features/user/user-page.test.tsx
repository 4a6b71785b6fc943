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

async function servedCounts() {
  const res = await fetch(`http://localhost:3000/api/account/order/all_order_count?token=${DEV_USER.token}`);
  return ((await res.json()) as { data: Record<string, number> }).data;
}

describe('UserPage', { timeout: 15_000 }, () => {
  it('should show login and register links to a visitor', () => {
    renderPage(<UserPage />, { url: '/user' });
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByLabelText('手机号')).toBeNull();
  });

  it('should show the masked mobile, nickname and badges matching all_order_count', async () => {
    loginDevUser();
    const counts = await servedCounts();
    renderPage(<UserPage />, { url: '/user' });
    expect(screen.getByLabelText('手机号').textContent).toBe('1380****8000');
    expect(screen.getByText('机友_8000')).toBeTruthy();
    const orders = screen.getByRole('region', { name: '我的订单' });
    const expected: [string, string, number][] = [
      ['待付款', '0', counts.order_status_waitpay_count],
      ['待发货', '1', counts.order_status_process_count],
      ['待收货', '2', counts.order_status_waitget_count],
      ['待评价', '4', counts.order_status_finish_count],
    ];
    for (const [label, state, count] of expected) {
      const link = within(orders).getByRole('link', { name: new RegExp(`^${label}`) });
      expect(link.getAttribute('href')).toBe(`/user/order?state=${state}`);
      if (count > 0) expect(await within(link).findByText(String(count))).toBeTruthy();
    }
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
    expect(phone.getAttribute('href')).toMatch(/^tel:[\d+]+$/);
    expect(phone.textContent).toContain('9:30~19:30');
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
    expect((await screen.findByRole('alert')).textContent).toContain('订单数量加载失败');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByLabelText('待付款 3')).toBeTruthy();
  });

  it('should show a visitor view and forget the session when the token has expired', async () => {
    saveUserData({ ...DEV_USER, token: 'stale-token' });
    renderPage(<UserPage />, { url: '/user' });
    expect(await screen.findByRole('link', { name: '登录' })).toBeTruthy();
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
