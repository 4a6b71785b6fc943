// What a shopper can do with an order (docs/product/states.md), decided in one place for the order list and the
// order detail. order_status 0 unpaid, 1 to ship, 2 to receive, 3 cancelled, 4 completed,
// 5 reviewed; aftersale_status 0 none, 1 refunding, 2 under repair; is_pay 3 means the funds are
// frozen (payment 11, pay later).
import type { components } from '@/api/schema';
import { PAYMENT_ALIPAY_DEFERRED } from './payment';

type Schemas = components['schemas'];

/** The fields of an order the rules read (a list row and the detail's order_info both have them). */
export interface OrderState {
  order_status: Schemas['OrderStatus'];
  aftersale_status: Schemas['OrderAftersaleStatus'];
  is_pay: Schemas['OrderPayState'];
  payment_id: number;
}

export type OrderActionId =
  | 'pay'
  | 'cancel'
  | 'refund'
  | 'logistics'
  | 'confirmReceipt'
  | 'afterSales'
  | 'review'
  | 'delete'
  | 'progress';

export interface OrderAction {
  id: OrderActionId;
  label: string;
  /** The main action of the order (drawn filled). */
  primary?: boolean;
  /** A mistake would hurt: ask before doing it. */
  confirm?: string;
}

const ACTIONS: Record<OrderActionId, OrderAction> = {
  pay: { id: 'pay', label: '立即付款', primary: true },
  cancel: { id: 'cancel', label: '取消订单', confirm: '确定要取消该订单吗？' },
  refund: { id: 'refund', label: '申请退款', confirm: '请选择退款原因，退款后订单将关闭' },
  logistics: { id: 'logistics', label: '查看物流' },
  confirmReceipt: {
    id: 'confirmReceipt',
    label: '确认收货',
    primary: true,
    confirm: '请确认已收到商品，确认后订单完成',
  },
  afterSales: { id: 'afterSales', label: '申请售后' },
  review: { id: 'review', label: '发表评价', primary: true },
  delete: { id: 'delete', label: '删除订单', confirm: '确定要删除该订单吗？删除后不可恢复' },
  progress: { id: 'progress', label: '查看进度', primary: true },
};

/** docs/product/states.md: payment 11 refunds by thawing the frozen funds, not through apply_cancel_order. */
export const refundsByThaw = (order: Pick<OrderState, 'payment_id'>): boolean =>
  order.payment_id === PAYMENT_ALIPAY_DEFERRED;

/** The actions an order offers, in the order they are shown (the main one last, at the right). */
export function orderActions(order: OrderState): OrderAction[] {
  const { order_status: status, aftersale_status: aftersale, is_pay: isPay, payment_id: paymentId } = order;
  if (aftersale !== 0) return [ACTIONS.progress];
  const ids: OrderActionId[] = [];
  switch (status) {
    case 0:
      if (isPay === 0) ids.push('cancel', 'pay');
      break;
    case 1:
      if (isPay !== 3 || paymentId === PAYMENT_ALIPAY_DEFERRED) ids.push('refund');
      break;
    case 2:
      ids.push('afterSales', 'logistics', 'confirmReceipt');
      break;
    case 3:
      ids.push('delete');
      break;
    case 4:
      ids.push('afterSales', 'review');
      break;
    case 5:
      ids.push('afterSales');
      break;
  }
  return ids.map((id) => ACTIONS[id]);
}

/** The status line of an order (after-sales first: it is what the shopper waits on). */
export function orderStatusText(order: Pick<OrderState, 'order_status' | 'aftersale_status'>): string {
  if (order.aftersale_status === 1) return '退款中';
  if (order.aftersale_status === 2) return '售后处理中';
  return ['待付款', '待发货', '待收货', '已取消', '已完成', '已评价'][order.order_status];
}

/** docs/product/states.md: four refund reasons; the contract sends their number (1-4), docs/product gives no texts. */
export const REFUND_REASONS = [
  { value: 1, label: '不想要了' },
  { value: 2, label: '拍错了/多拍了' },
  { value: 3, label: '收货地址填写错误' },
  { value: 4, label: '与客服协商一致退款' },
] as const satisfies readonly { value: Schemas['RefundReason']; label: string }[];
