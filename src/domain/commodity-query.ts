// The /commodity list state lives in the URL (docs/product/screens.md: query typeId, brandId, modelId, price, name,
// sortStatus), plus the selected property filters, so back/forward and reload keep the filters.
// This module is the one mapping between that state, URLSearchParams and the new_search_list
// parameters (docs/product/calls.md). Parsing is forgiving (links and hand-edited URLs): a bad value is dropped,
// never thrown on.
import type { operations } from '@/api/schema';
import { presetToPriceV2 } from './price-range';
import {
  buildPropKeyword,
  MODEL_PNID,
  normalizeProps,
  parseId,
  parsePropKeyword,
  toggleProp,
  type PropFilter,
} from './prop-keyword';

export type PriceSort = 'asc' | 'desc';

export interface CommodityQuery {
  typeId?: number;
  brandId?: number;
  /** The chosen model; also sent as '5:<modelId>' at the head of prop_keyword. */
  modelId?: number;
  /** Canonical price_v2 ('1000-2000', '5000-99999'). */
  price?: string;
  /** Display name for the header (brand, model or activity), not sent to the API. */
  name?: string;
  /** Price sort; absent means the server's default order. */
  sortStatus?: PriceSort;
  /** Selected property filters other than the model: one per group, ascending pnid. */
  props: readonly PropFilter[];
}

/** URL key of the property filters ('1:11;2:22', prop_keyword without the model). */
export const PROPS_PARAM = 'props';

export type SearchListParams = NonNullable<operations['searchList']['parameters']['query']>;
export type SearchCountParams = NonNullable<operations['searchCount']['parameters']['query']>;
export type FilterDataParams = NonNullable<operations['filterData']['parameters']['query']>;

export const EMPTY_COMMODITY_QUERY: CommodityQuery = { props: [] };

const isSort = (v: string | null | undefined): v is PriceSort => v === 'asc' || v === 'desc';

const isId = (n: number | undefined): n is number => n !== undefined && Number.isSafeInteger(n) && n >= 1;

/**
 * The canonical form of a state: invalid ids, prices and sorts dropped, the model kept in modelId
 * only (a pnid-5 filter counts when modelId is absent), props one per group by ascending pnid.
 * Every builder below normalises first, so the URL and the requests can never disagree.
 */
export function normalizeCommodityQuery(query: CommodityQuery): CommodityQuery {
  const props = normalizeProps(query.props);
  const out: CommodityQuery = { props: props.filter((p) => p.pnid !== MODEL_PNID) };
  const modelId = isId(query.modelId) ? query.modelId : props.find((p) => p.pnid === MODEL_PNID)?.pvid;
  const price = presetToPriceV2(query.price);
  if (isId(query.typeId)) out.typeId = query.typeId;
  if (isId(query.brandId)) out.brandId = query.brandId;
  if (modelId !== undefined) out.modelId = modelId;
  if (price !== null) out.price = price;
  if (query.name) out.name = query.name;
  if (isSort(query.sortStatus)) out.sortStatus = query.sortStatus;
  return out;
}

/** Reads the list state from the URL query ('?typeId=1&...' or URLSearchParams). */
export function parseCommodityQuery(search: URLSearchParams | string): CommodityQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const props = parsePropKeyword(params.get(PROPS_PARAM));
  const sort = params.get('sortStatus');
  return normalizeCommodityQuery({
    typeId: parseId(params.get('typeId')),
    brandId: parseId(params.get('brandId')),
    // A model smuggled into props as '5:x' counts only when modelId itself is absent.
    modelId: parseId(params.get('modelId')) ?? props.modelId,
    // Links may carry a preset name ('5000以上'); normalising keeps the price_v2 form.
    price: params.get('price') ?? undefined,
    name: params.get('name') ?? undefined,
    sortStatus: isSort(sort) ? sort : undefined,
    props: props.filters,
  });
}

/**
 * The list state as URL query, in a fixed key order and canonical values, so the same state is
 * always the same string (usable as a cache key and for equality).
 */
export function commodityQueryToParams(query: CommodityQuery): URLSearchParams {
  const q = normalizeCommodityQuery(query);
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined) params.set(key, String(value));
  };
  set('typeId', q.typeId);
  set('brandId', q.brandId);
  set('modelId', q.modelId);
  set('price', q.price);
  set('name', q.name);
  set('sortStatus', q.sortStatus);
  set(PROPS_PARAM, buildPropKeyword(q.props));
  return params;
}

/** The canonical query string without '?' ('' for no filters). */
export const commodityQueryString = (query: CommodityQuery): string =>
  commodityQueryToParams(query).toString();

/** The /commodity path for a state, for links and navigate(). */
export function commodityHref(query: CommodityQuery): string {
  const qs = commodityQueryString(query);
  return qs ? `/commodity?${qs}` : '/commodity';
}

/** Filter parameters shared by new_search_list and seach_count. */
export function searchCountParams(query: CommodityQuery): SearchCountParams {
  const q = normalizeCommodityQuery(query);
  const params: SearchCountParams = filterDataParams(q);
  if (q.price !== undefined) params.price_v2 = q.price;
  const keyword = buildPropKeyword(q.props, q.modelId);
  if (keyword !== undefined) params.prop_keyword = keyword;
  return params;
}

/** new_search_list parameters for one page (session fields are added by the client). */
export function searchListParams(query: CommodityQuery, page = 1): SearchListParams {
  const params: SearchListParams = { page, ...searchCountParams(query) };
  const sort = normalizeCommodityQuery(query).sortStatus;
  if (sort !== undefined) params.price_sort = sort;
  return params;
}

/** new_filter_data_v2 parameters: the panel's groups depend on type, brand and model only. */
export function filterDataParams(query: CommodityQuery): FilterDataParams {
  const q = normalizeCommodityQuery(query);
  const params: FilterDataParams = {};
  if (q.typeId !== undefined) params.type_id = q.typeId;
  if (q.brandId !== undefined) params.brand_id = q.brandId;
  if (q.modelId !== undefined) params.model_id = q.modelId;
  return params;
}

/** Whether the state narrows the list by model, price or property (each shown as a chip). */
export const hasNarrowingFilters = (query: CommodityQuery): boolean =>
  query.modelId !== undefined || query.price !== undefined || query.props.length > 0;

/**
 * A tap on a value in the Model or Filter panel (single choice per group): the model group
 * (pnid 5) sets or clears modelId, any other group toggles within props.
 */
export function toggleFilterValue(query: CommodityQuery, pnid: number, pvid: number): CommodityQuery {
  const q = normalizeCommodityQuery(query);
  if (pnid !== MODEL_PNID) return { ...q, props: toggleProp(q.props, pnid, pvid) };
  const { modelId, ...rest } = q;
  return modelId === pvid ? rest : { ...rest, modelId: pvid };
}
