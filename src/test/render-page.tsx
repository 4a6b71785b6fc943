/* eslint-disable react-refresh/only-export-components -- test helpers, never hot-reloaded */
// Component-test helpers shared by the feature tests: a fresh QueryClient per test with the app's
// error policy (so a page test sees the toasts and login redirects a user sees), a router at the
// given URL, a probe that shows where the page navigated to, the development user's session and
// finding a toast.
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavigationBridge } from '@/app/navigation';
import { createQueryClient } from '@/app/query-client';
import { saveUserData } from '@/lib/session';

// The memory router's location, the login redirect's way back (the browser's stays at '/').
let testLocation = '/';
function TrackLocation() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    testLocation = pathname + search;
  }, [pathname, search]);
  return null;
}

/** The app's QueryClient (error policy, retries), with retries immediate so tests do not wait. */
export function testQueryClient() {
  const client = createQueryClient({ currentPath: () => testLocation });
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

/** The app's providers around a test's routes: the QueryClient and the router at `url` (with `state`). */
export function TestApp({ url, state, children }: { url: string; state?: unknown; children: ReactNode }) {
  const [client] = useState(testQueryClient);
  const [pathname, search = ''] = url.split(/(?=\?)/);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname, search, state }]}>
        <NavigationBridge />
        <TrackLocation />
        {children}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Shows the current path and query, so a test can see where a page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `page` at `url` (matching `path`); any other path renders the location probe. */
export function renderPage(
  page: ReactElement,
  { url, path = url.split('?')[0] }: { url: string; path?: string },
) {
  return render(
    <TestApp url={url}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </TestApp>,
  );
}

/** Logs in as the mock's development user (docs/mock.md: userId 10001). */
export const DEV_USER = {
  userId: 10001,
  mobile: '13800138000',
  token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b',
  nickName: '机友_8000',
} as const;
export const loginDevUser = () => saveUserData(DEV_USER);

// lib/toast loads antd-mobile's Toast on first use; loading it here keeps that out of the tests'
// waiting time, which on a busy machine could outlast a toast's 1000 ms on screen.
await import('antd-mobile/es/components/toast');

/** A toast's text (generous timeout: several test files share the machine). */
export const findToast = (text: string) => screen.findByText(text, undefined, { timeout: 8000 });
