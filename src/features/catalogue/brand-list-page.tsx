import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state/error-state';
import { categoryLabel, detailHref } from '@/domain/catalogue';
import { parseId } from '@/domain/prop-keyword';
import { useCatebrandProducts } from '@/calls/catebrand-product-list';
import { FULL_LIST } from '@/components/infinite-list/full-list';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid/product-grid';
import { useFavoriteToggle } from '@/calls/favorite-toggle';
import { NOTHING_FOUND } from './texts';
import './components/catalogue.css';
import { CatalogueEmpty } from './components/catalogue-empty';

/** /brand-list: one category's phones of one brand (query type_id, brand_id; catebrand_product_list). */
export default function BrandListPage() {
  const [params] = useSearchParams();
  const typeId = parseId(params.get('type_id'));
  const brandId = parseId(params.get('brand_id'));
  const products = useCatebrandProducts(typeId, brandId);
  const favorite = useFavoriteToggle();
  const empty = <CatalogueEmpty text={NOTHING_FOUND} />;

  // Without both ids there is nothing to ask for: say so rather than load forever.
  if (typeId === undefined || brandId === undefined) return <main>{empty}</main>;
  if (products.isPending)
    return (
      <main aria-busy="true">
        <ProductGridSkeleton />
      </main>
    );
  if (products.isError) {
    return (
      <main>
        <ErrorState error={products.error} onRetry={() => void products.refetch()} />
      </main>
    );
  }

  const data = products.data.data;
  const title = [data.type_name && categoryLabel(data.type_name), data.brand_name]
    .filter(Boolean)
    .join(' · ');
  return (
    <main>
      {title && <h2 className="catalogue-heading">{title}</h2>}
      <ProductGrid
        label={title || '商品列表'}
        items={data.product_list.map((product) => ({ product, to: detailHref(product.product_id) }))}
        query={FULL_LIST}
        favorite={favorite}
        empty={empty}
      />
    </main>
  );
}
