import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { mockServerForTests } from '@/test/mock-server';
import { AppRoutes } from './router';
import { loadedPage, loadPage } from './routes';

mockServerForTests();

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('AppRoutes', () => {
  it("should show the skeleton while a page's code loads, then the page", { timeout: 15_000 }, async () => {
    expect(loadedPage('/check-video')).toBeUndefined();
    renderAt('/check-video');
    expect(screen.getByLabelText('加载中')).toBeInTheDocument();
    expect(await screen.findByRole('main', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('加载中')).not.toBeInTheDocument();
  });

  it('should render a page whose code has loaded at once, without the skeleton', async () => {
    await loadPage('/new-today');
    renderAt('/new-today');
    expect(screen.queryByLabelText('加载中')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('should share one load of a page between the early start and the router', async () => {
    const first = loadPage('/brand-list');
    expect(loadPage('/brand-list')).toBe(first);
    expect(await first).toBe(loadedPage('/brand-list'));
  });
});
