import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mockServerForTests } from '@/test/mock-server';
import SortPage from './sort-page';

const { server } = mockServerForTests();

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/sort/:type" element={<SortPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const brandButtons = () =>
  within(screen.getByRole('region', { name: '品牌' }))
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('aria-pressed'));

describe('SortPage', () => {
  it('should show the categories with 手机 as iPhone and mark the type tab', async () => {
    renderAt('/sort/2');
    const nav = await screen.findByRole('navigation', { name: '分类' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['iPhone', '安卓', '平板', '配件']);
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).toHaveAttribute('href', '/sort/1');
  });

  it('should collapse the brands to 5 with 更多 and 收起', async () => {
    const user = userEvent.setup();
    renderAt('/sort/2');
    await screen.findByRole('region', { name: '品牌' });
    expect(brandButtons()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: '更多' }));
    expect(brandButtons().length).toBeGreaterThan(5);
    expect(screen.queryByRole('button', { name: '更多' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '收起' }));
    expect(brandButtons()).toHaveLength(5);
    expect(screen.getByRole('button', { name: '更多' })).toBeInTheDocument();
  });

  it('should show no toggle when a category has 5 brands or fewer', async () => {
    renderAt('/sort/1');
    await screen.findByRole('region', { name: '品牌' });
    expect(brandButtons().length).toBeLessThanOrEqual(5);
    expect(screen.queryByRole('button', { name: '更多' })).not.toBeInTheDocument();
  });

  it("should link a brand's models to the commodity list", async () => {
    const user = userEvent.setup();
    renderAt('/sort/2');
    await screen.findByRole('region', { name: '品牌' });
    await user.click(screen.getByRole('button', { name: '小米' }));
    const models = await screen.findByRole('region', { name: '小米机型' });
    const link = await within(models).findByRole('link', { name: '小米 12' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/commodity');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      typeId: '2',
      brandId: '3',
      modelId: '301',
      name: '小米 12',
    });
    expect(within(models).getByRole('link', { name: '全部小米' }).getAttribute('href')).toBe(
      `/commodity?typeId=2&brandId=3&name=${encodeURIComponent('小米')}`,
    );
  });

  it("should send a brand's parts entry (model -16) to the parts mall", async () => {
    renderAt('/sort/1');
    const models = await screen.findByRole('region', { name: '苹果机型' });
    expect((await within(models).findByRole('link', { name: '苹果配件' })).getAttribute('href')).toBe(
      '/part?id=1',
    );
  });

  it('should link the parts categories (888) to /part?id=', async () => {
    renderAt('/sort/4');
    const region = await screen.findByRole('region', { name: '配件分类' });
    expect(within(region).getByRole('link', { name: '充电器' })).toHaveAttribute('href', '/part?id=1');
  });

  it('should show the first tab for a type that is not a tab', async () => {
    renderAt('/sort/99');
    const nav = await screen.findByRole('navigation', { name: '分类' });
    expect(within(nav).getByRole('link', { name: 'iPhone' })).toHaveAttribute('aria-current', 'page');
  });

  it('should offer a retry when the categories cannot be loaded', async () => {
    server.use(http.get('*/api/product/new_get_product_cate_h5', () => HttpResponse.error()));
    renderAt('/sort/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
