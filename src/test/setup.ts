// Vitest setup for component tests (jsdom): the antd-mobile React 19 shim, so Toast and Dialog
// render, jest-dom's matchers (toBeInTheDocument, toBeDisabled, ...), and a clean DOM after each test.
import { afterEach, beforeAll, expect } from 'vitest';
import { cleanup, configure, waitFor } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

if (typeof document !== 'undefined') await import('@/lib/antd-react19');

// findBy and waitFor wait up to 5 s (Testing Library's default is 1 s): three workers share the two
// cores, and a page whose code another worker's imports delay renders late, not wrongly. A
// broken page still fails, 4 s later.
configure({ asyncUtilTimeout: 5000 });

// The files of a worker share one jsdom (vitest.config.ts: isolate false): each file starts with
// empty storage, as it did with a jsdom of its own.
beforeAll(async () => {
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  // The scroll positions of history entries live in memory too; the first entry of every
  // MemoryRouter has the same key ("default").
  const { forgetScrollPositions } = await import('@/app/scroll-restoration');
  forgetScrollPositions();
});

afterEach(async () => {
  cleanup();
  // A toast lives outside the test's container, and is a live region (src/lib/toast-text.tsx):
  // left on screen, the next test's getByRole('alert') would find it too.
  if (typeof document === 'undefined' || !document.querySelector('.adm-toast-mask')) return;
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  Toast.clear();
  await waitFor(() => expect(document.querySelector('.adm-toast-mask')).toBeNull());
});
