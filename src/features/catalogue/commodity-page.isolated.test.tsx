import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData, isLoggedIn, saveUserData } from '@/lib/session';
import { toast } from '@/lib/toast';
import CommodityPage from './commodity-page';
import { DEV_USER, loginDevUser, TestApp } from '@/test/render-page';

// The toast itself is antd-mobile's (loaded on first use); what matters here is which text is shown.
vi.mock('@/lib/toast', () => ({ toast: vi.fn(() => Promise.resolve()), clearToasts: vi.fn() }));

const { server, mock } = mockServerForTests();
const searches: URLSearchParams[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/product/new_search_list') searches.push(url.searchParams);
  });
  // jsdom has no layout: a tall page keeps the list from loading every page at once.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
});
beforeEach(() => {
  searches.length = 0;
  mock.reset();
  vi.mocked(toast).mockClear();
});
afterEach(() => {
  clearUserData();
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(url: string) {
  return render(
    <TestApp url={url}>
      <Routes>
        <Route
          path="/commodity"
          element={
            <>
              <CommodityPage />
              <Where />
            </>
          }
        />
        <Route path="/login" element={<Where />} />
      </Routes>
    </TestApp>,
  );
}

const where = () => new URL(screen.getByTestId('where').textContent ?? '', 'http://x');
const prices = () =>
  [...document.querySelectorAll('.product-card__now')].map((el) => Number(el.textContent?.replace('¥', '')));
const lastSearch = () => searches[searches.length - 1];

async function waitForCards() {
  await screen.findAllByRole('article');
}

describe('CommodityPage', { timeout: 15_000 }, () => {
  it('should list the phones of new_search_list with networks shown with slashes', async () => {
    renderAt('/commodity?typeId=1&brandId=1');
    const cards = await screen.findAllByRole('article');
    expect(cards.length).toBeGreaterThan(0);
    expect(lastSearch().get('type_id')).toBe('1');
    expect(lastSearch().get('brand_id')).toBe('1');
    expect(document.querySelector('.product-card__net')?.textContent).toMatch(/\//);
    expect(document.querySelector('.product-card__net')?.textContent).not.toMatch(/,/);
  });

  it('should sort by price ascending and descending', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();

    await user.click(screen.getByRole('button', { name: '排序' }));
    await user.click(screen.getByRole('button', { name: '价格从低到高' }));
    await waitFor(() => expect(lastSearch().get('price_sort')).toBe('asc'));
    expect(where().searchParams.get('sortStatus')).toBe('asc');
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => a - b)));
    const ascending = prices();

    await user.click(screen.getByRole('button', { name: '价格从低到高' }));
    await user.click(screen.getByRole('button', { name: '价格从高到低' }));
    await waitFor(() => expect(prices()[0]).toBeGreaterThan(ascending[0]));
    expect(prices()).toEqual([...prices()].sort((a, b) => b - a));
    expect(where().searchParams.get('sortStatus')).toBe('desc');
  });

  it('should start a new list at the top once its own history entry is on screen', async () => {
    const user = userEvent.setup();
    // Where the page stood at each scroll: the position a scroll records belongs to that entry
    // (src/app/scroll-restoration.ts), so the list the shopper left must not get the new one's top.
    const scrolledOn: string[] = [];
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      scrolledOn.push(screen.getByTestId('where').textContent ?? '');
    });
    onTestFinished(() => scrollTo.mockRestore());
    renderAt('/commodity?typeId=1');
    await waitForCards();

    await user.click(screen.getByRole('button', { name: '排序' }));
    await user.click(screen.getByRole('button', { name: '价格从低到高' }));
    await waitFor(() => expect(where().searchParams.get('sortStatus')).toBe('asc'));
    expect(scrolledOn).toEqual(['/commodity?typeId=1&sortStatus=asc']);
  });

  it('should apply a preset price range as a removable chip', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();

    await user.click(screen.getByRole('button', { name: '价格' }));
    await user.click(await screen.findByRole('button', { name: '3000-4000' }));
    await waitFor(() => expect(lastSearch().get('price_v2')).toBe('3000-4000'));
    expect(where().searchParams.get('price')).toBe('3000-4000');
    const chips = screen.getByRole('list', { name: '已选条件' });
    expect(within(chips).getByText('3000-4000元')).toBeInTheDocument();
    await waitFor(() => expect(prices().every((p) => p >= 3000 && p <= 4000)).toBe(true));

    await user.click(within(chips).getByRole('button', { name: '移除3000-4000元' }));
    await waitFor(() => expect(where().searchParams.has('price')).toBe(false));
    expect(screen.queryByRole('list', { name: '已选条件' })).not.toBeInTheDocument();
  });

  it('should send X以上 as X-99999', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();
    await user.click(screen.getByRole('button', { name: '价格' }));
    await user.click(await screen.findByRole('button', { name: '5000以上' }));
    await waitFor(() => expect(lastSearch().get('price_v2')).toBe('5000-99999'));
    expect(screen.getByText('5000元以上')).toBeInTheDocument();
  });

  it('should apply a custom range only when min is less than max', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();
    await user.click(screen.getByRole('button', { name: '价格' }));
    await user.type(screen.getByRole('textbox', { name: '最低价' }), '3000');
    await user.type(screen.getByRole('textbox', { name: '最高价' }), '2000');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toBe('最低价须低于最高价');
    expect(where().searchParams.has('price')).toBe(false);
    // What was typed stays, to be corrected.
    expect((screen.getByRole('textbox', { name: '最低价' }) as HTMLInputElement).value).toBe('3000');

    await user.clear(screen.getByRole('textbox', { name: '最高价' }));
    await user.type(screen.getByRole('textbox', { name: '最高价' }), '4500');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(where().searchParams.get('price')).toBe('3000-4500'));
    expect(screen.getByText('3000-4500元')).toBeInTheDocument();
  });

  it('should refuse a pasted HTML payload as a price, keep it shown, and send nothing', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();
    const before = searches.length;
    await user.click(screen.getByRole('button', { name: '价格' }));
    await user.click(screen.getByRole('textbox', { name: '最低价' }));
    await user.paste('<img src=1 onerror=alert(1)>');
    await user.type(screen.getByRole('textbox', { name: '最高价' }), '2000');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert')).toHaveProperty('textContent', '金额输入有误');
    expect(screen.getByRole('textbox', { name: '最低价' })).toHaveProperty('value', '<imgsrc=1one');
    expect(where().searchParams.has('price')).toBe(false);
    expect(searches).toHaveLength(before);
  });

  it('should filter by one value per property group and send prop_keyword with the model first', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1&modelId=101');
    await waitForCards();

    await user.click(screen.getByRole('button', { name: '筛选' }));
    const grade = await screen.findByRole('group', { name: '成色' });
    await user.click(within(grade).getByRole('button', { name: '95新' }));
    await user.click(within(grade).getByRole('button', { name: '99新' }));
    expect(within(grade).getByRole('button', { name: '99新' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(grade).getByRole('button', { name: '95新' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '确定' }));

    await waitFor(() => expect(lastSearch().get('prop_keyword')).toBe('5:101;1:11'));
    expect(where().searchParams.get('props')).toBe('1:11');
    const chips = screen.getByRole('list', { name: '已选条件' });
    expect(within(chips).getByText('99新')).toBeInTheDocument();
    expect(within(chips).getByText('iPhone 13')).toBeInTheDocument();
  });

  it('should clear the draft with 重置 and keep the list until 确定', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1&props=1%3A11');
    await waitForCards();
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const grade = await screen.findByRole('group', { name: '成色' });
    expect(within(grade).getByRole('button', { name: '99新' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(within(grade).getByRole('button', { name: '99新' })).toHaveAttribute('aria-pressed', 'false');
    expect(where().searchParams.get('props')).toBe('1:11');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(where().searchParams.has('props')).toBe(false));
  });

  it('should pick a model in the 机型 panel', async () => {
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();
    await user.click(screen.getByRole('button', { name: '机型' }));
    await user.click(await screen.findByRole('button', { name: 'iPhone 12' }));
    await waitFor(() => expect(where().searchParams.get('modelId')).toBe('103'));
    await waitFor(() => expect(lastSearch().get('prop_keyword')).toBe('5:103'));
    expect(within(screen.getByRole('list', { name: '已选条件' })).getByText('iPhone 12')).toBeInTheDocument();
  });

  it('should say nothing matched and show the hot sellers', async () => {
    renderAt('/commodity?typeId=1&brandId=1&price=0-10');
    expect(await screen.findByText('没找到符合要求的机器')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '热销推荐' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.getByText('已显示全部')).toBeInTheDocument();
  });

  it('should read the filters back from the URL', async () => {
    renderAt('/commodity?typeId=1&brandId=1&price=1000-5000&sortStatus=desc&props=2%3A22');
    await waitForCards();
    expect(lastSearch().get('price_v2')).toBe('1000-5000');
    expect(lastSearch().get('price_sort')).toBe('desc');
    expect(lastSearch().get('prop_keyword')).toBe('2:22');
    expect(screen.getByRole('button', { name: '价格从高到低' })).toBeInTheDocument();
    expect(await screen.findByText('128G')).toBeInTheDocument();
  });

  it('should send a visitor to login with this list as redirect', async () => {
    renderAt('/commodity?typeId=1&brandId=1');
    const [card] = await screen.findAllByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(where().pathname).toBe('/login'));
    expect(where().searchParams.get('redirect')).toBe('/commodity?typeId=1&brandId=1');
  });

  it('should toggle a favourite when logged in', async () => {
    loginDevUser();
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();
    // The dev user has favourites already: take a phone that is not one.
    const card = screen
      .getAllByRole('article')
      .find((a) => within(a).queryByRole('button', { name: '收藏' }));
    if (!card) throw new Error('every listed phone is a favourite already');
    const name = card.getAttribute('aria-label') ?? '';
    await user.click(within(card).getByRole('button', { name: '收藏' }));
    const article = () => screen.getByRole('article', { name });
    await waitFor(() =>
      expect(within(article()).getByRole('button', { name: '取消收藏' })).toBeInTheDocument(),
    );
    expect(toast).toHaveBeenLastCalledWith('收藏成功');

    await user.click(within(article()).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(within(article()).getByRole('button', { name: '收藏' })).toBeInTheDocument());
    expect(toast).toHaveBeenLastCalledWith('取消成功');
  });

  it('should send to login when the session has expired, and toast a refusal', async () => {
    saveUserData({ ...DEV_USER, token: 'stale' });
    server.use(
      http.get('*/api/account/favorite/add', () =>
        HttpResponse.json({ code: 0, msg: '已收藏过该商品', data: null }, { status: 200 }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/commodity?typeId=1&brandId=1');
    await waitForCards();
    const card = screen
      .getAllByRole('article')
      .find((a) => within(a).queryByRole('button', { name: '收藏' }));
    if (!card) throw new Error('no phone to favourite');
    await user.click(within(card).getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith('已收藏过该商品', 'fail'));

    server.use(
      http.get('*/api/account/favorite/add', () =>
        HttpResponse.json({ code: -1, msg: '登录已过期，请重新登录', data: null }),
      ),
    );
    await user.click(within(card).getByRole('button', { name: '收藏' }));
    await waitFor(() => expect(where().pathname).toBe('/login'));
    expect(isLoggedIn()).toBe(false);
  });
});
