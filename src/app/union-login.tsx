import { useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/navigate';
import { PageSkeleton } from '@/components/page-states/page-states';
import { useUnionLogin } from '@/calls/union-login';

/**
 * Trades a link's `token` for a session (the route guard's union login), then replaces the URL
 * with `cleanUrl` whatever the outcome; the page skeleton shows meanwhile. Loaded only when a URL
 * carries a token, so the mutation machinery stays out of the first load of '/'.
 */
export default function UnionLogin({ token, cleanUrl }: { token: string; cleanUrl: string }) {
  const navigate = useNavigate();
  const { mutate } = useUnionLogin();
  const inFlight = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (inFlight.current === token) return; // StrictMode runs effects twice
    inFlight.current = token;
    // Success or not, the token leaves the URL; the guard then runs again with the new state
    // (a failed token on an auth route goes on to login, without the token).
    mutate(token, {
      onSettled: () => {
        inFlight.current = undefined;
        navigate(cleanUrl, { replace: true });
      },
    });
  }, [token, cleanUrl, mutate, navigate]);
  return <PageSkeleton />;
}
