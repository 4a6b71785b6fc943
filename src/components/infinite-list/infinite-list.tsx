// A window-scrolled list that loads pages as the user nears the bottom and renders only the rows
// near the viewport, so 2,000 loaded items keep the DOM small (docs/performance.md, "React's work after the data").
//
// Usage (the page owns the query and its first-load skeleton / error state):
//
//   const q = useSearchList(query);   // a paged call's hook from src/calls/
//   if (q.isPending) return <Skeleton ... />;
//   if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
//   <InfiniteList
//     query={q}
//     items={q.data.pages.flatMap((p) => p.data)}
//     getKey={(p) => p.product_id}
//     renderItem={(p) => <ProductCard product={p} to={detailHref(p.product_id)} />}
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
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Key,
  type ReactNode,
} from 'react';
import { shouldLoadMore, toRows } from './load-more';
import { rowOffsets, visibleRows, type RowRange } from './window-rows';
import './infinite-list.css';

/** What the list needs from a useInfiniteQuery result. */
export interface InfiniteListQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError?: boolean;
  isFetching?: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
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

const scrollY = () => (typeof window === 'undefined' ? 0 : window.scrollY);
const viewportHeight = () => (typeof window === 'undefined' ? 0 : window.innerHeight);
const sameRange = (a: RowRange, b: RowRange) => a.start === b.start && a.end === b.end;

/**
 * Measured row heights of the lists of recent history entries. A list drawn again on back starts
 * from them instead of estimates, so every row is where it was when the scroll position is
 * restored (with estimates the rows above it moved by their error, tens of px).
 */
const rowSizeMemory = new Map<string, ReadonlyMap<string, number>>();
const REMEMBERED_LISTS = 20;

/**
 * This list on this history entry: BrowserRouter keeps the entry's key in history.state, except on
 * the session's first entry, which its location calls 'default'.
 */
function listMemoryKey(label: string | undefined, columns: number): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const key = (window.history.state as { key?: unknown } | null)?.key;
  const entry = typeof key === 'string' ? key : 'default';
  return `${entry}|${label ?? ''}|${columns}|${window.innerWidth}`;
}

function rememberRowSizes(key: string, sizes: ReadonlyMap<string, number>): void {
  rowSizeMemory.delete(key);
  rowSizeMemory.set(key, sizes);
  if (rowSizeMemory.size > REMEMBERED_LISTS) rowSizeMemory.delete(rowSizeMemory.keys().next().value!);
}

/**
 * The window virtualiser: rows start at `estimateSize` (or the heights this list had on this
 * history entry) and take their measured height once rendered. The rows in the window are laid
 * out in the page's flow between two spacers (the rows above and below it, at their measured or
 * estimated heights), so a row's real height places the rows after it, and a measurement moves
 * nothing on screen: it only feeds the window's next computation, which therefore waits for no
 * frame and goes as a transition (yielding to the browser). Measuring goes through a
 * ResizeObserver, which reports after the browser's own layout, so rendering never forces a
 * synchronous layout. Until the first measurement (the list's place on the page still unknown)
 * the window holds only the rows a screen can show, no overscan: the first load lays out no row
 * it does not show (docs/performance.md, "React's work after the data").
 */
function useWindowRows(
  rowKeys: readonly string[],
  estimateSize: number,
  overscan: number,
  afterLayout: () => void,
  memoryKey: string | undefined,
) {
  const listRef = useRef<HTMLDivElement>(null);
  /** Measured heights by row key, as text (the DOM's data-key); kept when rows before it change. */
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(
    () => (memoryKey && rowSizeMemory.get(memoryKey)) || new Map(),
  );
  useEffect(() => {
    if (memoryKey) rememberRowSizes(memoryKey, sizes);
  }, [memoryKey, sizes]);
  // The list's distance from the top of the page (content above it may move it; unknown until
  // the first measurement, and taken as 0 where nothing will measure it), and the window.
  const [margin, setMargin] = useState<number | undefined>(() =>
    typeof ResizeObserver === 'undefined' ? 0 : undefined,
  );
  const [view, setView] = useState(() => ({ top: scrollY(), height: viewportHeight() }));

  const offsets = useMemo(
    () => rowOffsets(rowKeys.length, (i) => sizes.get(rowKeys[i]) ?? estimateSize),
    [rowKeys, estimateSize, sizes],
  );
  const range = visibleRows(
    offsets,
    view.top - (margin ?? 0),
    view.height,
    margin === undefined ? 0 : overscan,
  );

  // Latest layout for the listeners, which are attached once.
  const latest = useRef({ offsets, margin, range, sizes, afterLayout });
  useLayoutEffect(() => {
    latest.current = { offsets, margin, range, sizes, afterLayout };
  });

  const onScroll = useCallback(() => {
    const { offsets: o, margin: m, range: r } = latest.current;
    const next = { top: scrollY(), height: viewportHeight() };
    // Re-render only when other rows come into view.
    if (!sameRange(visibleRows(o, next.top - (m ?? 0), next.height, overscan), r)) setView(next);
  }, [overscan, setView]);

  // One observer for the rows (their heights) and the page body (the list's position).
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const known = latest.current.sizes;
      const changed: [string, number][] = [];
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const key = el.dataset.key;
        const height = Math.round(entry.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height);
        // A hidden row (height 0) keeps its last size.
        if (key !== undefined && height > 0 && known.get(key) !== height) changed.push([key, height]);
      }
      const list = listRef.current;
      // Layout is fresh inside the observer's callback, so this read costs nothing.
      const top = list ? Math.round(list.getBoundingClientRect().top + window.scrollY) : 0;
      // The rows on screen are in place already (they are in the page's flow): the window follows
      // the heights and the list's position in a transition, which yields to the browser.
      if (changed.length > 0 || top !== latest.current.margin) {
        startTransition(() => {
          if (changed.length > 0) setSizes((prev) => new Map([...prev, ...changed]));
          setMargin(top);
          setView((v) => {
            const next = { top: scrollY(), height: viewportHeight() };
            return v.top === next.top && v.height === next.height ? v : next;
          });
        });
      }
      latest.current.afterLayout();
    });
    ro.observe(document.body);
    observer.current = ro;
    listRef.current?.querySelectorAll<HTMLElement>('[data-key]').forEach((el) => ro.observe(el));
    return () => {
      ro.disconnect();
      observer.current = null;
    };
  }, []);

  /** Ref of a rendered row: observed while it is in the DOM. */
  const measureRow = useCallback((el: HTMLElement | null) => {
    if (!el) return;
    observer.current?.observe(el);
    return () => observer.current?.unobserve(el);
  }, []);

  return { listRef, offsets, range, onScroll, measureRow };
}

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
  const rows = useMemo(() => toRows(items, columns), [items, columns]);
  const rowKeys = useMemo(
    () => rows.map((row, i) => String(getKey(row[0], i * columns))),
    [rows, getKey, columns],
  );
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
      // Two scroll events can come before React re-renders with isFetchingNextPage: without
      // cancelRefetch: false the second call would cancel the first and ask for the page again.
      void q.fetchNextPage({ cancelRefetch: false });
    }
  }, []);
  // The history entry this list is drawn for, read on every render: a filter on the page gives
  // the same list new items on a new entry, and its heights belong to that one.
  const memoryKey = listMemoryKey(label, columns);
  const { listRef, offsets, range, onScroll, measureRow } = useWindowRows(
    rowKeys,
    estimateSize,
    overscan,
    check,
    memoryKey,
  );

  useEffect(() => {
    const onEvent = () => {
      onScroll();
      check();
    };
    window.addEventListener('scroll', onEvent, { passive: true });
    window.addEventListener('resize', onEvent);
    return () => {
      window.removeEventListener('scroll', onEvent);
      window.removeEventListener('resize', onEvent);
    };
  }, [check, onScroll]);
  // A page that does not fill the screen cannot be scrolled: look again after each change. Reading
  // the page's height right after a render would force a layout; where the browser has a
  // ResizeObserver, the list looks after the next frame instead (and after every resize).
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return check();
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(check);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [check, items.length, query.hasNextPage, query.isFetchingNextPage, query.isFetching]);

  const full = !query.hasNextPage;
  if (full && items.length === 0 && empty !== undefined) {
    return <div className={`infinite-list ${className}`}>{empty}</div>;
  }

  const shown: number[] = [];
  for (let i = range.start; i < range.end; i++) shown.push(i);
  return (
    <div className={`infinite-list ${className}`} ref={listRef}>
      <div
        className="infinite-list__body"
        role="list"
        aria-label={label}
        style={{
          paddingTop: offsets[range.start],
          paddingBottom: offsets[rows.length] - offsets[range.end],
        }}
      >
        {shown.map((index) => (
          <div
            key={rowKeys[index]}
            data-key={rowKeys[index]}
            ref={measureRow}
            className="infinite-list__row"
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: gap,
              paddingBottom: gap,
            }}
          >
            {rows[index].map((item, j) => (
              <div role="listitem" key={getKey(item, index * columns + j)} className="infinite-list__item">
                <ListCell item={item} index={index * columns + j} render={renderItem} />
              </div>
            ))}
          </div>
        ))}
      </div>
      <ListFooter query={query} full={full} />
    </div>
  );
}

/**
 * One item's content. The list draws again when its rows are measured or scrolled (sizes, offsets,
 * the rows in view), with the same items and the same renderItem: those items keep what they drew
 * instead of drawing every card again (on the first load that redraw ran in the frame's layout, a
 * long task on a phone, docs/performance.md). A page that draws again passes a new renderItem, and
 * every item follows.
 */
const ListCell = memo(function ListCell<T>({
  item,
  index,
  render,
}: {
  item: T;
  index: number;
  render: (item: T, index: number) => ReactNode;
}) {
  return render(item, index);
}) as <T>(props: { item: T; index: number; render: (item: T, index: number) => ReactNode }) => ReactNode;

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
