import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { setupMockServer } from '../../../mocks/node';
import { HomePage } from './home-page';

// The same stateful mock as `npm start`, through MSW in Node.
const { server } = setupMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('HomePage', () => {
  it('should render the banners and the recommended phones of app_home_v3', async () => {
    const served = (await (
      await fetch('http://localhost:3000/api/home/app_home_v3?recommend_page=1')
    ).json()) as {
      data: { recommend_list: { product_name: string; price: string }[] };
    };
    renderHome();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(
      served.data.recommend_list.map((p) => p.product_name),
    );
    expect(within(cards[0]).getByText(`¥${served.data.recommend_list[0].price}`)).toBeTruthy();
    expect(screen.getByRole('region', { name: '首页轮播' })).toBeTruthy();
  });

  it('should show an error with retry when the call fails', async () => {
    server.use(http.get('*/api/home/app_home_v3', () => HttpResponse.error()));
    renderHome();
    expect((await screen.findByRole('alert')).textContent).toContain('加载失败');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
