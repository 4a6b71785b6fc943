// Bad input on the order confirm page's remark: capped at the contract's 50
// characters, sent trimmed, blank sent as none, never lost when the address is missing. The rows
// are data (src/test/bad-input.tsx runs them).
import { afterEach, describe } from 'vitest';
import { screen } from '@testing-library/react';
import { checkoutUrl } from '@/domain/checkout-query';
import { clearUserData, saveUserData } from '@/lib/session';
import { HTML_PAYLOAD, badInputTable, times, type FormUnderTest } from '@/test/bad-input';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, renderPage } from '@/test/render-page';
import OrderConfirmPage from './order-confirm-page';

const { server, mock } = mockServerForTests();
afterEach(() => {
  clearUserData();
  sessionStorage.clear();
  localStorage.clear();
  mock.reset();
});

const BUY_NOW = checkoutUrl({ fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [], parts: [] });

/** The remark every order line carries (order_item is a JSON list of lines). */
const remarkSent = (params: URLSearchParams) => {
  const [line] = JSON.parse(params.get('order_item') ?? '[]') as { buyer_remark: string }[];
  return { buyer_remark: line.buyer_remark };
};

const confirm = (login: () => void, ready: () => Promise<unknown>): FormUnderTest => ({
  render: async (url) => {
    login();
    renderPage(<OrderConfirmPage />, { url });
    await ready();
  },
  url: BUY_NOW,
  submit: '提交订单',
  call: '/shop_cart_confirm_order',
  sent: remarkSent,
});

describe('order remark: bad input', { timeout: 20_000 }, () => {
  const form = confirm(loginDevUser, () => screen.findByRole('link', { name: /收货地址\s*张三/ }));
  badInputTable(server, form, [
    {
      name: 'should cut a remark over 50 characters at 50',
      enter: { 买家留言: times('请', 60) },
      shows: { 买家留言: times('请', 50) },
      outcome: { sends: { buyer_remark: times('请', 50) } },
    },
    {
      name: 'should cut 60 emoji at 50 whole emoji',
      enter: { 买家留言: times('📦', 60) },
      shows: { 买家留言: times('📦', 50) },
      outcome: { sends: { buyer_remark: times('📦', 50) } },
    },
    {
      name: 'should send a remark of spaces as none',
      enter: { 买家留言: '     ' },
      outcome: { sends: { buyer_remark: '' } },
    },
    {
      name: 'should send a remark of zero-width spaces as none',
      enter: { 买家留言: '\u200b\u200b\ufeff' },
      outcome: { sends: { buyer_remark: '' } },
    },
    {
      name: 'should send a remark of line breaks as none',
      enter: { 买家留言: '\n\n\n' },
      outcome: { sends: { buyer_remark: '' } },
    },
    {
      name: 'should send an HTML payload as text',
      enter: { 买家留言: HTML_PAYLOAD },
      outcome: { sends: { buyer_remark: HTML_PAYLOAD } },
    },
    {
      name: 'should send the remark trimmed',
      enter: { 买家留言: '  工作日送货  ' },
      outcome: { sends: { buyer_remark: '工作日送货' } },
    },
    {
      name: 'should keep line breaks inside the remark',
      enter: { 买家留言: '工作日送货\n请先电话联系' },
      outcome: { sends: { buyer_remark: '工作日送货\n请先电话联系' } },
    },
    {
      name: 'should send full-width text as typed',
      enter: { 买家留言: 'ＳＦ快递，１８点后' },
      outcome: { sends: { buyer_remark: 'ＳＦ快递，１８点后' } },
    },
    {
      name: 'should send exactly 50 characters whole',
      enter: { 买家留言: times('好', 50) },
      outcome: { sends: { buyer_remark: times('好', 50) } },
    },
  ]);
});

describe('order remark without an address: bad input', { timeout: 20_000 }, () => {
  // The mock's 10002 has no address.
  const form = confirm(
    () => saveUserData({ userId: 10002, mobile: '13900139000', token: '7c3d9e2f1a8b4c6d0e5f2a9b8c7d6e1f' }),
    () => screen.findByText('请添加收货地址', undefined, { timeout: 5000 }),
  );
  badInputTable(server, form, [
    {
      name: 'should say 请选择地址 and keep the remark typed',
      enter: { 买家留言: '工作日送货' },
      outcome: { message: '请选择地址' },
    },
    {
      name: 'should say 请选择地址 and keep an over-long remark cut at 50',
      enter: { 买家留言: times('请', 55) },
      shows: { 买家留言: times('请', 50) },
      outcome: { message: '请选择地址' },
    },
  ]);
});
