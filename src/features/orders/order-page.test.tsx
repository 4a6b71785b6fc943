import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { findToast, loginDevUser, renderPage } from '@/test/render-page';
import OrderPage from './order-page';
import { expectNameHoldsVisibleText } from '@/test/visible-name';

const { server, mock } = mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => {
  clearUserData();
  mock.reset();
});

/** Every request the page sends, as "METHOD /path". */
function recordCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return calls;
}

const cards = async () => screen.findAllByRole('article');
const cardWith = async (status: string) => {
  const all = await cards();
  const card = all.find((c) => within(c).queryByText(status, { selector: '.order-card__status' }));
  if (!card) throw new Error(`no order ${status}`);
  return card;
};

describe('OrderPage', () => {
  it("should name each card's 查看订单 link by the lines it shows", async () => {
    renderPage(<OrderPage />, { url: '/user/order' });
    const links = (await screen.findAllByRole('article', undefined, { timeout: 8000 })).map((card) =>
      within(card).getByRole('link', { name: /^查看订单详情：/ }),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expectNameHoldsVisibleText(link, 'link');
  });

  it('should list every order of the user with the actions of its state', async () => {
    renderPage(<OrderPage />, { url: '/user/order' });
    // Nine seeded orders end the list (the list renders only the rows near the viewport).
    expect(await screen.findByText('已显示全部', undefined, { timeout: 5000 })).toBeInTheDocument();
    const unpaid = await cardWith('待付款');
    expect(
      within(unpaid)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['取消订单', '立即付款']);
    const toReceive = await cardWith('待收货');
    expect(
      within(toReceive)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['申请售后', '查看物流', '确认收货']);
  });

  it('should show one tab only, chosen by the state query', async () => {
    renderPage(<OrderPage />, { url: '/user/order?state=1' });
    const list = await cards();
    expect(list).toHaveLength(2);
    for (const card of list) expect(within(card).getByText('待发货')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^待发货/ })).toHaveAttribute('aria-current', 'page');
    // The badges of all_order_count: 1 unpaid, 2 to ship, 1 to receive, 2 to review (docs/mock.md).
    await waitFor(() => expect(screen.getByRole('link', { name: /^待付款/ }).textContent).toBe('待付款1'));
    expect(screen.getByRole('link', { name: /^待评价/ }).textContent).toBe('待评价2');
  });

  it('should show the no-orders state when the first page answers -404', async () => {
    server.use(
      http.get('*/api/account/order/list', () =>
        HttpResponse.json({ code: -404, msg: '暂无更多订单', data: null }),
      ),
    );
    renderPage(<OrderPage />, { url: '/user/order?state=0' });
    expect(await screen.findByText('您还没有相关的订单')).toBeInTheDocument();
  });

  it('should cancel an unpaid order after confirming: 取消成功, then it leaves 待付款', async () => {
    renderPage(<OrderPage />, { url: '/user/order?state=0' });
    await userEvent.click(within(await cardWith('待付款')).getByRole('button', { name: '取消订单' }));
    // The dialog ignores pointers while it animates in; a plain click is what a finger sends after.
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await findToast('取消成功')).toBeInTheDocument();
    expect(await screen.findByText('您还没有相关的订单', undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it('should not cancel when the confirmation is dismissed', async () => {
    const calls = recordCalls();
    renderPage(<OrderPage />, { url: '/user/order' });
    await userEvent.click(within(await cardWith('待付款')).getByRole('button', { name: '取消订单' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.includes('cancel_order'))).toEqual([]);
  });

  it('should refund with a reason, send one request for a double tap and open the success screen', async () => {
    const calls = recordCalls();
    renderPage(<OrderPage />, { url: '/user/order?state=1' });
    const paid = (await cards()).find((c) => within(c).queryByText(/SJ202611201403120001/));
    await userEvent.click(within(paid!).getByRole('button', { name: '申请退款' }));
    const sheet = await screen.findByRole('dialog', { name: '申请退款' });
    const confirm = within(sheet).getByRole('button', { name: '确认退款' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('radio', { name: '不想要了' }));
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await findToast('退款成功')).toBeInTheDocument();
    expect((await screen.findByTestId('location')).textContent).toBe(
      '/user/order/refund-success?order_no=SJ202611201403120001',
    );
    expect(calls.filter((c) => c.includes('apply_cancel_order'))).toHaveLength(1);
  });

  it('should refund a pay-later order (payment 11) through the thaw call, not apply_cancel_order', async () => {
    const calls = recordCalls();
    renderPage(<OrderPage />, { url: '/user/order?state=1' });
    const deferred = (await cards()).find((c) => !within(c).queryByText(/SJ202611201403120001/));
    await userEvent.click(within(deferred!).getByRole('button', { name: '申请退款' }));
    await userEvent.click(await screen.findByRole('radio', { name: '拍错了/多拍了' }));
    fireEvent.click(screen.getByRole('button', { name: '确认退款' }));
    expect(await findToast('退款成功')).toBeInTheDocument();
    expect(calls).toContain('POST /api/account/order/thaw_enjoy_first_order_post');
    expect(calls.filter((c) => c.includes('apply_cancel_order'))).toEqual([]);
  });

  it('should offer a retry when the list cannot be loaded', async () => {
    server.use(http.get('*/api/account/order/list', () => HttpResponse.error()));
    renderPage(<OrderPage />, { url: '/user/order' });
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  });
});
