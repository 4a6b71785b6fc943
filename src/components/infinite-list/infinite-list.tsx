// A window-scrolled list that loads pages as the user nears the bottom and renders only the rows
// near the viewport, so 2,000 loaded items keep the DOM small (DESIGN "Lists").
//
// Usage (the page owns the query and its first-load skeleton / error state):
//
//   const q = useInfiniteQuery({
//     queryKey: ['get', '/api/product/new_search_list', params],
//     queryFn: ({ pageParam, signal }) =>
//       ok(api.GET('/api/product/new_search_list', { params: { query: { ...params, page: pageParam } }, signal })),
//     initialPageParam: 1,
//     getNextPageParam: (last, all, param) => nextPageParam(last, all, param, (page) => page.data),
//   });
//   if (q.isPending) return <Skeleton ... />;
//   if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
//   <InfiniteList
//     query={q}
//     items={q.data.pages.flatMap((p) => p.data)}
//     getKey={(p) => p.product_id}
//     renderItem={(p) => <ProductCardView product={p} />}
//     estimateSize={300}          // one row's height in px, gap included
//     columns={2}                 // optional grid; default 1
//     empty={<p>没找到符合要求的机器</p>}
//   />
//
// useInfiniteQuery never fetches a page twice; this component asks for the next one only when
// shouldLoadMore says so (within 50 px of the bottom, more to come, nothing in flight). The
// footer reads 努力加载中 while more may come and 已显示全部 when the list is full; a failed next
// page offers a retry there. Calls that end a list with code -404 wrap their fetch in
// emptyOnListEnd (./load-more).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Key, type ReactNode } from 'react';
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { shouldLoadMore, toRows } from './load-more';
import './infinite-list.css';

/** What the list needs from a useInfiniteQuery result. */
export interface InfiniteListQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  isFetching?: boolean;
  fetchNextPage: () => unknown;
}

export interface InfiniteListProps<T> {
  items: readonly T[];
  getKey: (item: T, index: number) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  query: InfiniteListQuery;
  /** Estimated height of one row in px, gap included (rows are measured once rendered). */
  estimateSize: number;
  /** Items per row (a grid); default 1. */
  columns?: number;
  /** Space between rows and columns in px; default 8. */
  gap?: number;
  /** Shown instead of the rows when the list is full and has no item. */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
  className?: string;
  /** Rows rendered beyond the viewport on each side; default 4. */
  overscan?: number;
}

export const LOADING_TEXT = '努力加载中';
export const FULL_TEXT = '已显示全部';

/** A row that measures 0 (hidden, or no layout as in jsdom) keeps its estimate instead. */
const measureRow = (estimate: number) => (el: Element) => {
  const h = el.getBoundingClientRect().height;
  return h > 0 ? Math.round(h) : estimate;
};

export function InfiniteList<T>({
  items,
  getKey,
  renderItem,
  query,
  estimateSize,
  columns = 1,
  gap = 8,
  empty,
  label,
  className = '',
  overscan = 4,
}: InfiniteListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rows = toRows(items, columns);

  // The list's distance from the top of the page; content above it (banners, tabs) may move it.
  useLayoutEffect(() => {
    const measure = () => {
      const el = listRef.current;
      if (el) setScrollMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer: Virtualizer<Window, Element> = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin,
    getItemKey: (i) => getKey(rows[i][0], i * columns),
    measureElement: measureRow(estimateSize),
  });

  // Latest query state for the scroll listener, which is attached once.
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  });
  const check = useCallback(() => {
    const q = latest.current;
    if (q.isFetchNextPageError) return; // the footer offers a retry instead of looping
    const doc = document.documentElement;
    const state = {
      scrollTop: window.scrollY,
      viewportHeight: window.innerHeight,
      scrollHeight: doc.scrollHeight,
    };
    if (
      shouldLoadMore(state, {
        hasNextPage: q.hasNextPage,
        isFetching: q.isFetchingNextPage || !!q.isFetching,
      })
    ) {
      void q.fetchNextPage();
    }
  }, []);

  useEffect(() => {
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [check]);
  // A page that does not fill the screen cannot be scrolled: look again after each change.
  useEffect(check, [check, items.length, query.hasNextPage, query.isFetchingNextPage, query.isFetching]);

  const full = !query.hasNextPage;
  if (full && items.length === 0 && empty !== undefined) {
    return <div className={`infinite-list ${className}`}>{empty}</div>;
  }

  const virtualRows = virtualizer.getVirtualItems();
  return (
    <div className={`infinite-list ${className}`} ref={listRef}>
      <div
        className="infinite-list__body"
        role="list"
        aria-label={label}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualRows.map((v) => (
          <div
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            className="infinite-list__row"
            style={{
              transform: `translateY(${v.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: gap,
              paddingBottom: gap,
            }}
          >
            {rows[v.index].map((item, j) => (
              <div role="listitem" key={getKey(item, v.index * columns + j)} className="infinite-list__item">
                {renderItem(item, v.index * columns + j)}
              </div>
            ))}
          </div>
        ))}
      </div>
      <ListFooter query={query} full={full} />
    </div>
  );
}

function ListFooter({ query, full }: { query: InfiniteListQuery; full: boolean }) {
  if (query.isFetchNextPageError) {
    return (
      <p className="infinite-list__footer" role="status">
        加载失败，
        <button type="button" className="infinite-list__retry" onClick={() => void query.fetchNextPage()}>
          点击重试
        </button>
      </p>
    );
  }
  return (
    <p className="infinite-list__footer" role="status" aria-live="polite">
      {full ? FULL_TEXT : LOADING_TEXT}
    </p>
  );
}
