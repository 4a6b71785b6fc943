import { useLocation } from 'react-router-dom';

/** Shows the current path and query, so a test can see where a page navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}
