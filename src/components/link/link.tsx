// The shop's in-app link: an anchor whose plain click moves the router's history; modifier keys,
// other targets and other buttons are left to the browser, as react-router's <Link> does.
// react-router's <Link> resolves its target against the route tree on every render (twice: the
// href and the click handler, each with a JSON copy of the matched routes) and registers a layout
// effect per link for its navigate function; a list of cards paid that for every card in the first
// render (docs/performance.md, "How Lighthouse counts a task"). The shop's targets are site paths
// (absolute), so the href is the path itself and the click pushes it on the router's history. The
// shop prepares a page on the touch instead of react-router's prefetching (src/app/tap-ahead.tsx).
import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import {
  createPath,
  parsePath,
  resolvePath,
  UNSAFE_NavigationContext,
  type Path,
  type To,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one (by default: only for the current location). */
  replace?: boolean;
  /** History state for the next location. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A click the app handles: the main button, no modifier key, the link opening in this tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/**
 * `to` as a full path: a site path as it is; a relative one (the shop writes none) against the
 * current URL's path, as an anchor's href would be.
 */
function pathOf(to: To): Path {
  const parsed = typeof to === 'string' ? parsePath(to) : to;
  const from = typeof window === 'undefined' ? '/' : window.location.pathname;
  return resolvePath(parsed, parsed.pathname?.startsWith('/') ? '/' : from);
}

export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const path = pathOf(to);
  const href = navigator.createHref(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    // The router's history knows its location (a memory history's is not the window's); a link to
    // where the shopper already is replaces the entry, as react-router's does.
    const here = (navigator as { location?: Path }).location ?? window.location;
    const same =
      createPath({ pathname: here.pathname, search: here.search, hash: here.hash }) === createPath(path);
    if (replace ?? same) navigator.replace(path, state);
    else navigator.push(path, state);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}
