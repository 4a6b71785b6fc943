import { useState } from 'react';
import { Sheet } from '@/components/sheet/sheet';
import { useUsableCoupons, type Coupon } from '@/calls/canuse-bonus-list';
import { yuan } from './money';

/**
 * One order line's coupon (docs/product/states.md "coupon select or deselect per order line"): the coupons
 * canuse_bonus_list gives for its product, less those chosen on other lines.
 */
export function CouponRow({
  productId,
  chosen,
  takenElsewhere,
  onChange,
}: {
  productId: number;
  chosen: Coupon | undefined;
  takenElsewhere: ReadonlySet<number>;
  onChange: (coupon: Coupon | undefined) => void;
}) {
  const coupons = useUsableCoupons(productId);
  const [open, setOpen] = useState(false);
  const usable = (coupons.data ?? []).filter((c) => !takenElsewhere.has(c.bonus_id));
  let value;
  if (coupons.isPending) value = <span className="order-confirm-row__muted">加载中</span>;
  else if (coupons.isError)
    value = (
      <button type="button" className="order-confirm-link" onClick={() => void coupons.refetch()}>
        优惠券加载失败，点击重试
      </button>
    );
  else if (usable.length === 0) value = <span className="order-confirm-row__muted">当前没有优惠券可用</span>;
  else
    value = (
      <button
        type="button"
        className="order-confirm-link"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {chosen ? `-${yuan(chosen.bonus_num)} ${chosen.bonus_info ?? ''}` : `${usable.length} 张可用`}
      </button>
    );
  return (
    <div className="order-confirm-row">
      <span>优惠券</span>
      {value}
      {open && (
        <CouponSheet
          coupons={usable}
          chosen={chosen}
          onChoose={(c) => {
            onChange(c);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}

function CouponSheet({
  coupons,
  chosen,
  onChoose,
  onClose,
}: {
  coupons: readonly Coupon[];
  chosen: Coupon | undefined;
  onChoose: (coupon: Coupon | undefined) => void;
  onClose: () => void;
}) {
  return (
    <Sheet open onClose={onClose} title="选择优惠券" className="order-sheet">
      <ul className="order-coupon-choices">
        {coupons.map((c) => (
          <li key={c.bonus_id}>
            <button
              type="button"
              className="order-coupon-choice"
              aria-pressed={chosen?.bonus_id === c.bonus_id}
              onClick={() => onChoose(c)}
            >
              <strong>{yuan(c.bonus_num)}</strong>
              <span>{c.bonus_info}</span>
              <small>有效期至 {c.over_at}</small>
            </button>
          </li>
        ))}
      </ul>
      <div className="order-sheet__buttons">
        <button type="button" className="order-button" onClick={() => onChoose(undefined)}>
          不使用优惠券
        </button>
      </div>
    </Sheet>
  );
}
