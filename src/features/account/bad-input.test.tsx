// Bad input on the account forms: login, register, find password, bind mobile. The
// rows are data (src/test/bad-input.tsx runs them); each message is docs/product/validation.md's text.
import { afterEach, describe } from 'vitest';
import { screen } from '@testing-library/react';
import { clearUserData } from '@/lib/session';
import { HTML_PAYLOAD, badInputTable, times, type BadInput, type FormUnderTest } from '@/test/bad-input';
import { mockServerForTests } from '@/test/mock-server';
import { renderPage } from '@/test/render-page';
import BindAccountPage from './bind-account-page';
import FindPassPage from './find-pass-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const { server } = mockServerForTests();
afterEach(() => clearUserData());

const MOBILE = '手机号码格式错误';
const CODE_REQUIRED = '请输入验证码';
const CODE = '短信验证码错误';
const PASSWORD = '请输入6-18位的密码';
const LOGIN_PASSWORD = '密码至少六位字符';

const page = (element: React.ReactElement, ready: string) => async (url: string) => {
  renderPage(element, { url });
  await screen.findByLabelText(ready);
};

/** The same mobile as pasted or typed in every way a shopper has it. */
const MOBILE_PASTES: [string, string][] = [
  ['a pasted 138-0013-8000', '138-0013-8000'],
  ['a pasted +86 138 0013 8000', '+86 138 0013 8000'],
  ['a pasted 0086 13800138000', '0086 13800138000'],
  ['full-width digits', '１３８００１３８０００'],
];

describe('login: bad input', { timeout: 20_000 }, () => {
  const login: FormUnderTest = {
    render: page(<LoginPage />, '手机号'),
    url: '/login',
    submit: '登录',
    call: '/api/login',
  };
  const rows: BadInput[] = [
    ...MOBILE_PASTES.map(([name, text]): BadInput => ({
      name: `should read ${name} as 13800138000`,
      enter: { 手机号: text, 密码: 'abc123' },
      shows: { 手机号: '13800138000' },
      outcome: { sends: { username: '13800138000', password: 'abc123' } },
    })),
    {
      name: 'should cut a mobile over 11 digits at 11',
      enter: { 手机号: '1380013800099', 密码: 'abc123' },
      shows: { 手机号: '13800138000' },
      outcome: { sends: { username: '13800138000' } },
    },
    {
      name: 'should refuse a short mobile and keep both fields',
      enter: { 手机号: '1380013', 密码: 'abc' },
      outcome: { message: MOBILE },
    },
    {
      name: 'should refuse a mobile starting 12',
      enter: { 手机号: '12800138000', 密码: 'abc123' },
      outcome: { message: MOBILE },
    },
    {
      name: 'should refuse an empty mobile, keeping the password',
      enter: { 手机号: '', 密码: 'abc123' },
      outcome: { message: MOBILE },
    },
    {
      name: 'should keep only the digits of an HTML payload in the mobile and refuse it',
      enter: { 手机号: HTML_PAYLOAD, 密码: 'abc123' },
      shows: { 手机号: '1' },
      outcome: { message: MOBILE },
    },
    {
      name: 'should refuse a password of five characters',
      enter: { 手机号: '13800138000', 密码: 'abc12' },
      outcome: { message: LOGIN_PASSWORD },
    },
    {
      name: 'should refuse a password of spaces only',
      enter: { 手机号: '13800138000', 密码: '      ' },
      outcome: { message: LOGIN_PASSWORD },
    },
    {
      name: 'should refuse a password of zero-width spaces only',
      enter: { 手机号: '13800138000', 密码: times('\u200b', 6) },
      outcome: { message: LOGIN_PASSWORD },
    },
    {
      name: 'should count three emoji as three characters, not six',
      enter: { 手机号: '13800138000', 密码: '😀😀😀' },
      outcome: { message: LOGIN_PASSWORD },
    },
    {
      name: 'should cut a password over 18 characters at 18 and send it',
      enter: { 手机号: '13800138000', 密码: 'abcdefghij0123456789' },
      shows: { 密码: 'abcdefghij01234567' },
      outcome: { sends: { password: 'abcdefghij01234567' } },
    },
    {
      name: 'should send an HTML payload as the password text it is',
      enter: { 手机号: '13800138000', 密码: '<b>abc123</b>' },
      outcome: { sends: { password: '<b>abc123</b>' } },
    },
  ];
  badInputTable(server, login, rows);
});

/** Rows shared by the three forms with a mobile and an SMS code. */
function mobileCodeRows(others: Record<string, string>, sends: Record<string, string>): BadInput[] {
  return [
    ...MOBILE_PASTES.map(([name, text]): BadInput => ({
      name: `should read ${name} as 13800138000`,
      enter: { 手机号: text, 验证码: '123456', ...others },
      shows: { 手机号: '13800138000' },
      outcome: { sends: { mobile: '13800138000', code: '123456', ...sends } },
    })),
    {
      name: 'should refuse an empty mobile and keep the rest',
      enter: { 手机号: '', 验证码: '123456', ...others },
      outcome: { message: MOBILE },
    },
    {
      name: 'should say 请输入验证码 for an empty code',
      enter: { 手机号: '13800138000', 验证码: '', ...others },
      outcome: { message: CODE_REQUIRED },
    },
    {
      name: 'should say 请输入验证码 for a code of spaces and zero-width spaces (no digits)',
      enter: { 手机号: '13800138000', 验证码: ' \u200b \u200b ', ...others },
      shows: { 验证码: '' },
      outcome: { message: CODE_REQUIRED },
    },
    {
      name: 'should refuse a code of five digits',
      enter: { 手机号: '13800138000', 验证码: '12345', ...others },
      outcome: { message: CODE },
    },
    {
      name: 'should cut a code over 6 digits at 6',
      enter: { 手机号: '13800138000', 验证码: '1234567', ...others },
      shows: { 验证码: '123456' },
      outcome: { sends: { code: '123456' } },
    },
    {
      name: 'should read a code pasted from the SMS, with spaces and full-width digits',
      enter: { 手机号: '13800138000', 验证码: '验证码：１２３ ４５６', ...others },
      shows: { 验证码: '123456' },
      outcome: { sends: { code: '123456' } },
    },
  ];
}

/** Rows of the forms that set a password (register, find password): 6-18 word characters. */
function passwordRows(label: string, others: Record<string, string>): BadInput[] {
  const base = { 手机号: '13800138000', 验证码: '123456', ...others };
  return [
    {
      name: 'should refuse a password of five characters',
      enter: { ...base, [label]: 'abc12' },
      outcome: { message: PASSWORD },
    },
    {
      name: 'should refuse a password of spaces only',
      enter: { ...base, [label]: '        ' },
      outcome: { message: PASSWORD },
    },
    {
      name: 'should refuse a password with emoji',
      enter: { ...base, [label]: 'abc😀123' },
      outcome: { message: PASSWORD },
    },
    {
      name: 'should refuse an HTML payload as a password, keeping its first 18 characters',
      enter: { ...base, [label]: HTML_PAYLOAD },
      shows: { [label]: HTML_PAYLOAD.slice(0, 18) },
      outcome: { message: PASSWORD },
    },
    {
      name: 'should cut a password over 18 characters at 18 and send it',
      enter: { ...base, [label]: 'abcdefghij0123456789' },
      shows: { [label]: 'abcdefghij01234567' },
      outcome: { sends: { password: 'abcdefghij01234567' } },
    },
  ];
}

describe('register: bad input', { timeout: 20_000 }, () => {
  const register: FormUnderTest = {
    render: page(<RegisterPage />, '手机号'),
    url: '/register',
    submit: '注册',
    call: '/api/register',
  };
  const fine = { 密码: 'abc123', 邀请码: 'A8K3D2' };
  badInputTable(server, register, [
    ...mobileCodeRows(fine, { password: 'abc123', recommend_code: 'A8K3D2' }),
    ...passwordRows('密码', { 邀请码: '' }),
    {
      name: 'should send an invite code of spaces and zero-width spaces as none',
      enter: { 手机号: '13800138000', 验证码: '123456', 密码: 'abc123', 邀请码: ' \u200b ' },
      outcome: { sends: { recommend_code: '' } },
    },
    {
      name: 'should send an HTML payload in the invite code as text',
      enter: { 手机号: '13800138000', 验证码: '123456', 密码: 'abc123', 邀请码: HTML_PAYLOAD },
      outcome: { sends: { recommend_code: HTML_PAYLOAD } },
    },
    {
      name: 'should cut an invite code over 32 characters at 32',
      enter: { 手机号: '13800138000', 验证码: '123456', 密码: 'abc123', 邀请码: times('A', 40) },
      shows: { 邀请码: times('A', 32) },
      outcome: { sends: { recommend_code: times('A', 32) } },
    },
  ]);
});

describe('find password: bad input', { timeout: 20_000 }, () => {
  const findPass: FormUnderTest = {
    render: page(<FindPassPage />, '手机号'),
    url: '/findPass',
    submit: '确定',
    call: '/api/forget_password',
  };
  badInputTable(server, findPass, [
    ...mobileCodeRows({ 新密码: 'abc123' }, { password: 'abc123' }),
    ...passwordRows('新密码', {}),
  ]);
});

describe('bind mobile: bad input', { timeout: 20_000 }, () => {
  const bind: FormUnderTest = {
    render: page(<BindAccountPage />, '手机号'),
    url: '/bindAccount?userId=10101&uid=abc&platId=1',
    submit: '绑定并登录',
    call: '/api/third_login_binding_mobile',
  };
  badInputTable(server, bind, [
    ...mobileCodeRows({}, {}),
    {
      name: 'should cut a mobile over 11 digits at 11',
      enter: { 手机号: '138001380009', 验证码: '123456' },
      shows: { 手机号: '13800138000' },
      outcome: { sends: { mobile: '13800138000' } },
    },
    {
      name: 'should refuse a mobile starting 10',
      enter: { 手机号: '10800138000', 验证码: '123456' },
      outcome: { message: MOBILE },
    },
    {
      name: 'should read an emoji-only mobile as empty and refuse it',
      enter: { 手机号: '📱📱', 验证码: '123456' },
      shows: { 手机号: '' },
      outcome: { message: MOBILE },
    },
  ]);
});
