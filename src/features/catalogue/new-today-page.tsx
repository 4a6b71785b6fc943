import { ErrorState } from '@/components/error-state/error-state';
import { useNewToday } from '@/calls/today-new-product-list';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-grid/product-grid';
import { detailHref } from '@/domain/catalogue';
import { useFavoriteToggle } from '@/calls/favorite-toggle';
import { NO_NEW_TODAY } from './texts';
import './components/catalogue.css';

/** /new-today: today's new phones (new_home_today_new_product_list), page by page. */
export default function NewTodayPage() {
  const list = useNewToday();
  const favorite = useFavoriteToggle();

  return (
    <main>
      {list.isPending ? (
        <ProductGridSkeleton />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ProductGrid
          label="今日上新"
          items={list.data.pages.flatMap((p) =>
            p.data.product_list.map((product) => ({ product, to: detailHref(product.product_id) })),
          )}
          query={list}
          favorite={{ onToggle: favorite.toggle, pendingId: favorite.pendingId }}
          empty={
            <p className="catalogue-empty" role="status">
              {NO_NEW_TODAY}
            </p>
          }
        />
      )}
    </main>
  );
}
