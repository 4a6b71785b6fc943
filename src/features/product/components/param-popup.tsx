import Popup from 'antd-mobile/es/components/popup';
import { ErrorState } from '@/components/error-state/error-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useKeypropDetail } from '@/calls/keyprop-detail';

/** The parameter pop-up (SPEC 2): keyprop_detail's groups, fetched when it first opens. */
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
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="pd-sheet">
      <div role="dialog" aria-modal="true" aria-labelledby="pd-param-title">
        <div className="pd-sheet__head">
          <h2 id="pd-param-title" className="pd-sheet__title">
            {title} 参数
          </h2>
          <button type="button" className="pd-sheet__close" aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </div>
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
      </div>
    </Popup>
  );
}
