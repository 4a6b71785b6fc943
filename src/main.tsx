// The shop's theme, which is also antd-mobile's global stylesheet (its variables in the shop's
// colours) for the components of the lazy pages.
import './app/theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { nextTask, startEarly } from './app/early-start';
import { NavigationBridge, prepareEveryNavigation } from './app/navigation';
import { createQueryClient } from './app/query-client';
import { RouteGuard } from './app/route-guard';
import { AppRoutes } from './app/router';
import { closeEarlyReads } from './lib/early-responses';
import { isLoggedIn } from './lib/session';
import './app/global.css';

// As antd-mobile's global module does: makes `:active` work on buttons and links in mobile Safari.
document.addEventListener('touchstart', () => {}, true);

closeEarlyReads();
const queryClient = createQueryClient();
prepareEveryNavigation(queryClient);

// The dev panel (and, in the demo build, the in-page mock) in development and demo builds only:
// the condition is a build-time constant, so the production build drops the branch and every
// module behind it (checked by scripts/check-prod-bundle.ts).
const devKit =
  import.meta.env.DEV || import.meta.env.MODE === 'demo'
    ? import('./app/dev-kit/start-dev-kit').then((m) => m.startDevKit(queryClient))
    : undefined;

// The first page's code and calls start before React renders, side by side, and the first render
// draws the page with its data (index.html shows a plain skeleton until then). As a transition,
// that render yields to the browser every few milliseconds instead of holding it in one long task.
// They start in a task after this module's (index.html's early reads have sent the calls already):
// evaluating the app's code and starting the page in one task was long enough to block on a phone
// (docs/performance.md, "How Lighthouse counts a task").
void (devKit ?? nextTask())
  .then(() => startEarly(queryClient, window.location, isLoggedIn()))
  .then(() =>
    startTransition(() =>
      createRoot(document.getElementById('root')!).render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <NavigationBridge />
              <RouteGuard>
                <AppRoutes />
              </RouteGuard>
            </BrowserRouter>
          </QueryClientProvider>
        </StrictMode>,
      ),
    ),
  );
