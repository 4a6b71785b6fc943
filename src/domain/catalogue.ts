// Pure rules of the catalogue screens (docs/product/screens.md, docs/product/entities.md, docs/product/limits.md): the category page's tab index, labels and
// links, the brand list's collapse, how a product's networks read, where an activity banner goes,
// and the activity list's paging. No React here, so all of it is unit-tested.
import { commodityHref } from './commodity-query';

/** type_id of the parts category: its entries open the parts mall (docs/product/screens.md). */
export const PART_TYPE_ID = 888;
/** A model id of -16 in the taxonomy tree is a brand's parts entry (docs/product/limits.md); its pcid is the /part id. */
export const PARTS_MODEL_ID = -16;
/** The taxonomy changes rarely: its calls stay fresh for a session's browsing (5 min). */
export const TAXONOMY_STALE_MS = 5 * 60_000;
/** docs/product/limits.md: the brand list shows 5 before "more". */
export const BRAND_PREVIEW = 5;
/** docs/product/limits.md: product row item width. */
export const ITEM_WIDTH = 160;
/** docs/product/overview.md: the page is 320 to 640 px wide. */
const PAGE_MIN = 320;
const PAGE_MAX = 640;

/**
 * Columns of a product grid on a viewport: as many 160 px items as fit beside each other (after
 * the grid's side padding, with gaps between), never fewer than two.
 */
export function gridColumns(viewportWidth: number, padding = 16, gap = 8): number {
  const width = Math.min(Math.max(viewportWidth, PAGE_MIN), PAGE_MAX) - padding;
  return Math.max(2, Math.floor((width + gap) / (ITEM_WIDTH + gap)));
}

/** docs/product/limits.md: activity page size. */
export const ACTIVITY_PAGE_SIZE = 8;

/** docs/product/limits.md: the label 手机 is shown as iPhone. */
export const categoryLabel = (typeName: string): string => (typeName.trim() === '手机' ? 'iPhone' : typeName);

/**
 * The 0-based category for /sort/:type (type is a 1-based tab index). Anything that is not a tab
 * number of this list (text, 0, past the end) shows the first tab instead of an empty page.
 */
export function sortTabIndex(param: string | undefined, count: number): number {
  if (count < 1 || param === undefined || !/^\d{1,6}$/.test(param)) return 0;
  const n = Number(param);
  return n >= 1 && n <= count ? n - 1 : 0;
}

/** The /sort path of a 0-based tab. */
export const sortPath = (index: number): string => `/sort/${index + 1}`;

export interface CatalogueLinkInput {
  typeId: number;
  brandId?: number;
  modelId?: number;
  /** The part category of a brand's parts entry (model -16). */
  pcid?: number;
  /** Shown as the list's heading (brand or model name). */
  name?: string;
}

/**
 * Where a category page entry goes (docs/product/screens.md): the parts mall (query id) when the first argument is
 * 888 (the entry's brand_id is then a part category), or a brand's parts entry (model -16, its
 * pcid); otherwise the commodity list with typeId, brandId and modelId.
 */
export function catalogueHref({ typeId, brandId, modelId, pcid, name }: CatalogueLinkInput): string {
  if (typeId === PART_TYPE_ID) return brandId === undefined ? '/part' : `/part?id=${brandId}`;
  if (modelId === PARTS_MODEL_ID) return pcid === undefined ? '/part' : `/part?id=${pcid}`;
  return commodityHref({ typeId, brandId, modelId, name, props: [] });
}

/** A phone's detail page, carrying the list's tracking id (sk) when there is one (docs/product/screens.md). */
export const detailHref = (productId: number, sk?: string): string =>
  sk ? `/commodityDetail/${productId}?sk=${encodeURIComponent(sk)}` : `/commodityDetail/${productId}`;

/** The brands to show: the first 5 while collapsed (docs/product/limits.md), and whether a toggle is needed. */
export function visibleBrands<T>(
  brands: readonly T[],
  expanded: boolean,
  limit = BRAND_PREVIEW,
): { shown: readonly T[]; toggle: 'more' | 'less' | null } {
  if (brands.length <= limit) return { shown: brands, toggle: null };
  return expanded ? { shown: brands, toggle: 'less' } : { shown: brands.slice(0, limit), toggle: 'more' };
}

/** netword_string is a comma list shown with slashes (docs/product/entities.md); full-width commas too. */
export function networkText(value: string | null | undefined): string {
  return (value ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .join('/');
}

/**
 * The next activity page (1-based), or undefined at the end: a page shorter than 8 (docs/product/limits.md), or
 * when everything list_count announced has been loaded.
 */
export function nextActivityPage(
  pages: readonly { list: readonly unknown[]; list_count: number }[],
  lastPageParam: number,
): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.list.length < ACTIVITY_PAGE_SIZE) return undefined;
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return loaded >= last.list_count ? undefined : lastPageParam + 1;
}
