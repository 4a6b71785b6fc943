import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { testQueryClient } from '@/test/render-page';
import { removeLocal, setLocal } from '@/lib/local-store';
import { HomePage } from './home-page';

// The same stateful mock as `npm start`, through MSW in Node.
const { server } = mockServerForTests();

// jsdom has no layout: a tall page keeps the list from loading every page by itself.
beforeEach(() => {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(100_000);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderHome(entry = '/') {
  // The app's client (its freshness and error handlers), as users get it.
  const client = testQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <HomePage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const served = async <T,>(path: string) => (await (await fetch(`http://localhost:3000${path}`)).json()) as T;

describe('HomePage', { timeout: 15_000 }, () => {
  it('should render the banners and the recommended phones of app_home_v3', async () => {
    const home = await served<{
      sk: string;
      data: { recommend_list: { product_id: number; product_name: string; price: string }[] };
    }>('/api/home/app_home_v3?recommend_page=1');
    renderHome();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(
      home.data.recommend_list.map((p) => p.product_name),
    );
    expect(within(cards[0]).getByText(`¥${home.data.recommend_list[0].price}`)).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/commodityDetail/${home.data.recommend_list[0].product_id}\\?sk=`)),
    );
    expect(screen.getByRole('region', { name: '首页轮播' })).toBeInTheDocument();
    const entry = (text: string) =>
      screen.getByText(text, { selector: 'strong' }).closest('a')?.getAttribute('href');
    expect(entry('今日上新')).toBe('/new-today');
    expect(entry('验机视频')).toBe('/check-video');
    expect(screen.getByRole('link', { name: /下载APP/ })).toHaveAttribute('href', '/download');
    expect(screen.getByText('努力加载中')).toBeInTheDocument();
  });

  it('should show 推荐 and the categories, 手机 as iPhone, and switch to a category', async () => {
    const cate = await served<{ data: { type_id: number; type_name: string }[] }>(
      '/api/product/get_index_product_cate',
    );
    renderHome();
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(cate.data.length + 1));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '推荐',
      ...cate.data.map((c) => (c.type_name === '手机' ? 'iPhone' : c.type_name)),
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0].style.flexBasis).toBe(`${100 / Math.min(cate.data.length + 1, 5)}%`);

    const tablets = await served<{ data: { product_name: string }[] }>(
      '/api/product/new_search_list?type_id=3&page=1',
    );
    fireEvent.click(screen.getByRole('tab', { name: '平板' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/?tab=3');
    const list = await screen.findByRole('list', { name: '平板' });
    const names = (await within(list).findAllByRole('article')).map((a) => a.getAttribute('aria-label'));
    expect(names.slice(0, tablets.data.length)).toEqual(tablets.data.map((p) => p.product_name));
    expect(screen.queryByRole('region', { name: '首页轮播' })).not.toBeInTheDocument();
  });

  it("should start a category tab's list call when a finger goes down on the tab, before the click", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('new_search_list'))
        asked.push(new URL(request.url).searchParams.get('type_id') ?? '');
    });
    renderHome();
    const tablet = await screen.findByRole('tab', { name: '平板' });
    fireEvent.pointerDown(tablet);
    await waitFor(() => expect(asked).toEqual(['3']));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/');
    fireEvent.click(tablet);
    expect(
      await within(await screen.findByRole('list', { name: '平板' })).findAllByRole('article'),
    ).not.toHaveLength(0);
    expect(asked).toEqual(['3']);
    server.events.removeAllListeners();
  });

  it('should list the parts mall under the parts category, linking to part details', async () => {
    renderHome('/?tab=888');
    const list = await screen.findByRole('list', { name: '配件' });
    const first = (await within(list).findAllByRole('article'))[0];
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/part-detail\?productId=\d+&sk=/),
    );
    expect(screen.getByText('已显示全部')).toBeInTheDocument();
  });

  it('should open customer service with the chat, the phone line and its hours', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: '客服' }));
    const sheet = await screen.findByRole('dialog', { name: '联系客服' });
    expect(within(sheet).getByRole('link', { name: '在线客服' })).toHaveAttribute('target', '_blank');
    expect(
      within(sheet)
        .getByRole('link', { name: /电话客服/ })
        .getAttribute('href'),
    ).toMatch(/^tel:\d+/);
    expect(sheet).toHaveTextContent('9:30~19:30');
    // The sheet listens for Escape from the effect that focuses its first control: on a busy
    // machine that effect can run after the dialog is found.
    await waitFor(() => expect(within(sheet).getByRole('link', { name: '在线客服' })).toHaveFocus());
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should show an error with retry when the call fails', async () => {
    server.use(http.get('*/api/home/app_home_v3', () => HttpResponse.error()));
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });

  describe('gift popup', () => {
    afterEach(() => {
      removeLocal('giftTate');
      removeLocal('startTime');
    });

    it('should open the gift popup once the page is idle on a device that never showed it', async () => {
      renderHome();
      expect(await screen.findByRole('dialog', { name: '新人礼包' }, { timeout: 5000 })).toBeInTheDocument();
    });

    it('should neither load the popup nor ask for the gift within a day of its last showing', async () => {
      setLocal('giftTate', 1);
      setLocal('startTime', Date.now() - 60_000);
      const gifts: string[] = [];
      const listen = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname === '/api/gift/get_gift') gifts.push(request.url);
      };
      server.events.on('request:start', listen);
      renderHome();
      await screen.findAllByRole('article');
      // The idle moment has passed (the popup mounts on it, 1.5 s at most without requestIdleCallback)
      // once a later timer has fired; the home's own calls are all answered by then.
      await new Promise<void>((done) => {
        const at = Date.now();
        const tick = () => (Date.now() - at > 3000 ? done() : setTimeout(tick, 100));
        tick();
      });
      server.events.removeListener('request:start', listen);
      expect(gifts).toEqual([]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
