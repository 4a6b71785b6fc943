import { useEffect, useState, type ReactNode } from 'react';
import type { components } from '@/api/schema';
import { InfiniteList, type InfiniteListQuery } from '@/components/infinite-list/infinite-list';
import { gridColumns } from '@/domain/catalogue';
import { CommodityCard, type FavoriteControl } from './commodity-card';

type ProductCard = components['schemas']['ProductCard'];

/** A product and the list's tracking id (sk) its detail link carries. */
export interface ListedProduct {
  product: ProductCard;
  sk?: string;
}

/** Card height at the estimated column width, for the virtualiser's first guess (rows are measured). */
const ROW_ESTIMATE = 300;

const viewportWidth = () => (typeof window === 'undefined' ? 375 : window.innerWidth);

/** Columns for the page's width: cards of at least 160 px, at least two (SPEC 9). */
function useGridColumns(): number {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    const onResize = () => setWidth(viewportWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return gridColumns(width);
}

/** The catalogue's windowed product grid with its loading / full footer. */
export function ProductGrid({
  items,
  query,
  favorite,
  empty,
  label,
}: {
  items: readonly ListedProduct[];
  query: InfiniteListQuery;
  favorite?: FavoriteControl;
  empty?: ReactNode;
  label?: string;
}) {
  const columns = useGridColumns();
  return (
    <InfiniteList
      className="catalogue-grid"
      items={items}
      query={query}
      columns={columns}
      estimateSize={ROW_ESTIMATE}
      getKey={(item) => item.product.product_id}
      renderItem={(item, index) => (
        <CommodityCard product={item.product} sk={item.sk} favorite={favorite} eager={index < columns * 2} />
      )}
      empty={empty}
      label={label}
    />
  );
}
