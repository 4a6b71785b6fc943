// Tap-ahead: the moment a finger or a mouse goes down on an in-app link (and again on the click,
// for keyboards and synthetic clicks), the target's page code and first calls start
// (prepareRoute), so by the time the navigation renders, they are there or on their way.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { prepareRoute } from './routes';

/** The same-site path of the link an event started on, or undefined. */
function inAppHref(event: Event): string | undefined {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || (target.target && target.target !== '_self'))
    return undefined;
  const url = new URL(target.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname + url.search;
}

const EVENTS = ['touchstart', 'mousedown', 'click'] as const;

export function TapAhead() {
  const client = useQueryClient();
  useEffect(() => {
    const onTap = (event: Event) => {
      const href = inAppHref(event);
      if (href !== undefined) void prepareRoute(client, href);
    };
    // Capture: before the router's own click handler starts the navigation.
    for (const type of EVENTS) document.addEventListener(type, onTap, { capture: true, passive: true });
    return () => {
      for (const type of EVENTS) document.removeEventListener(type, onTap, { capture: true });
    };
  }, [client]);
  return null;
}
