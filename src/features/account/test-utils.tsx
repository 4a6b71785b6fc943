// Component-test helpers for the account screens: a fresh QueryClient per test, a router at the
// given URL, and a probe that shows where the page navigated to.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe } from './test/location-probe';

/** Renders `page` at `url` (matching `path`); any other path renders the location probe. */
export function renderPage(
  page: ReactElement,
  { url, path = url.split('?')[0] }: { url: string; path?: string },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// lib/toast loads antd-mobile's Toast on first use; loading it here keeps that out of the tests'
// waiting time, which on a busy machine could outlast a toast's 1000 ms on screen.
await import('antd-mobile/es/components/toast');

/** A toast's text (generous timeout: several test files share the machine). */
export const findToast = (text: string) => screen.findByText(text, undefined, { timeout: 8000 });
