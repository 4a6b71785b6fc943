import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { Link } from './link';

function Where() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="where">
      {`${location.pathname}${location.search}${location.hash} ${type} ${JSON.stringify(location.state ?? null)}`}
    </p>
  );
}

function renderAt(path: string, link: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {link}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByTestId('where').textContent;
}

describe('Link', () => {
  it('should point at the path and push it on a plain click, with its state', () => {
    const where = renderAt(
      '/list/',
      <Link to="/commodityDetail/10001?from=list#top" state={{ from: 'list' }}>
        iPhone 13
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'iPhone 13' });
    expect(link.getAttribute('href')).toBe('/commodityDetail/10001?from=list#top');
    fireEvent.click(link);
    expect(where()).toBe('/commodityDetail/10001?from=list#top PUSH {"from":"list"}');
  });

  it('should replace the entry for a link to where the shopper is, or when asked to', () => {
    const where = renderAt(
      '/list/',
      <>
        <Link to="/list/">评测</Link>
        <Link to="/part" replace>
          配件
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '评测' }));
    expect(where()).toBe('/list/ REPLACE null');
    fireEvent.click(screen.getByRole('link', { name: '配件' }));
    expect(where()).toBe('/part REPLACE null');
  });

  it('should take an object target', () => {
    const where = renderAt('/', <Link to={{ pathname: '/commodity', search: '?brand_id=1' }}>苹果</Link>);
    expect(screen.getByRole('link', { name: '苹果' }).getAttribute('href')).toBe('/commodity?brand_id=1');
    fireEvent.click(screen.getByRole('link', { name: '苹果' }));
    expect(where()).toBe('/commodity?brand_id=1 PUSH null');
  });

  it('should leave modified clicks, other buttons and other targets to the browser', () => {
    const where = renderAt(
      '/',
      <>
        <Link to="/part">配件</Link>
        <Link to="/download" target="_blank">
          下载
        </Link>
      </>,
    );
    // What reached the document with its default intact (then stopped: jsdom cannot open pages).
    const leftToBrowser: boolean[] = [];
    const record = (e: Event) => {
      leftToBrowser.push(!e.defaultPrevented);
      e.preventDefault();
    };
    document.addEventListener('click', record);
    onTestFinished(() => document.removeEventListener('click', record));
    const part = screen.getByRole('link', { name: '配件' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      fireEvent.click(part, init);
    fireEvent.click(screen.getByRole('link', { name: '下载' }));
    expect(leftToBrowser).toEqual([true, true, true, true, true, true]);
    expect(where()).toBe('/ POP null');
  });

  it('should not navigate when its onClick prevented the default', () => {
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault());
    const where = renderAt(
      '/',
      <Link to="/part" onClick={onClick}>
        配件
      </Link>,
    );
    // Prevented by its own handler: the document sees no navigation either.
    expect(fireEvent.click(screen.getByRole('link', { name: '配件' }))).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/ POP null');
  });
});
