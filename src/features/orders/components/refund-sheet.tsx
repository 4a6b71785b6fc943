import { useEffect, useId, useRef, useState } from 'react';
import type { components } from '@/api/schema';
import { REFUND_REASONS } from '@/domain/order-actions';

type Reason = components['schemas']['RefundReason'];

/**
 * The refund confirmation: one of the four reasons (SPEC 4), then 确认退款. Plain markup, as the
 * customer-service sheet, so the order pages do not load antd-mobile's Popup for it.
 */
interface SheetProps {
  busy: boolean;
  onConfirm: (reason: Reason) => void;
  onClose: () => void;
}

export function RefundSheet({ open, ...props }: SheetProps & { open: boolean }) {
  // Mounted afresh on each opening, so no reason is left chosen from last time.
  return open ? <RefundPanel {...props} /> : null;
}

function RefundPanel({ busy, onConfirm, onClose }: SheetProps) {
  const titleId = useId();
  const [reason, setReason] = useState<Reason | undefined>();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="order-sheet" onClick={onClose}>
      <div
        className="order-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 className="order-sheet__title" id={titleId}>
          申请退款
        </h2>
        <fieldset className="order-sheet__reasons">
          <legend className="order-sheet__legend">请选择退款原因</legend>
          {REFUND_REASONS.map((r, i) => (
            <label key={r.value} className="order-sheet__reason">
              <input
                ref={i === 0 ? first : undefined}
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
      </div>
    </div>
  );
}
