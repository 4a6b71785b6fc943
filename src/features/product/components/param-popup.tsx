import { ErrorState } from '@/components/error-state/error-state';
import { Sheet } from '@/components/sheet/sheet';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useKeypropDetail } from '@/calls/keyprop-detail';

/** The parameter pop-up (docs/product/screens.md): keyprop_detail's groups, fetched when it first opens. */
export function ParamPopup({
  productId,
  title,
  open,
  onClose,
}: {
  productId: number;
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  const q = useKeypropDetail(productId, open);
  return (
    <Sheet open={open} onClose={onClose} title={`${title} 参数`} closable>
      <div className="pd-params">
        {q.isPending ? (
          <div aria-busy="true" aria-label="加载中">
            <Skeleton className="pd-skel-row" />
            <Skeleton className="pd-skel-row" />
            <Skeleton className="pd-skel-row" />
          </div>
        ) : q.isError ? (
          <ErrorState error={q.error} onRetry={() => void q.refetch()} />
        ) : (
          q.data.map((g) => (
            <dl key={g.sp_name} className="pd-params__group">
              <dt>{g.sp_name}</dt>
              {g.sp_value_list.map((v) => (
                <dd key={v.sp_value_id}>{v.sp_value_name}</dd>
              ))}
            </dl>
          ))
        )}
      </div>
    </Sheet>
  );
}
