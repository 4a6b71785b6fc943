// The simulated payment gateways (outside the shop's contract, under /__mock/gateway/): pages that
// say they are a mock, with pay and cancel, so each payment flow ends with a paid or a still-unpaid
// order. WeChat: the OAuth page returns a code to the shop's /payment page; the JSAPI payment
// itself is made by the WeChat client, which a test emulates by posting to weixin/pay. Alipay: the
// shop posts get_alipay_info's form here, the cashier pays or cancels and returns to return_url.
import { HttpResponse, http } from 'msw';
import type { Mock } from '../../mock';
import { returnPath } from '../../core/return-path';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (title: string, body: string) =>
  new HttpResponse(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<title>${escape(title)}</title><style>body{font:16px sans-serif;margin:24px;color:#222}` +
      `.mock{padding:8px;background:#fff3cd;border-radius:4px}button,a.b{display:block;width:100%;min-height:44px;` +
      `margin:12px 0;font-size:16px;text-align:center;line-height:44px}</style></head><body>` +
      `<p class="mock">这是开发用的模拟支付网关 (mock)，不是真实的支付页面。</p><h1>${escape(title)}</h1>${body}</body></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );

function markPaid(mock: Mock, orderNo: string): string | undefined {
  try {
    mock.db.orders.advance(orderNo, 'paid');
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

export function gatewayHandlers(mock: Mock) {
  return [
    http.get('*/__mock/gateway/weixin-oauth', ({ request }) => {
      const url = new URL(request.url);
      const back = returnPath(url.searchParams.get('redirect_uri') ?? '');
      if (!back)
        return HttpResponse.json(
          { ok: false, message: 'redirect_uri must be on this site' },
          { status: 400 },
        );
      const orderNo = url.searchParams.get('state') ?? '';
      const withCode = new URL(back, 'https://same-site.invalid');
      withCode.searchParams.set('code', `mockwx${Date.now().toString(36)}`);
      withCode.searchParams.set('state', orderNo);
      return page(
        '模拟微信授权',
        `<p>订单 ${escape(orderNo)} 请求获取你的微信身份以完成支付。</p>` +
          `<a class="b" href="${escape(withCode.pathname + withCode.search)}">允许</a><a class="b" href="${escape(back)}">拒绝</a>`,
      );
    }),

    // What the WeChat client does on getBrandWCPayRequest when the shopper pays.
    http.post('*/__mock/gateway/weixin/pay', async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { order_no?: unknown };
      const error = typeof body.order_no === 'string' ? markPaid(mock, body.order_no) : 'order_no required';
      return HttpResponse.json({ ok: !error, message: error ?? 'paid' }, { status: error ? 409 : 200 });
    }),

    http.post('*/__mock/gateway/alipay', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const back = returnPath(form.get('return_url') ?? '') ?? '/';
      let biz: { out_trade_no?: string; total_amount?: string; subject?: string } = {};
      try {
        biz = JSON.parse(form.get('biz_content') ?? '{}') as typeof biz;
      } catch {
        // shown as unknown below
      }
      const orderNo = biz.out_trade_no ?? '';
      return page(
        '模拟支付宝收银台',
        `<p>${escape(biz.subject ?? '')}</p><p>订单 ${escape(orderNo)}，应付 ¥${escape(biz.total_amount ?? '?')}</p>` +
          `<form method="post" action="/__mock/gateway/alipay/pay"><input type="hidden" name="order_no" value="${escape(orderNo)}">` +
          `<input type="hidden" name="return_url" value="${escape(back)}"><button type="submit">确认付款</button></form>` +
          `<a class="b" href="${escape(back)}">取消付款</a>`,
      );
    }),

    http.post('*/__mock/gateway/alipay/pay', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const back = returnPath(form.get('return_url') ?? '') ?? '/';
      const error = markPaid(mock, form.get('order_no') ?? '');
      if (error)
        return page('付款失败', `<p>${escape(error)}</p><a class="b" href="${escape(back)}">返回商城</a>`);
      return new HttpResponse(null, { status: 303, headers: { Location: back } });
    }),
  ];
}
