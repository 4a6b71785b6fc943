import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { mockServerForTests } from '@/test/mock-server';
import { AppRoutes } from './router';
import { loadedPage, loadPage } from './routes';

mockServerForTests();

/** Where the router is, and a way to /user from outside the pages. */
function Where() {
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{useLocation().pathname}</output>
      <button type="button" onClick={() => void navigate('/user')}>
        去个人中心
      </button>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Where />
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

  it('should send a path of no route to the home page', async () => {
    renderAt('/no-such-page/1');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('navigation', { name: '底部导航' })).toBeInTheDocument();
  });

  it('should match a path without case and with a trailing slash, as the route table does', async () => {
    await loadPage('/new-today');
    renderAt('/NEW-TODAY/');
    expect(screen.getByTestId('where')).toHaveTextContent('/NEW-TODAY/');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '底部导航' })).not.toBeInTheDocument();
  });

  it(
    'should keep the bottom nav, not draw a new one, from one tab to another',
    { timeout: 15_000 },
    async () => {
      await Promise.all([loadPage('/list'), loadPage('/user')]);
      renderAt('/list');
      const nav = screen.getByRole('navigation', { name: '底部导航' });
      await userEvent.click(screen.getByRole('button', { name: '去个人中心' }));
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/user$/);
      expect(screen.getByRole('navigation', { name: '底部导航' })).toBe(nav);
    },
  );
});
