// Navigation for code outside React (the QueryClient's global error handling): the router's
// navigate function, registered by <NavigationBridge/> inside the router.
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

let navigator: NavigateFunction | undefined;

/** Goes to a same-site path through the router, or by a page load before it is mounted. */
export function navigateTo(path: string): void {
  if (navigator) void navigator(path, { replace: true });
  else window.location.assign(path);
}

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator = navigate;
    return () => {
      if (navigator === navigate) navigator = undefined;
    };
  }, [navigate]);
  return null;
}
