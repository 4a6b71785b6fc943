import { useEffect, useState, type ReactNode } from 'react';
import type { components } from '@/api/schema';
import { InfiniteList, type InfiniteListQuery } from '@/components/infinite-list/infinite-list';
import { ProductCard, type FavoriteControl } from '@/components/product-card/product-card';
import { Skeleton } from '@/components/skeleton/skeleton';
import { gridColumns } from '@/domain/catalogue';
import './product-grid.css';

/** A listed phone or part and its detail page (which carries the listing's tracking id, sk). */
export interface ListedProduct {
  product: components['schemas']['ProductCard'];
  to: string;
}

/** Card height at the estimated column width, for the virtualiser's first guess (rows are measured). */
const ROW_ESTIMATE = 300;

const viewportWidth = () => (typeof window === 'undefined' ? 375 : window.innerWidth);

/** Columns for the page's width: cards of at least 160 px, at least two (docs/product/limits.md). */
function useGridColumns(): number {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    const onResize = () => setWidth(viewportWidth());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return gridColumns(width);
}

/**
 * The product lists' windowed grid (home, catalogue lists), loaded page by page as the user
 * scrolls, with its loading / full footer. The first two rows' photos load at once. The first
 * row's are the page's largest paint and are fetched first, unless `priority` is false (a banner
 * above is); every other photo of the first screen yields to the largest (`after-largest`), so
 * on a slow network the largest paint does not share its bandwidth with the row below it
 * (docs/decisions/0012).
 */
export function ProductGrid({
  items,
  query,
  label,
  empty,
  favorite,
  priority = true,
}: {
  items: readonly ListedProduct[];
  query: InfiniteListQuery;
  label: string;
  empty?: ReactNode;
  favorite?: FavoriteControl;
  priority?: boolean;
}) {
  const columns = useGridColumns();
  return (
    <InfiniteList
      className="product-grid"
      items={items}
      query={query}
      columns={columns}
      estimateSize={ROW_ESTIMATE}
      getKey={(item) => item.product.product_id}
      renderItem={(item, index) => (
        <ProductCard
          product={item.product}
          to={item.to}
          favorite={favorite}
          load={priority && index < columns ? 'priority' : index < columns * 2 ? 'after-largest' : 'lazy'}
        />
      )}
      empty={empty}
      label={label}
    />
  );
}

/** The product grid's first-load placeholder, the cards' size, so nothing jumps when they arrive. */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="product-grid-skeleton" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton className="product-grid-skeleton__card" />
        </li>
      ))}
    </ul>
  );
}
