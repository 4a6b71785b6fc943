import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { getLocal, setLocal } from '@/lib/local-store';
import { clearUserData, readUserData, saveUserData } from '@/lib/session';
import { createQueryClient } from './query-client';
import { RouteGuard } from './route-guard';

const { server } = mockServerForTests();

const TOKEN = '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b';

/** Every location a page was rendered for. */
const rendered: string[] = [];
function Content() {
  const { pathname, search } = useLocation();
  rendered.push(`${pathname}${search}`);
  return <p>页面内容</p>;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderAt(entry: string) {
  const client = createQueryClient({ navigate: vi.fn(), notify: vi.fn() });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <RouteGuard>
          <Routes>
            <Route path="*" element={<Content />} />
          </Routes>
        </RouteGuard>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

beforeEach(() => {
  rendered.length = 0;
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  clearUserData();
  localStorage.clear();
  document.title = '';
  window.onscroll = null;
  vi.restoreAllMocks();
});

describe('RouteGuard', () => {
  it('should set the page title and scroll to the top', async () => {
    window.onscroll = () => undefined;
    renderAt('/user/setting');
    await waitFor(() => expect(document.title).toBe('设置'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(window.onscroll).toBeNull();
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('should keep the scroll position and handler on the commodity list', async () => {
    const handler = () => undefined;
    window.onscroll = handler;
    renderAt('/commodity?typeId=1');
    await waitFor(() => expect(document.title).toBe('商品列表'));
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(window.onscroll).toBe(handler);
  });

  it('should send a visitor on an auth route to login with the full path, never showing the page', async () => {
    renderAt('/user/order?state=0');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fuser%2Forder%3Fstate%3D0'));
    expect(rendered.every((l) => l.startsWith('/login?'))).toBe(true); // the auth page never rendered
  });

  it('should let a logged-in user through an auth route', async () => {
    saveUserData({ userId: 10001, mobile: '13800138000', token: TOKEN });
    renderAt('/user/coupon/');
    await waitFor(() => expect(document.title).toBe('优惠券'));
    expect(where()).toBe('/user/coupon/');
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('should send a logged-in user on from login again after a newer visit replaced a redirect still loading', async () => {
    // The user page's code is still on its way when the shopper (or a test) opens the login
    // form again: that visit supersedes the pending redirect, and its own decision is the same.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const UserPage = lazy(async () => {
      await held;
      return { default: () => <p>我的页面</p> };
    });
    const client = createQueryClient({ navigate: vi.fn(), notify: vi.fn() });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/login?redirect=%2Fuser']}>
          <Suspense fallback={<p>加载中</p>}>
            <RouteGuard>
              <Routes>
                <Route path="/user" element={<UserPage />} />
                <Route path="*" element={<Content />} />
              </Routes>
            </RouteGuard>
          </Suspense>
          <Link to="/login?redirect=%2Fuser">去登录</Link>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    act(() => saveUserData({ userId: 10001, mobile: '13800138000', token: TOKEN }));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: '去登录' })));
    await act(async () => release());
    await waitFor(() => expect(screen.getByText('我的页面')).toBeInTheDocument());
    expect(where()).toBe('/user');
  });

  it('should save the ref query value', async () => {
    renderAt('/?ref=partner7');
    await waitFor(() => expect(getLocal('ref')).toBe('partner7'));
  });

  it('should log in with a token, keep the session in the cookie and take the token out of the URL', async () => {
    setLocal('addressData', {
      address_book_id: 1,
      address_name: '李雷',
      address_mobile_phone: '13900139000',
      address_state_id: 1,
      address_city_id: 2,
      address_county_id: 3,
      address_street: '某街 1 号',
      is_default: 0,
    });
    renderAt(`/user/coupon?token=${TOKEN}&ref=r1`);
    // The union login's code is imported on first use: seconds on a busy machine.
    await waitFor(() => expect(where()).toBe('/user/coupon?ref=r1'), { timeout: 8000 });
    // Nothing rendered while union login ran.
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.every((l) => l === '/user/coupon?ref=r1')).toBe(true);
    expect(readUserData()).toMatchObject({ userId: 10001, token: TOKEN });
    expect(document.cookie).toContain('userData=');
    expect(getLocal('addressData')).toBeUndefined();
    expect(getLocal('ref')).toBe('r1');
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('should drop a bad token and go on to login for an auth route', async () => {
    server.use(
      http.get('*/api/wifihome/union_login', () =>
        HttpResponse.json({ code: 0, msg: '登录凭证无效或已过期', data: null }),
      ),
    );
    renderAt('/user/order?token=bad&state=1');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fuser%2Forder%3Fstate%3D1'), {
      timeout: 8000,
    });
    expect(readUserData()).toBeUndefined();
  });
});
