import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state/error-state';
import { commodityChips } from '@/domain/commodity-chips';
import {
  commodityQueryToParams,
  filterDataParams,
  hasNarrowingFilters,
  normalizeCommodityQuery,
  parseCommodityQuery,
  type CommodityQuery,
} from '@/domain/commodity-query';
import { setLocal } from '@/lib/local-store';
import { useFilterData } from '@/calls/filter-data';
import { useSearchList } from '@/calls/search-list';
import { CommodityFilters } from './components/commodity-filters';
import { FilterChips } from './components/filter-chips';
import { FULL_LIST } from '@/components/infinite-list/full-list';
import { ProductGrid, ProductGridSkeleton, type ListedProduct } from '@/components/product-grid/product-grid';
import { detailHref } from '@/domain/catalogue';
import { useFavoriteToggle } from '@/calls/favorite-toggle';
import { HOT_SELLERS, NOTHING_FOUND } from './texts';
import './components/catalogue.css';
import './commodity-page.css';
import { CatalogueEmpty } from './components/catalogue-empty';

/**
 * /commodity: the phone list of new_search_list. Its state (typeId, brandId, modelId, price, name,
 * sortStatus, property filters) lives in the URL, so back/forward and reload keep it.
 */
export default function CommodityPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => parseCommodityQuery(searchParams), [searchParams]);
  const list = useSearchList(query);
  const favorite = useFavoriteToggle();

  // A changed list starts at its top, scrolled there once its own history entry is on screen:
  // the router draws the new entry later (a transition), and a scroll before that would be
  // recorded as the position of the list the shopper left (src/app/scroll-restoration.ts).
  const { key } = useLocation();
  const toTop = useRef(false);
  useLayoutEffect(() => {
    if (!toTop.current) return;
    toTop.current = false;
    window.scrollTo(0, 0);
  }, [key]);

  const apply = useCallback(
    (next: CommodityQuery) => {
      const canonical = normalizeCommodityQuery(next);
      // A new entry per change, so the back button steps back through the filters.
      setSearchParams(commodityQueryToParams(canonical));
      setLocal('commodityData', canonical);
      toTop.current = true;
    },
    [setSearchParams],
  );

  return (
    <main className="catalogue-commodity">
      {query.name && <h2 className="catalogue-commodity__name">{query.name}</h2>}
      <FiltersAndChips query={query} listPending={list.isPending} onApply={apply} />
      {list.isPending ? (
        <ProductGridSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.pages[0]?.is_recommend === 1 ? (
        <>
          <CatalogueEmpty text={NOTHING_FOUND} />
          {list.data.pages[0].recommend_data && list.data.pages[0].recommend_data.length > 0 && (
            <>
              <h2 className="catalogue-heading">{HOT_SELLERS}</h2>
              <ProductGrid
                label={HOT_SELLERS}
                items={list.data.pages[0].recommend_data.map((product) => ({
                  product,
                  to: detailHref(product.product_id, list.data.pages[0].sk),
                }))}
                query={FULL_LIST}
                favorite={favorite}
              />
            </>
          )}
        </>
      ) : (
        <ProductGrid
          label="商品列表"
          items={listedProducts(list.data.pages)}
          query={list}
          favorite={favorite}
          empty={<CatalogueEmpty text={NOTHING_FOUND} />}
        />
      )}
    </main>
  );
}

/**
 * The filter bar and the chips. The panels' groups are a call of their own that answers after the
 * list has drawn: reading it here, its answer draws these again and not the page with its list
 * (a second render of every card after the first paint, docs/performance.md).
 */
function FiltersAndChips({
  query,
  listPending,
  onApply,
}: {
  query: CommodityQuery;
  listPending: boolean;
  onApply: (next: CommodityQuery) => void;
}) {
  const filtered = hasNarrowingFilters(query);
  // The panels' groups are wanted at once only to name the chips; else they wait for the list
  // (off the first paint's path).
  const filterData = useFilterData(filterDataParams(query), filtered || !listPending);
  const groups = filterData.data?.data ?? [];
  return (
    <>
      <CommodityFilters
        query={query}
        groups={{
          groups,
          pending: filterData.isPending,
          error: filterData.isError,
          retry: () => void filterData.refetch(),
        }}
        onApply={onApply}
      />
      <FilterChips
        chips={commodityChips(query, groups)}
        reserve={filtered && filterData.isPending}
        onRemove={onApply}
      />
    </>
  );
}

/** Every page's products with that page's sk, each product once (a list may shift between pages). */
function listedProducts(pages: readonly { sk: string; data: ListedProduct['product'][] }[]): ListedProduct[] {
  const seen = new Set<number>();
  const out: ListedProduct[] = [];
  for (const page of pages) {
    for (const product of page.data) {
      if (seen.has(product.product_id)) continue;
      seen.add(product.product_id);
      out.push({ product, to: detailHref(product.product_id, page.sk) });
    }
  }
  return out;
}
