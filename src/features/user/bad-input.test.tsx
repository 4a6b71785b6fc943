// Bad input on the user forms: address add and edit, feedback, coupon redeem. The rows
// are data (src/test/bad-input.tsx runs them); each message is docs/product/validation.md's text.
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { clearUserData } from '@/lib/session';
import { HTML_PAYLOAD, badInputTable, times, type FormUnderTest } from '@/test/bad-input';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, renderPage } from '@/test/render-page';
import AddressAddPage from './address-add-page';
import AdvicePage from './advice-page';
import CouponPage from './coupon-page';

const { server } = mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => clearUserData());

const ADD = '/user/address/add';
/** The development user's 张三, 广东省 深圳市 南山区: a form with its area chosen. */
const EDIT = '/user/address/add?addressId=40001';

describe('address add and edit: bad input', { timeout: 20_000 }, () => {
  const address: FormUnderTest = {
    render: async (url) => {
      renderPage(<AddressAddPage />, { url });
      const name = await screen.findByLabelText<HTMLInputElement>('收件人');
      if (url !== ADD) await waitFor(() => expect(name.value).not.toBe(''));
    },
    url: ADD,
    submit: '保存',
    // add_address or change_address.
    call: '_address',
  };
  const ok = { 收件人: '张三', 手机号码: '13800138000', 详细地址: '科技园 1 号' };
  badInputTable(server, address, [
    {
      name: 'should ask for the recipient first when nothing is filled',
      enter: { 收件人: '', 手机号码: '', 详细地址: '' },
      outcome: { message: '请输入收件人' },
    },
    {
      name: 'should refuse a recipient of spaces, keeping the rest',
      enter: { ...ok, 收件人: '    ' },
      outcome: { message: '请输入收件人' },
    },
    {
      name: 'should refuse a recipient of zero-width spaces',
      enter: { ...ok, 收件人: '\u200b\u200b\ufeff' },
      outcome: { message: '请输入收件人' },
    },
    {
      name: 'should refuse a short mobile after the recipient',
      enter: { ...ok, 手机号码: '1380013' },
      outcome: { message: '手机号码格式错误' },
    },
    {
      name: 'should read a pasted +86 138 0013 8000, then ask for the area',
      enter: { ...ok, 手机号码: '+86 138 0013 8000' },
      shows: { 手机号码: '13800138000' },
      outcome: { message: '请选择地区' },
    },
    {
      name: 'should read full-width digits as the mobile, then ask for the area',
      enter: { ...ok, 手机号码: '１３８００１３８０００' },
      shows: { 手机号码: '13800138000' },
      outcome: { message: '请选择地区' },
    },
    {
      name: 'should keep an HTML payload in the recipient as text while asking for the area',
      enter: { ...ok, 收件人: '<b>张三</b>' },
      outcome: { message: '请选择地区' },
    },
    {
      name: 'should refuse a detail of spaces',
      at: EDIT,
      enter: { 详细地址: '   ' },
      outcome: { message: '请输入详情地址' },
    },
    {
      name: 'should refuse a detail of zero-width characters',
      at: EDIT,
      enter: { 详细地址: '\u200b\u200c\u200d' },
      outcome: { message: '请输入详情地址' },
    },
    {
      name: 'should send an HTML payload in the recipient and the detail as text',
      at: EDIT,
      enter: { 收件人: '<b>张三</b>', 详细地址: HTML_PAYLOAD },
      outcome: { sends: { address_name: '<b>张三</b>', address_street: HTML_PAYLOAD } },
    },
    {
      name: 'should cut a recipient over 20 characters at 20',
      at: EDIT,
      enter: { 收件人: times('张', 25) },
      shows: { 收件人: times('张', 20) },
      outcome: { sends: { address_name: times('张', 20) } },
    },
    {
      name: 'should cut a detail over 100 characters at 100',
      at: EDIT,
      enter: { 详细地址: times('路', 120) },
      shows: { 详细地址: times('路', 100) },
      outcome: { sends: { address_street: times('路', 100) } },
    },
    {
      name: 'should send a recipient with emoji, trimmed',
      at: EDIT,
      enter: { 收件人: ' 张三😀 ' },
      outcome: { sends: { address_name: '张三😀' } },
    },
    {
      name: 'should send a pasted 0086 13800138000 as 13800138000',
      at: EDIT,
      enter: { 手机号码: '0086 13800138000' },
      shows: { 手机号码: '13800138000' },
      outcome: { sends: { address_mobile_phone: '13800138000' } },
    },
  ]);
});

describe('feedback: bad input', { timeout: 20_000 }, () => {
  const advice: FormUnderTest = {
    render: async (url) => {
      renderPage(<AdvicePage />, { url });
      await screen.findByLabelText('反馈内容');
    },
    url: '/user/advice',
    submit: '提交',
    call: '/opinion_add',
  };
  badInputTable(server, advice, [
    {
      name: 'should ask for content when it is empty, keeping the contact',
      enter: { 反馈内容: '', 联系方式: 'wx_abc' },
      outcome: { message: '请输入内容' },
    },
    {
      name: 'should refuse content of spaces',
      enter: { 反馈内容: '     ', 联系方式: 'wx_abc' },
      outcome: { message: '请输入内容' },
    },
    {
      name: 'should refuse content of zero-width spaces',
      enter: { 反馈内容: times('\u200b', 5), 联系方式: 'wx_abc' },
      outcome: { message: '请输入内容' },
    },
    {
      name: 'should refuse content of line breaks, tabs and invisible characters',
      enter: { 反馈内容: '\n\t\u2060\n\ufeff', 联系方式: '' },
      outcome: { message: '请输入内容' },
    },
    {
      name: 'should send an HTML payload as text',
      enter: { 反馈内容: HTML_PAYLOAD, 联系方式: '' },
      outcome: { sends: { content: HTML_PAYLOAD } },
    },
    {
      name: 'should send an emoji-only text',
      enter: { 反馈内容: '👍', 联系方式: '' },
      outcome: { sends: { content: '👍' } },
    },
    {
      name: 'should send the text trimmed',
      enter: { 反馈内容: '  希望显示电池循环次数  ', 联系方式: '' },
      outcome: { sends: { content: '希望显示电池循环次数' } },
    },
    {
      name: 'should cut text over 500 characters at 500',
      enter: { 反馈内容: times('好', 520), 联系方式: '' },
      shows: { 反馈内容: times('好', 500) },
      outcome: { sends: { content: times('好', 500) } },
    },
    {
      name: 'should send 500 emoji whole (500 characters, not 1000 UTF-16 units)',
      enter: { 反馈内容: times('😀', 500), 联系方式: '' },
      outcome: { sends: { content: times('😀', 500) } },
    },
    {
      name: 'should cut a contact over 50 characters at 50',
      enter: { 反馈内容: '好用', 联系方式: times('a', 60) },
      shows: { 联系方式: times('a', 50) },
      outcome: { sends: { contact_way: times('a', 50) } },
    },
    {
      name: 'should send a contact of zero-width spaces as none',
      enter: { 反馈内容: '好用', 联系方式: '\u200b\u200b' },
      outcome: { sends: { contact_way: '' } },
    },
    {
      name: 'should send an HTML payload in the contact as text',
      enter: { 反馈内容: '好用', 联系方式: '<b>wx</b>' },
      outcome: { sends: { contact_way: '<b>wx</b>' } },
    },
  ]);
});

describe('coupon redeem: bad input', { timeout: 20_000 }, () => {
  const redeem: FormUnderTest = {
    render: async (url) => {
      renderPage(<CouponPage />, { url });
      await screen.findByRole('textbox', { name: '兑换码' });
    },
    url: '/user/coupon',
    submit: '兑换',
    call: '/exchange_bonus',
  };
  badInputTable(server, redeem, [
    { name: 'should not redeem an empty code', enter: { 兑换码: '' }, outcome: { blocked: true } },
    { name: 'should not redeem a code of spaces', enter: { 兑换码: '    ' }, outcome: { blocked: true } },
    {
      name: 'should not redeem a code of zero-width spaces',
      enter: { 兑换码: '\u200b\u200b\u200b' },
      outcome: { blocked: true },
    },
    {
      name: 'should not redeem a code of invisible characters and spaces',
      enter: { 兑换码: ' \ufeff \u2060 ' },
      outcome: { blocked: true },
    },
    {
      name: 'should send a code pasted with spaces around it, trimmed',
      enter: { 兑换码: '  SJ8K2M9Q  ' },
      outcome: { sends: { exchange_code: 'SJ8K2M9Q' } },
    },
    {
      name: 'should drop the zero-width characters a chat app pastes with a code',
      enter: { 兑换码: '\u200bSJ8K2M9Q\u200b' },
      outcome: { sends: { exchange_code: 'SJ8K2M9Q' } },
    },
    {
      name: 'should send an HTML payload as text',
      enter: { 兑换码: HTML_PAYLOAD },
      outcome: { sends: { exchange_code: HTML_PAYLOAD } },
    },
    {
      name: 'should cut a code over 64 characters at 64',
      enter: { 兑换码: times('A', 70) },
      shows: { 兑换码: times('A', 64) },
      outcome: { sends: { exchange_code: times('A', 64) } },
    },
    {
      name: 'should send an emoji code as typed',
      enter: { 兑换码: '🎁2024' },
      outcome: { sends: { exchange_code: '🎁2024' } },
    },
    {
      name: 'should send full-width characters as typed',
      enter: { 兑换码: 'ＳＪ８Ｋ２Ｍ９Ｑ' },
      outcome: { sends: { exchange_code: 'ＳＪ８Ｋ２Ｍ９Ｑ' } },
    },
  ]);
});
