import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockServerForTests } from '@/test/mock-server';
import ActivityListPage from './activity-list-page';
import BrandListPage from './brand-list-page';
import CheckVideoPage from './check-video-page';
import NewTodayPage from './new-today-page';
import ProductPage from './product-page';

const { server } = mockServerForTests();
beforeAll(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
});

function renderPage(path: string, url: string, Page: ComponentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ActivityListPage', () => {
  it("should list the category's activities linking to their jump_url", async () => {
    renderPage('/activity-list', '/activity-list?typeId=1', ActivityListPage);
    const link = await screen.findByRole('link', { name: /苹果专场/ });
    expect(link).toHaveAttribute('href', '/commodity?typeId=1&brandId=1&modelId=101');
    expect(within(link).getByRole('img')).toHaveAttribute('width');
  });

  it('should say there is no activity without a typeId', () => {
    renderPage('/activity-list', '/activity-list', ActivityListPage);
    expect(screen.getByText('暂无活动')).toBeInTheDocument();
  });

  it('should offer a retry when the call fails', async () => {
    server.use(http.get('*/api/get_cate_activity_list', () => HttpResponse.error()));
    renderPage('/activity-list', '/activity-list?typeId=1', ActivityListPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  });
});

describe('NewTodayPage', () => {
  it("should list today's new phones", async () => {
    renderPage('/new-today', '/new-today', NewTodayPage);
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });

  it('should say so when nothing is new today', async () => {
    server.use(
      http.get('*/api/product/new_home_today_new_product_list', () =>
        HttpResponse.json({ code: 1, msg: '获取成功', data: { product_list: [] } }),
      ),
    );
    renderPage('/new-today', '/new-today', NewTodayPage);
    expect(await screen.findByText('今日暂无上新')).toBeInTheDocument();
  });
});

describe('BrandListPage', () => {
  it("should list one category's phones of one brand", async () => {
    renderPage('/brand-list', '/brand-list?type_id=2&brand_id=2', BrandListPage);
    expect(await screen.findByRole('heading', { name: '安卓 · 华为' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.every((c) => c.getAttribute('aria-label')?.startsWith('华为'))).toBe(true);
    expect(screen.getByText('已显示全部')).toBeInTheDocument();
  });

  it('should show the empty text without ids', () => {
    renderPage('/brand-list', '/brand-list?type_id=x', BrandListPage);
    expect(screen.getByText('没找到符合要求的机器')).toBeInTheDocument();
  });
});

describe('CheckVideoPage', () => {
  it('should turn a cover into the player', async () => {
    const user = userEvent.setup();
    renderPage('/check-video', '/check-video', CheckVideoPage);
    const [first] = await screen.findAllByRole('article');
    expect(first.querySelector('video')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: /^播放/ }));
    expect(first.querySelector('video')?.getAttribute('src')).toMatch(/^\/mock-assets\/videos\//);
  });

  it('should say when a video cannot be played, offer another try, and keep the product link', async () => {
    const user = userEvent.setup();
    renderPage('/check-video', '/check-video', CheckVideoPage);
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first).getByRole('button', { name: /^播放/ }));
    fireEvent.error(first.querySelector('video') as HTMLVideoElement);
    expect(within(first).getByRole('alert').textContent).toContain('视频加载失败，请稍后重试');
    expect(within(first).getByRole('link', { name: '查看商品' }).getAttribute('href')).toMatch(
      /^\/commodityDetail\//,
    );
    await user.click(within(first).getByRole('button', { name: '重新播放' }));
    expect(first.querySelector('video')).not.toBeNull();
  });
});

describe('ProductPage', () => {
  it('should show the category tabs with 手机 as iPhone and list the chosen one', async () => {
    renderPage('/product', '/product?typeId=2', ProductPage);
    const nav = screen.getByRole('navigation', { name: '分类' });
    expect(await within(nav).findByRole('link', { name: 'iPhone' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '安卓' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '配件' })).toHaveAttribute('href', '/part');
    expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
  });
});
