// The home nav bar's rules (docs/product/screens.md, docs/product/limits.md), kept pure for unit tests.
import { parseId } from '@/domain/prop-keyword';

/** At most this many tabs share the screen width; more scroll sideways (docs/product/screens.md). */
export const MAX_VISIBLE_TABS = 5;
export const RECOMMEND_TAB = '推荐';

/** The query parameter holding the selected category tab (its type_id); absent for 推荐. */
export const TAB_PARAM = 'tab';

/** The tab a `tab` query value names: a positive type_id, or undefined for 推荐. */
export const tabTypeId = (value: string | null): number | undefined => parseId(value);

/** docs/product/limits.md: the label 手机 is shown as iPhone. */
export const tabLabel = (name: string) => (name === '手机' ? 'iPhone' : name);

/** Each tab's width as a share of the screen: the tabs split it, at most five at a time. */
export const tabWidth = (count: number) => `${100 / Math.min(Math.max(count, 1), MAX_VISIBLE_TABS)}%`;
