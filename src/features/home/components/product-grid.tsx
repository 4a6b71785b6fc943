import { Link } from 'react-router-dom';
import type { components } from '@/api/schema';
import { InfiniteList, type InfiniteListQuery } from '@/components/infinite-list/infinite-list';
import { EmptyState } from '@/components/page-states/page-states';
import { ProductCardView } from '@/components/product-card/product-card';

type ProductCard = components['schemas']['ProductCard'];

/** A phone or part and its detail page (which carries the listing's tracking id, sk). */
export interface ListedProduct {
  product: ProductCard;
  to: string;
}

/** The cards of the first row, whose photos load first. */
const FIRST_SCREEN_CARDS = 2;

/** Roughly one row of two cards at 375 px, gap included; rows are measured once shown. */
const ROW_ESTIMATE = 280;

/** Two columns of products, each linking to its detail page, loaded page by page as the user scrolls. */
export function ProductGrid({
  items,
  query,
  label,
  emptyText,
}: {
  items: readonly ListedProduct[];
  query: InfiniteListQuery;
  label: string;
  emptyText: string;
}) {
  return (
    <InfiniteList
      className="home__list"
      label={label}
      items={items}
      query={query}
      columns={2}
      estimateSize={ROW_ESTIMATE}
      getKey={(i) => i.product.product_id}
      renderItem={({ product, to }, index) => (
        <Link to={to} className="home__card-link">
          <ProductCardView product={product} priority={index < FIRST_SCREEN_CARDS} />
        </Link>
      )}
      empty={<EmptyState text={emptyText} />}
    />
  );
}
