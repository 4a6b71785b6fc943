import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { ErrorState } from '@/components/error-state/error-state';
import { EmptyState } from '@/components/page-states/page-states';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useParts } from '@/calls/pat-search-product-list';
import { partCategoryId, partDetailHref } from '@/domain/part-query';
import './parts.css';
import { ShopImage } from '@/components/shop-image/shop-image';

/** /part (query id): the parts mall, one tab per category, the category's parts in a grid. */
export default function PartPage() {
  const [search, setSearch] = useSearchParams();
  const q = useParts();
  if (q.isPending)
    return (
      <main className="part" aria-busy="true" aria-label="加载中">
        <div className="part-tabs" />
        <div className="part-grid">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="part-skel-card" />
          ))}
        </div>
      </main>
    );
  if (q.isError)
    return (
      <main className="part">
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      </main>
    );
  const { category_list: categories, porduct_list: parts } = q.data.data;
  const { sk } = q.data;
  const wanted = partCategoryId(search);
  const current = categories.find((c) => c.category_id === wanted) ?? categories[0];
  const shown = current ? parts.filter((p) => p.category_id === current.category_id) : parts;

  return (
    <main className="part">
      <nav className="part-tabs" aria-label="配件分类">
        {categories.map((c) => (
          <button
            key={c.category_id}
            type="button"
            aria-pressed={c === current}
            className={c === current ? 'part-tab part-tab--on' : 'part-tab'}
            onClick={() => setSearch({ id: String(c.category_id) }, { replace: true })}
          >
            {c.category_name}
          </button>
        ))}
      </nav>
      {shown.length === 0 ? (
        <EmptyState text="该分类暂无配件" />
      ) : (
        <ul className="part-grid" aria-label={current?.category_name ?? '配件'}>
          {shown.map((p, i) => (
            <li key={p.product_id}>
              <Link className="part-card-link" to={partDetailHref(p.product_id, sk)}>
                <ShopImage src={p.main_pic} alt="" width={160} height={160} load={i < 4 ? 'eager' : 'lazy'} />
                <span className="part-card-link__name">{p.product_name}</span>
                <span className="part-card-link__price">
                  ¥{p.price}
                  {p.ori_price && <del className="part-muted">¥{p.ori_price}</del>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
