import { useCallback, useState } from 'react';
import { useNavigate } from '@/lib/navigate';
import { confirmDialog } from '@/lib/dialog';
import type { components } from '@/api/schema';
import { useApplyCancelOrder } from '@/calls/apply-cancel-order';
import { useCancelOrder } from '@/calls/cancel-order';
import { useConfirmRepair } from '@/calls/confirm-repair';
import { useDeleteOrder } from '@/calls/delete-order';
import { useThawRefund } from '@/calls/thaw-enjoy-first-order-post';
import { refundsByThaw, type OrderAction, type OrderState } from '@/domain/order-actions';
import { toast } from '@/lib/toast';
import { usePayOrder } from './use-pay-order';

type OrderProduct = components['schemas']['OrderProduct'];

/** What an action needs to know of an order (a list row or the detail's order_info and lines). */
export interface ActionOrder extends OrderState {
  order_no: string;
  products: readonly OrderProduct[];
}

export const REFUND_SUCCESS_PATH = '/user/order/refund-success';

/** Where an order's logistics and review screens are. */
export const logisticsHref = (orderNo: string) =>
  `/user/order/logistics?orderId=${encodeURIComponent(orderNo)}`;
export const detailHref = (order: { order_no: string; products: readonly OrderProduct[] }) =>
  `/user/order/detail/${encodeURIComponent(order.order_no)}?type=${order.products[0]?.product_type ?? 1}`;
export function reviewHref(order: { order_no: string; products: readonly OrderProduct[] }): string {
  const first = order.products[0];
  const query = new URLSearchParams({ name: first?.product_name ?? '', pic: first?.main_pic ?? '' });
  return `/list/show/${encodeURIComponent(order.order_no)}?${query.toString()}`;
}

/**
 * Runs the actions of orderActions for the list and the detail: confirmations where a mistake
 * would hurt, one request per order at a time (the call modules' guard), the spec's success
 * toasts, and the screens the actions lead to. `onDeleted` runs after a delete (the detail goes
 * back to the list); after-sales and progress open customer service (`onService`).
 */
export function useOrderAction({ onDeleted, onService }: { onDeleted?: () => void; onService: () => void }) {
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const remove = useDeleteOrder();
  const confirmReceipt = useConfirmRepair();
  const refund = useApplyCancelOrder();
  const thaw = useThawRefund();
  const { pay, busy: paying } = usePayOrder();
  const [refunding, setRefunding] = useState<ActionOrder | undefined>();

  const ask = (action: OrderAction) =>
    action.confirm ? confirmDialog({ content: action.confirm }) : Promise.resolve(true);

  const run = async (action: OrderAction, order: ActionOrder) => {
    const no = order.order_no;
    switch (action.id) {
      case 'pay':
        return pay(order);
      case 'cancel':
        if (await ask(action)) cancel.mutate(no, { onSuccess: () => void toast('取消成功') });
        return;
      case 'delete':
        if (await ask(action))
          remove.mutate(no, {
            onSuccess: () => {
              void toast('删除成功');
              onDeleted?.();
            },
          });
        return;
      case 'confirmReceipt':
        if (await ask(action)) confirmReceipt.mutate(no, { onSuccess: () => void toast('确认成功') });
        return;
      case 'refund':
        return setRefunding(order);
      case 'logistics':
        return navigate(logisticsHref(no));
      case 'review':
        return navigate(reviewHref(order));
      case 'afterSales':
      case 'progress':
        return onService();
    }
  };

  const closeRefund = useCallback(() => setRefunding(undefined), []);

  const confirmRefund = (reason: components['schemas']['RefundReason']) => {
    if (!refunding) return;
    const call = refundsByThaw(refunding) ? thaw : refund;
    call.mutate(
      { orderNo: refunding.order_no, reason },
      {
        onSuccess: (result) => {
          setRefunding(undefined);
          void toast('退款成功');
          navigate(`${REFUND_SUCCESS_PATH}?order_no=${encodeURIComponent(result.order_no)}`);
        },
      },
    );
  };

  /** Whether an action of this order is in flight (its buttons wait). */
  const busy = (orderNo: string) =>
    paying ||
    cancel.isBusy(orderNo) ||
    remove.isBusy(orderNo) ||
    confirmReceipt.isBusy(orderNo) ||
    refund.isBusy({ orderNo, reason: 1 }) ||
    thaw.isBusy({ orderNo, reason: 1 });

  return {
    run,
    busy,
    refund: {
      open: refunding !== undefined,
      busy: refund.isPending || thaw.isPending,
      onConfirm: confirmRefund,
      onClose: closeRefund,
    },
  };
}
