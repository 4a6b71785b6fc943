// The catalogue's fixed texts. docs/product/errors.md gives the list ones; the others fill places docs/product leaves silent.

/** docs/product/errors.md: a phone list found nothing. */
export const NOTHING_FOUND = '没找到符合要求的机器';
/** Heading of the hot sellers shown with NOTHING_FOUND. */
export const HOT_SELLERS = '热销推荐';
/** /new-today with nothing listed today (docs/product names none). */
export const NO_NEW_TODAY = '今日暂无上新';
/** /activity-list for a category without activities (docs/product names none). */
export const NO_ACTIVITY = '暂无活动';
/** /check-video without videos (docs/product names none). */
export const NO_VIDEO = '暂无视频';
/** A review video that could not be played (docs/product names none). */
export const VIDEO_FAILED = '视频加载失败，请稍后重试';
