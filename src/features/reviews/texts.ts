// The reviews screens' fixed texts: docs/product/errors.md where it gives them, else this feature's own.
export const COMMENT_OK = '评论成功';
export const REPLY_OK = '回复成功';
export const NO_COMMENTS = '暂时还没有留言哦～';
export const NO_REVIEWS = '还没有晒单，快来抢沙发吧';
export const ALL_BRANDS = '全部';
/** Path of the detail of one review. */
export const detailPath = (reviewId: number) => `/list-detail?review_id=${reviewId}`;
/** The related reviews of one product (/list/pro): docs/product/screens.md's query names. */
export const relatedPath = (productId: number, name?: string) =>
  `/list/pro?${new URLSearchParams({ productId: String(productId), ...(name ? { name } : {}) }).toString()}`;
export const productPath = (productId: number) => `/commodityDetail/${productId}`;
