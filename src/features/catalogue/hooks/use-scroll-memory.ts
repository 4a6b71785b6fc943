import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const keyOf = (locationKey: string) => `scroll:${locationKey}`;

function read(key: string): number {
  try {
    return Number(sessionStorage.getItem(key)) || 0;
  } catch {
    return 0; // storage unavailable (private mode, some in-app browsers)
  }
}

function write(key: string, y: number): void {
  try {
    sessionStorage.setItem(key, String(Math.round(y)));
  } catch {
    // Not kept: coming back starts at the top, as on any other page.
  }
}

/**
 * The commodity list keeps its place (SPEC 2: the guard leaves its scroll alone): the position is
 * remembered per history entry and restored on back/forward once the list has rendered again.
 */
export function useScrollMemory(ready: boolean): void {
  const { key } = useLocation();
  const navigation = useNavigationType();

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        write(keyOf(key), window.scrollY);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [key]);

  useEffect(() => {
    if (!ready || navigation !== 'POP') return;
    const y = read(keyOf(key));
    if (y > 0) window.scrollTo(0, y);
  }, [ready, key, navigation]);
}
