import { ErrorState } from '@/components/error-state/error-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useProductCheck } from '@/calls/product-check';
import { ShopImage } from '@/components/shop-image/shop-image';

/** The 质检 section: the engineer, the conclusion and every checked item (product_check). */
export function Inspection({ productId }: { productId: number }) {
  const q = useProductCheck(productId);
  if (q.isPending)
    return (
      <div aria-busy="true" aria-label="加载中" className="pd-check__skel">
        <Skeleton className="pd-skel-row" />
        <Skeleton className="pd-skel-row" />
        <Skeleton className="pd-skel-row" />
      </div>
    );
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  return (
    <>
      <div className="pd-engineer">
        {r.engineer_avatar && (
          <ShopImage src={r.engineer_avatar} alt={`质检工程师 ${r.engineer_name}`} width={44} height={44} />
        )}
        <div>
          <p className="pd-engineer__name">{r.engineer_name}</p>
          {r.professional && <p className="pd-muted">{r.professional}</p>}
        </div>
        {r.check_time && <p className="pd-muted pd-engineer__time">{r.check_time.slice(0, 10)} 质检</p>}
      </div>
      <p className="pd-check__res">{r.check_res}</p>
      {r.check_num !== undefined && (
        <p className="pd-muted">
          共检测 {r.check_num} 项{r.abnormal_num ? `，${r.abnormal_num} 项有瑕疵` : ''}
        </p>
      )}
      {r.check_list.map((g) => (
        <div key={g.group_name} className="pd-check__group">
          <h3 className="pd-check__title">{g.group_name}</h3>
          <ul className="pd-check__items">
            {g.items.map((i) => (
              <li
                key={i.name}
                className={i.is_normal ? 'pd-check__item' : 'pd-check__item pd-check__item--flaw'}
              >
                <span>{i.name}</span>
                <span>
                  {i.result}
                  <span className="pd-sr">{i.is_normal ? '（正常）' : '（有瑕疵）'}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
