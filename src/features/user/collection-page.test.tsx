import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData } from '@/lib/session';
import CollectionPage from './collection-page';
import { findToast, loginDevUser, renderPage } from '@/test/render-page';
import { expectNameHoldsVisibleText } from '@/test/visible-name';

const { server } = mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => {
  clearUserData();
});

const links = async () =>
  within(await screen.findByRole('list', { name: '我的收藏' }, { timeout: 5000 })).getAllByRole('link');

describe('CollectionPage', () => {
  it('should list the favourites, each linking to its detail page', async () => {
    renderPage(<CollectionPage />, { url: '/user/collection' });
    const rows = await links();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveAttribute('href', expect.stringMatching(/^\/commodityDetail\/\d+$/));
    for (const row of rows) expectNameHoldsVisibleText(row, 'link');
  });

  it('should remove a favourite from its swipe action and toast 取消成功', async () => {
    renderPage(<CollectionPage />, { url: '/user/collection' });
    const before = await links();
    const name = before[0].textContent;
    const row = before[0].closest('.user-collection-row') as HTMLElement;
    // The action sits behind the row until a swipe reveals it; jsdom has no gestures.
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(await findToast('取消成功')).toBeInTheDocument();
    await waitFor(async () => expect((await links()).map((l) => l.textContent)).not.toContain(name));
  });

  it('should show the empty text when the list answers -404', async () => {
    server.use(
      http.get('*/api/account/favorite/list', () =>
        HttpResponse.json({ code: -404, msg: '没有更多数据了', data: null }),
      ),
    );
    renderPage(<CollectionPage />, { url: '/user/collection' });
    expect(await screen.findByText('还没有任何收藏呢')).toBeInTheDocument();
  });
});
