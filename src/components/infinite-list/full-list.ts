import type { InfiniteListQuery } from './infinite-list';

/** A list that has no further pages (one call returns it all): its footer reads 已显示全部. */
export const FULL_LIST: InfiniteListQuery = {
  hasNextPage: false,
  isFetchingNextPage: false,
  fetchNextPage: () => undefined,
};
