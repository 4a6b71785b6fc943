import { orderActions, type OrderAction } from '@/domain/order-actions';
import type { ActionOrder } from '../hooks/use-order-action';

/** An order's buttons, exactly those orderActions gives (no second copy of the rules here). */
export function OrderActionBar({
  order,
  busy,
  onAction,
}: {
  order: ActionOrder;
  busy: boolean;
  onAction: (action: OrderAction, order: ActionOrder) => void;
}) {
  const actions = orderActions(order);
  if (actions.length === 0) return null;
  return (
    <div className="order-actions">
      {actions.map((a) => (
        <button
          key={a.id}
          type="button"
          className={a.primary ? 'order-button order-button--primary' : 'order-button'}
          disabled={busy}
          onClick={() => onAction(a, order)}
        >
          {a.label}
        </button>
      ))}
    </div>
  );
}
