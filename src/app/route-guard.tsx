import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { PageSkeleton } from '@/components/page-states/page-states';
import { setLocal } from '@/lib/local-store';
import { closeOverlays } from './close-overlays';
import { guardDecision } from './guard';
import { useScrollRestoration } from './scroll-restoration';
import { useLoggedIn } from '@/lib/use-session';

const UnionLogin = lazy(() => import('./union-login'));

/**
 * The route guard of docs/product/screens.md, carrying out guardDecision on every navigation: title, saved ref,
 * union login for a `token` query value (then the URL without it), the login redirect for auth
 * routes, the scroll position (top on a new page but /commodity, restored on back/forward) and
 * closing dialogs and loaders. An auth page is never
 * rendered for a visitor, and no page renders while a union login is in flight, so no call goes
 * out with the wrong session.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const decision = guardDecision({ pathname: location.pathname, search: location.search, loggedIn });
  // To the top on a new page, back to where the shopper was on back/forward.
  useScrollRestoration(decision.resetScroll);

  // Once per navigation (location.key changes even for the same URL).
  useEffect(() => {
    const d = guardDecision({ pathname: location.pathname, search: location.search, loggedIn: false });
    document.title = d.title;
    if (d.saveRef) setLocal('ref', d.saveRef);
    closeOverlays();
    // Pages of the old shop set window.onscroll for their lists; none survives a navigation.
    if (d.resetScroll) window.onscroll = null;
    // Only the location matters here: a login is not a navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const { unionLoginToken, cleanUrl, redirectTo } = decision;
  const unionLogin = unionLoginToken !== undefined && cleanUrl !== undefined;
  // Keyed on the location itself as well as the decision: a navigation that was still pending
  // (its page's code loading) when the next one came leaves the last committed decision equal to
  // the new one, and the new location must still be sent on. The location object is new for
  // every navigation, even where its key is not (a history entry pushed without React Router's
  // state has the key "default").
  useEffect(() => {
    if (unionLogin) return; // the union login replaces the URL itself
    if (redirectTo) navigate(redirectTo, { replace: true });
    else if (cleanUrl !== undefined) navigate(cleanUrl, { replace: true });
  }, [location, unionLogin, cleanUrl, redirectTo, navigate]);

  if (unionLogin)
    return (
      <Suspense fallback={<PageSkeleton />}>
        <UnionLogin token={unionLoginToken} cleanUrl={cleanUrl} />
      </Suspense>
    );
  if (unionLoginToken || redirectTo) return <PageSkeleton />;
  return children;
}
