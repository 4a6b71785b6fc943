import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { FULL_TEXT, InfiniteList, LOADING_TEXT, type InfiniteListQuery } from './infinite-list';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `商品 ${i + 1}` }));

function renderList(n: number, query: Partial<InfiniteListQuery> = {}, columns = 2) {
  const q: InfiniteListQuery = {
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...query,
  };
  const view = render(
    <InfiniteList
      label="商品"
      items={items(n)}
      query={q}
      columns={columns}
      estimateSize={280}
      getKey={(i) => i.id}
      renderItem={(i) => <article aria-label={i.name}>{i.name}</article>}
      empty={<p>没找到符合要求的机器</p>}
    />,
  );
  return { ...view, query: q };
}

/**
 * The list's height as its styles make it: the spacers for the rows out of the window plus the
 * rows in it at `rowHeight` (jsdom lays nothing out).
 */
function listHeight(rowHeight: number): number {
  const body = screen.getByRole('list', { name: '商品' });
  const rows = body.querySelectorAll('[data-key]').length;
  return parseFloat(body.style.paddingTop) + rows * rowHeight + parseFloat(body.style.paddingBottom);
}

/** jsdom has no layout: give the page a height so the list is not "at the bottom" already. */
function pageHeight(height: number) {
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(height);
}

// The window virtualiser may adjust the scroll position, which jsdom does not implement.
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

/**
 * Rows report their height as a browser's ResizeObserver would (jsdom has none): `measure(h)` gives
 * every observed row the height h.
 */
function fakeResizeObserver() {
  const rows = new Set<Element>();
  let report: ResizeObserverCallback = () => undefined;
  class FakeResizeObserver {
    constructor(callback: ResizeObserverCallback) {
      report = callback;
    }
    observe(el: Element) {
      if (el instanceof HTMLElement && el.dataset.key !== undefined) rows.add(el);
    }
    unobserve(el: Element) {
      rows.delete(el);
    }
    disconnect() {
      rows.clear();
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return (height: number) =>
    act(() =>
      report(
        [...rows].map(
          (target) => ({ target, borderBoxSize: [{ blockSize: height }] }) as unknown as ResizeObserverEntry,
        ),
        {} as ResizeObserver,
      ),
    );
}

describe('InfiniteList', () => {
  it('should keep the DOM bounded with 2,000 items loaded', () => {
    pageHeight(280_000);
    renderList(2000, { hasNextPage: false });
    const rendered = screen.getAllByRole('article').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(document.querySelectorAll('*').length).toBeLessThan(300);
    // The rows out of the window keep their room.
    expect(listHeight(280)).toBe(1000 * 280);
  });

  it('should render the rows near the viewport after scrolling', async () => {
    pageHeight(280_000);
    renderList(2000, { hasNextPage: false });
    act(() => {
      window.scrollY = 280 * 500;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('article', { name: '商品 1001' })).toBeInTheDocument();
    const names = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(names).toContain('商品 1001');
    expect(names).not.toContain('商品 1');
    expect(names.length).toBeLessThan(40);
  });

  it('should ask for the next page only within 50 px of the bottom', () => {
    pageHeight(10_000);
    const { query } = renderList(20);
    expect(query.fetchNextPage).not.toHaveBeenCalled();
    window.scrollY = 10_000 - window.innerHeight - 51;
    window.dispatchEvent(new Event('scroll'));
    expect(query.fetchNextPage).not.toHaveBeenCalled();
    window.scrollY = 10_000 - window.innerHeight - 50;
    window.dispatchEvent(new Event('scroll'));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('should ask a real infinite query for page 2 once when two scroll events come before a render', async () => {
    pageHeight(10_000);
    const asked: number[] = [];
    function List() {
      const q = useInfiniteQuery({
        queryKey: ['pages'],
        queryFn: async ({ pageParam }) => {
          asked.push(pageParam);
          await new Promise((r) => setTimeout(r, 20));
          return items(20).map((i) => ({ ...i, id: i.id + (pageParam - 1) * 20 }));
        },
        initialPageParam: 1,
        getNextPageParam: (_last, all) => (all.length < 3 ? all.length + 1 : undefined),
      });
      return (
        <InfiniteList
          label="商品"
          items={q.data?.pages.flat() ?? []}
          query={q}
          estimateSize={280}
          getKey={(i) => i.id}
          renderItem={(i) => <article aria-label={i.name}>{i.name}</article>}
        />
      );
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <List />
      </QueryClientProvider>,
    );
    await screen.findByRole('article', { name: '商品 1' });
    window.scrollY = 10_000 - window.innerHeight;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    // Still at the bottom after each page, so it goes on to the end, each page asked once.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(FULL_TEXT));
    expect(asked).toEqual([1, 2, 3]);
  });

  it('should not ask again while a page is loading, and say so', () => {
    pageHeight(100);
    const { query } = renderList(4, { isFetchingNextPage: true });
    window.dispatchEvent(new Event('scroll'));
    expect(query.fetchNextPage).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(LOADING_TEXT);
  });

  it('should fill a short screen by itself', () => {
    pageHeight(100);
    const { query } = renderList(4);
    expect(query.fetchNextPage).toHaveBeenCalled();
  });

  it('should say when everything is shown', () => {
    renderList(4, { hasNextPage: false });
    expect(screen.getByRole('status').textContent).toBe(FULL_TEXT);
  });

  it('should show the empty text for a full list without items', () => {
    renderList(0, { hasNextPage: false });
    expect(screen.getByText('没找到符合要求的机器')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('should offer a retry when the next page failed, instead of asking again by itself', () => {
    pageHeight(100);
    const { query } = renderList(4, { isFetchNextPageError: true });
    expect(query.fetchNextPage).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: '点击重试' }).click());
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('should draw a list again on back with the heights it had on that history entry, after a new query on its page too', () => {
    pageHeight(100_000);
    const measure = fakeResizeObserver();
    onTestFinished(() => window.history.replaceState(null, ''));
    const q: InfiniteListQuery = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() };
    const list = (from: number) => (
      <InfiniteList
        label="商品"
        items={items(from + 5).slice(from)}
        query={q}
        estimateSize={280}
        getKey={(i) => i.id}
        renderItem={(i) => <article aria-label={i.name}>{i.name}</article>}
      />
    );
    // Five rows of 200 px measured, against 280 estimated: the bottom spacer shows which were used.
    const height = () => listHeight(200);

    window.history.replaceState({ key: 'unfiltered' }, '');
    const first = render(list(0));
    measure(200);
    // A filter: the page's same list shows other items, on a new history entry.
    window.history.pushState({ key: 'filtered' }, '');
    first.rerender(list(5));
    measure(200);
    expect(height()).toBe(5 * 200);
    first.unmount();

    // Back from an item to the filtered list: its rows are where they were, not at estimates.
    render(list(5));
    expect(height()).toBe(5 * 200);
  });

  it('should not draw its items again when it only measures its rows', () => {
    pageHeight(100_000);
    const measure = fakeResizeObserver();
    const renderItem = vi.fn((i: { id: number; name: string }) => (
      <article aria-label={i.name}>{i.name}</article>
    ));
    const q: InfiniteListQuery = { hasNextPage: false, isFetchingNextPage: false, fetchNextPage: vi.fn() };
    render(
      <InfiniteList
        label="商品"
        items={items(5)}
        query={q}
        estimateSize={280}
        getKey={(i) => i.id}
        renderItem={renderItem}
      />,
    );
    // Before any measurement: the rows a 768 px screen shows at the estimate (280 px), no more.
    expect(renderItem).toHaveBeenCalledTimes(3);
    measure(200);
    // The list drew again (its window took the measured heights and its overscan): the two rows
    // it adds drew their items, the three it had did not draw theirs again.
    expect(listHeight(200)).toBe(5 * 200);
    expect(renderItem).toHaveBeenCalledTimes(5);
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });
});
