/** One page (1-based) of a list. */
export function page<T>(items: readonly T[], pageNo: number | undefined, size: number): T[] {
  const p = Math.max(1, pageNo ?? 1);
  return items.slice((p - 1) * size, p * size);
}
