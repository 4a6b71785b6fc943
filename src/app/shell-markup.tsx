// The markup of index.html's shell, rendered at build time (vite.config.ts, routeShell) from the
// app's own components, so the header and the bottom navigation that the first paint shows are the
// ones the app draws a moment later, in the same place: no second copy to drift, no layout jump.
// Build time only: nothing in the app imports this module.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { BottomNav } from '@/components/bottom-nav/bottom-nav';
import { PageFrame } from '@/components/page-header/page-header';

/** The page frame's header (back button, title, actions) with an empty title, filled in per route. */
export function frameMarkup(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PageFrame title="">{null}</PageFrame>
    </MemoryRouter>,
  );
}

/** The bottom navigation as it stands at `pathname` (its tab marked current). */
export function navMarkup(pathname: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <BottomNav />
    </MemoryRouter>,
  );
}
