// The detail page's texts: docs/product/overview.md's promise line and services, docs/product/errors.md's toasts.
export const PROMISES = ['官方自营', '正品保障', '7天退货', '1年质保'] as const;
export const CLEANING_NOTE = '免费整机清洁服务';
export const ADDED = '加入成功';
export const FAVORITE_ADDED = '收藏成功';
export const FAVORITE_REMOVED = '取消成功';
export const IN_CART = '已加入购物车';
export const SECTIONS = [
  { id: 'pd-goods', label: '商品' },
  { id: 'pd-check', label: '质检' },
  { id: 'pd-photos', label: '实拍' },
  { id: 'pd-reviews', label: '评价' },
] as const;
/** docs/product/limits.md: the section tabs' scroll offset (their own height) and the delay before they follow. */
export const TABS_OFFSET = 43;
export const FOLLOW_DELAY_MS = 500;
