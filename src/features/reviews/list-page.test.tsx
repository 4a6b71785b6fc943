import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { renderPage } from '@/test/render-page';
import ListPage from './list-page';
import ListProPage from './list-pro-page';
import { expectNameHoldsVisibleText } from '@/test/visible-name';

// The feed renders dozens of cards; on a shared 2-core machine that outlasts the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const { server } = mockServerForTests();
afterEach(() => clearUserData());

const cards = async (label = '晒单列表') =>
  within(await screen.findByRole('list', { name: label })).findAllByRole('article');

describe('ListPage', () => {
  it('should show the feed newest first: author, stars, text, product and counts, each linking to its detail', async () => {
    renderPage(<ListPage />, { url: '/list' });
    const first = (await cards())[0];
    expect(first).toHaveAttribute('aria-label', expect.stringMatching(/.+的晒单$/));
    expect(within(first).getByRole('img', { name: /^[1-5]星$/ })).toBeInTheDocument();
    const counts = within(first).getByRole('link', { name: /^赞 \d+ 评论 \d+$/ });
    expect(counts).toHaveAttribute('href', expect.stringMatching(/^\/list-detail\?review_id=\d+$/));
    expectNameHoldsVisibleText(counts, 'link');
  });

  it('should narrow the feed to a category from the menu', async () => {
    renderPage(<ListPage />, { url: '/list' });
    await cards();
    const menu = screen.getByLabelText('分类');
    const apple = within(menu).getByRole('option', { name: '苹果' }) as HTMLOptionElement;
    fireEvent.change(menu, { target: { value: apple.value } });
    await waitFor(
      () => {
        const list = within(screen.getByRole('list', { name: '晒单列表' })).getAllByRole('article');
        const names = list.map((c) => within(c).getAllByRole('link')[1]?.textContent ?? '');
        expect(names.length).toBeGreaterThan(0);
        expect(names).toEqual(names.filter((n) => /iphone|ipad|苹果/i.test(n)));
      },
      { timeout: 8000 },
    );
    expect(menu).toHaveProperty('value', apple.value);
  });

  it('should open the image viewer at the tapped photo', async () => {
    renderPage(<ListPage />, { url: '/list' });
    const withPhotos = (await cards()).find((c) => within(c).queryAllByRole('button').length > 1);
    if (!withPhotos) throw new Error('no card with two photos on the first page');
    fireEvent.click(within(withPhotos).getAllByRole('button', { name: /查看第\d张图片/ })[1]);
    expect(await screen.findByText('2 / ', { exact: false }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('should show the ticker with a go-buy link to the product', async () => {
    renderPage(<ListPage />, { url: '/list' });
    const buy = await screen.findByRole('link', { name: /^去购买 / });
    expect(buy).toHaveAttribute('href', expect.stringMatching(/^\/commodityDetail\/\d+$/));
  });

  it('should say there are no reviews when the feed answers -404', async () => {
    server.use(
      http.get('*/api/account/shaidan/new_review_list', () =>
        HttpResponse.json({ code: -404, msg: '没有更多数据了', data: null }),
      ),
    );
    renderPage(<ListPage />, { url: '/list' });
    expect(await screen.findByText('还没有晒单，快来抢沙发吧')).toBeInTheDocument();
  });

  it('should offer a retry when the feed fails', async () => {
    server.use(http.get('*/api/account/shaidan/new_review_list', () => HttpResponse.error()));
    renderPage(<ListPage />, { url: '/list' });
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('ListProPage', () => {
  it('should show the product and only its reviews, without the category menu', async () => {
    renderPage(<ListProPage />, { url: '/list/pro?productId=10001&name=苹果 iPhone 13' });
    expect(await screen.findByRole('heading', { name: '苹果 iPhone 13' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去购买' })).toHaveAttribute('href', '/commodityDetail/10001');
    const list = await cards('相关晒单');
    expect(list.length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('分类')).not.toBeInTheDocument();
  });

  it('should send to the model list when the product is gone', async () => {
    renderPage(<ListProPage />, { url: '/list/pro?productId=10008&typeId=1&brandId=1&modelId=101' });
    const buy = await screen.findByRole('link', { name: '看看同款' });
    expect(buy).toHaveAttribute('href', '/commodity?typeId=1&brandId=1&modelId=101');
  });
});
