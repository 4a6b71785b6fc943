import { useState } from 'react';
import type { components } from '@/api/schema';
import { Sheet } from '@/components/sheet/sheet';
import { REFUND_REASONS } from '@/domain/order-actions';

type Reason = components['schemas']['RefundReason'];

interface SheetProps {
  busy: boolean;
  onConfirm: (reason: Reason) => void;
  onClose: () => void;
}

/** The refund confirmation: one of the four reasons, then 确认退款. */
export function RefundSheet({ open, ...props }: SheetProps & { open: boolean }) {
  return (
    <Sheet open={open} onClose={props.onClose} title="申请退款" className="order-sheet">
      <RefundReasons {...props} />
    </Sheet>
  );
}

function RefundReasons({ busy, onConfirm, onClose }: SheetProps) {
  // Mounted afresh on each opening (the sheet's body is), so no reason is left chosen.
  const [reason, setReason] = useState<Reason | undefined>();
  return (
    <>
      <fieldset className="order-sheet__reasons">
        <legend className="order-sheet__legend">请选择退款原因</legend>
        {REFUND_REASONS.map((r) => (
          <label key={r.value} className="order-sheet__reason">
            <input
              type="radio"
              name="refund-reason"
              value={r.value}
              checked={reason === r.value}
              onChange={() => setReason(r.value)}
            />
            <span>{r.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="order-sheet__buttons">
        <button type="button" className="order-button" onClick={onClose}>
          取消
        </button>
        <button
          type="button"
          className="order-button order-button--primary"
          disabled={reason === undefined || busy}
          onClick={() => reason !== undefined && onConfirm(reason)}
        >
          确认退款
        </button>
      </div>
    </>
  );
}
