import { useNavigate } from '@/lib/navigate';
import { confirmDialog } from '@/lib/dialog';
import { useAlipayInfo } from '@/calls/get-alipay-info';
import { useWeixinPayCode } from '@/calls/get-weixin-pay-code';
import { PAYMENT_ALIPAY_DEFERRED, browserEnv, payFlow, payRefusal } from '@/domain/payment';
import { gatewayUrl } from '@/lib/gateway-url';
import { toast } from '@/lib/toast';
import { showAppNotice } from './app-notice';

export interface PayableOrder {
  order_no: string;
  payment_id: number;
}

type AlipayForm = Awaited<ReturnType<ReturnType<typeof useAlipayInfo>['mutateAsync']>>;

/** Said when the API names a gateway outside the allowed hosts (docs/security.md). */
export const BAD_GATEWAY_TEXT = '支付地址有误，请稍后重试';

/**
 * Posts the payment app's form the way its gateway expects: a real form submission, only to an
 * allowed gateway (false otherwise).
 */
function submitForm({ action, method, fields }: AlipayForm): boolean {
  const to = gatewayUrl(action);
  if (to === undefined) return false;
  const form = document.createElement('form');
  form.action = to;
  form.method = method;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  return true;
}

export const DEFERRED_TITLE = '先用后付说明';
export const DEFERRED_TEXT =
  '先用后付：下单时不扣款，订单金额在支付宝冻结，收货后可试用 7 天；试用期满自动扣款，期间退货则解冻退回。';

/**
 * Pays an order in this browser: a method that does not match it is refused before any call; the
 * messaging app goes through its OAuth code (back to /payment), the payment app posts its form,
 * anywhere else the H5-payment notice sends to the app download page.
 */
export function usePayOrder() {
  const navigate = useNavigate();
  const payCode = useWeixinPayCode();
  const alipay = useAlipayInfo();

  const pay = async (order: PayableOrder): Promise<void> => {
    const env = browserEnv(navigator.userAgent);
    const refusal = payRefusal(env, order.payment_id);
    if (refusal) return void toast(refusal);
    const flow = payFlow(env);
    if (flow === 'app') {
      if (await showAppNotice()) navigate('/download');
      return;
    }
    try {
      if (flow === 'weixin') {
        const back = `${window.location.origin}/payment?order_no=${encodeURIComponent(order.order_no)}`;
        const { oauthurl } = await payCode.mutateAsync({ orderNo: order.order_no, redirectUri: back });
        const to = gatewayUrl(oauthurl);
        if (to === undefined) return void toast(BAD_GATEWAY_TEXT);
        window.location.assign(to);
        return;
      }
      if (
        order.payment_id === PAYMENT_ALIPAY_DEFERRED &&
        !(await confirmDialog({ title: DEFERRED_TITLE, content: DEFERRED_TEXT, confirmText: '去授权' }))
      )
        return;
      if (!submitForm(await alipay.mutateAsync(order.order_no))) void toast(BAD_GATEWAY_TEXT);
    } catch {
      // The failure was toasted by the app-wide handler; the order stays unpaid.
    }
  };

  return { pay, busy: payCode.isPending || alipay.isPending };
}
