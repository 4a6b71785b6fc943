// Development and demo builds only (src/main.tsx loads this behind a build-time constant): in the
// demo, the in-page mock starts first, so the app's first calls already reach it; then the call
// recorder joins the API client and the dev panel (and the demo's banner) mount in a root of
// their own beside the app's, sharing its QueryClient.
// They sit in a strip above the app, in the page's flow (not fixed over it): it pushes the app
// down by its height and scrolls away with the page, so neither the DEV button nor the banner
// ever covers the app's own header, buttons or rows.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { CallLog, recordCalls } from './call-log';
import { DevPanel } from './dev-panel';

export const DEMO_BANNER = '演示版：数据均为模拟，不会真实下单';

export async function startDevKit(queryClient: QueryClient): Promise<void> {
  const demo = import.meta.env.MODE === 'demo';
  if (demo) {
    const { startDemo } = await import('virtual:demo-mock');
    await startDemo();
  }
  const log = new CallLog();
  api.use(recordCalls(log));
  const host = document.createElement('div');
  host.id = 'dev-kit';
  host.className = 'app-dev-strip';
  document.body.prepend(host);
  createRoot(host).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <DevPanel log={log} demo={demo} />
        {demo && (
          <p className="app-demo-banner" role="note">
            {DEMO_BANNER}
          </p>
        )}
      </QueryClientProvider>
    </StrictMode>,
  );
}
