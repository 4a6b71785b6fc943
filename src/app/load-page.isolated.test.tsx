import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { PageModule } from './routes';

// The build's loadPage: the page files are entries of the build, and index.html's table loads
// them (scripts/lib/route-preload.ts, window.__loadPage). Its own module graph (an isolated test),
// so src/app/routes.ts is imported here with the build's flag.
type TableWindow = Window & { __loadPage?: (pattern: string) => Promise<PageModule> };

afterEach(() => {
  vi.unstubAllEnvs();
  delete (window as TableWindow).__loadPage;
});

describe('loadPage in the build', () => {
  it("should take a page from index.html's table, once, framed outside the bottom tabs", async () => {
    vi.stubEnv('PROD', true);
    const fromTable = vi.fn((pattern: string) =>
      Promise.resolve({ default: () => <main>{`page of ${pattern}`}</main> }),
    );
    (window as TableWindow).__loadPage = fromTable;
    const { loadPage, pageFiles } = await import('./routes');
    // The build carries no list of the page files.
    expect(pageFiles()).toEqual([]);

    const cart = await loadPage('/shop-cart');
    expect(fromTable).toHaveBeenCalledWith('/shop-cart');
    render(<cart.default />);
    expect(screen.getByRole('main')).toHaveTextContent('page of /shop-cart');

    const Today = (await loadPage('/new-today')).default;
    render(
      <MemoryRouter initialEntries={['/new-today']}>
        <Today />
      </MemoryRouter>,
    );
    // The frame's header with the route's title, around the page.
    expect(await screen.findByRole('heading', { name: '今日上新' })).toBeInTheDocument();
    expect(screen.getByText('page of /new-today')).toBeInTheDocument();

    await loadPage('/shop-cart');
    expect(fromTable).toHaveBeenCalledTimes(2);
  });

  it('should try a page again after its load failed', async () => {
    vi.stubEnv('PROD', true);
    const fromTable = vi
      .fn<(pattern: string) => Promise<PageModule>>()
      .mockRejectedValueOnce(new Error('Unable to load /assets/coupon-page.css'))
      .mockResolvedValueOnce({ default: () => null });
    (window as TableWindow).__loadPage = fromTable;
    const { loadPage } = await import('./routes');
    await expect(loadPage('/user/coupon')).rejects.toThrow('coupon-page.css');
    await expect(loadPage('/user/coupon')).resolves.toBeDefined();
    expect(fromTable).toHaveBeenCalledTimes(2);
  });
});
