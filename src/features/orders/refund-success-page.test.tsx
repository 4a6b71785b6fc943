import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, renderPage } from '@/test/render-page';
import RefundSuccessPage from './refund-success-page';

const { server, mock } = mockServerForTests();
/** docs/mock.md: 10001's paid order. */
const ORDER = 'SJ202611201403120001';

let calls: string[];
beforeEach(() => {
  loginDevUser();
  calls = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
});
afterEach(() => {
  server.events.removeAllListeners();
  clearUserData();
  mock.reset();
  vi.restoreAllMocks();
});

const open = (search: string) =>
  renderPage(<RefundSuccessPage />, { url: `/user/order/refund-success${search}` });

describe('RefundSuccessPage', () => {
  it('should show the refunded amount and logs no React error while it loads', async () => {
    const errors = vi.spyOn(console, 'error');
    open(`?order_no=${ORDER}`);
    expect(screen.getByRole('heading', { name: '退款申请成功' })).toBeInTheDocument();
    expect(await screen.findByText(/^¥\d/, undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });

  it('should show a defined state without an order number: no call, a way to the order list', async () => {
    open('');
    expect(await screen.findByText('未找到退款的订单')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回订单列表' })).toHaveAttribute('href', '/user/order');
    expect(screen.queryByRole('heading', { name: '退款申请成功' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.includes('order_detail'))).toEqual([]);
  });

  it('should treat a blank order number as none', async () => {
    open('?order_no=%20');
    expect(await screen.findByText('未找到退款的订单')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('order_detail'))).toEqual([]);
  });
});
