import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { catalogueHref, categoryLabel, detailHref, PART_TYPE_ID } from '@/domain/catalogue';
import { parseId } from '@/domain/prop-keyword';
import { useIndexCate } from '@/calls/index-product-cate';
import { useSearchList } from '@/calls/search-list';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid/product-grid';
import { useFavoriteToggle } from '@/calls/favorite-toggle';
import { NOTHING_FOUND } from './texts';
import './components/catalogue.css';
import './product-page.css';
import { CatalogueEmpty } from './components/catalogue-empty';

/**
 * /product: all phones, by category (query typeId; none = all). The tabs are the home nav bar's
 * categories; 配件 opens the parts mall, whose items are not phones.
 */
export default function ProductPage() {
  const [params] = useSearchParams();
  const typeId = parseId(params.get('typeId'));
  const cates = useIndexCate();
  const query = useMemo(() => ({ typeId, props: [] }), [typeId]);
  const list = useSearchList(query);
  const favorite = useFavoriteToggle();

  return (
    <main className="catalogue-product-page">
      <nav className="catalogue-product-page__tabs" aria-label="分类">
        <Link
          to="/product"
          replace
          className={typeId === undefined ? 'catalogue-product-page__tab--active' : undefined}
          aria-current={typeId === undefined ? 'page' : undefined}
        >
          全部
        </Link>
        {cates.isPending && <Skeleton className="catalogue-product-page__tab-skeleton" />}
        {cates.data?.data.map((c) => (
          <Link
            key={c.type_id}
            to={
              c.type_id === PART_TYPE_ID
                ? catalogueHref({ typeId: c.type_id })
                : `/product?typeId=${c.type_id}`
            }
            replace={c.type_id !== PART_TYPE_ID}
            className={c.type_id === typeId ? 'catalogue-product-page__tab--active' : undefined}
            aria-current={c.type_id === typeId ? 'page' : undefined}
          >
            {categoryLabel(c.type_name)}
          </Link>
        ))}
      </nav>
      {cates.isError && (
        <ErrorState compact title="分类加载失败" error={cates.error} onRetry={() => void cates.refetch()} />
      )}
      {list.isPending ? (
        <ProductGridSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ProductGrid
          label="商品列表"
          items={list.data.pages.flatMap((p) =>
            p.data.map((product) => ({ product, to: detailHref(product.product_id, p.sk) })),
          )}
          query={list}
          favorite={favorite}
          empty={<CatalogueEmpty text={NOTHING_FOUND} />}
        />
      )}
    </main>
  );
}
