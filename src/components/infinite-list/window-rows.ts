// The pure part of the list's window virtualiser: row offsets from sizes, and which rows a
// viewport shows. Kept apart from React so it is unit-tested.

export interface RowRange {
  /** First row to render (inclusive). */
  start: number;
  /** Last row to render (exclusive). */
  end: number;
}

/** offsets[i] is row i's top inside the list; offsets[count] is the list's height. */
export function rowOffsets(count: number, sizeOf: (index: number) => number): number[] {
  const offsets = new Array<number>(count + 1);
  offsets[0] = 0;
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i] + sizeOf(i);
  return offsets;
}

/** The last row whose top is at or above `y` (binary search over ascending offsets). */
function rowAt(offsets: readonly number[], y: number): number {
  let lo = 0;
  let hi = offsets.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (offsets[mid] <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The rows to render for a viewport: those overlapping [top, top + height) in list coordinates
 * (scroll position minus the list's distance from the top of the page), plus `overscan` rows on
 * each side.
 */
export function visibleRows(
  offsets: readonly number[],
  top: number,
  height: number,
  overscan: number,
): RowRange {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, Math.max(0, top));
  const last = rowAt(offsets, Math.max(0, top + height));
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + 1 + overscan) };
}
