import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, NavigationType, useLocation, type NavigateFunction } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { scrollAction, useScrollRestoration } from './scroll-restoration';

const { Pop, Push, Replace } = NavigationType;

describe('scrollAction', () => {
  it('should restore the saved position on back and forward', () => {
    expect(scrollAction(Pop, 1200, true)).toEqual({ kind: 'restore', y: 1200 });
    // The commodity list too, which a new navigation leaves alone.
    expect(scrollAction(Pop, 800, false)).toEqual({ kind: 'restore', y: 800 });
  });

  it('should start a new page at the top, except where the guard keeps the position', () => {
    expect(scrollAction(Push, 1200, true)).toEqual({ kind: 'top' });
    expect(scrollAction(Replace, 1200, true)).toEqual({ kind: 'top' });
    expect(scrollAction(Push, undefined, false)).toEqual({ kind: 'keep' });
  });

  it('should take a back to an entry left at the top to the top, on the commodity list too', () => {
    expect(scrollAction(Pop, 0, true)).toEqual({ kind: 'top' });
    expect(scrollAction(Pop, 0, false)).toEqual({ kind: 'top' });
  });

  it('should treat a back to an entry without a saved position as a new page', () => {
    expect(scrollAction(Pop, undefined, true)).toEqual({ kind: 'top' });
    expect(scrollAction(Pop, undefined, false)).toEqual({ kind: 'keep' });
  });
});

describe('useScrollRestoration', () => {
  let navigate: NavigateFunction;
  function Shell() {
    // The commodity list's decision: a new navigation keeps the position.
    useScrollRestoration(false);
    navigate = useNavigate();
    const { pathname, search } = useLocation();
    return <output aria-label="where">{pathname + search}</output>;
  }
  const where = () => screen.getByRole('status', { name: 'where' }).textContent;
  const scrollBy = (y: number) => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  };

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.scrollY = 0;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.scrollY = 0;
  });

  it('should take a back to an entry left without a scroll of its own to where it stood, not where the next one was', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/commodity', search: '?typeId=1', key: 'unscrolled' }]}>
        <Shell />
      </MemoryRouter>,
    );
    // Left at the top for a sorted list, which the shopper scrolls down.
    act(() => void navigate('/commodity?typeId=1&sortStatus=asc'));
    act(() => scrollBy(900));
    vi.mocked(window.scrollTo).mockClear();

    act(() => void navigate(-1));
    expect(where()).toBe('/commodity?typeId=1');
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
