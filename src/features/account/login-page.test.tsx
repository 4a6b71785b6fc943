import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData, readUserData } from '@/lib/session';
import LoginPage from './login-page';
import { findToast, renderPage } from '@/test/render-page';

mockServerForTests();
afterEach(() => {
  clearUserData();
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: '登录' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('LoginPage', { timeout: 15_000 }, () => {
  it('should show the phone message first, then the password message, and keep what was typed', async () => {
    renderPage(<LoginPage />, { url: '/login' });
    await userEvent.type(field('手机号'), '1380013');
    await userEvent.type(field('密码'), 'abc');
    await submit();
    expect(alertText()).toBe('手机号码格式错误');
    await userEvent.type(field('手机号'), '8000');
    expect(alertText()).toBe('密码至少六位字符');
    expect(field('手机号').value).toBe('13800138000');
    expect(field('密码').value).toBe('abc');
  });

  it('should cap the phone at 11 digits', async () => {
    renderPage(<LoginPage />, { url: '/login' });
    await userEvent.type(field('手机号'), '138-0013-8000-99');
    expect(field('手机号').value).toBe('13800138000');
  });

  it.each(['+86 138 0013 8000', '138-0013-8000', '0086 13800138000'])(
    'should read a pasted %s as 13800138000',
    async (pasted) => {
      renderPage(<LoginPage />, { url: '/login' });
      await userEvent.click(field('手机号'));
      await userEvent.paste(pasted);
      expect(field('手机号').value).toBe('13800138000');
    },
  );

  it('should cap the password at the contract 18 characters', async () => {
    renderPage(<LoginPage />, { url: '/login' });
    await userEvent.type(field('密码'), 'abcdefghij0123456789');
    expect(field('密码').value).toBe('abcdefghij01234567');
  });

  it('should toast the server message on a wrong password and keep the form', async () => {
    renderPage(<LoginPage />, { url: '/login' });
    await userEvent.type(field('手机号'), '13800138000');
    await userEvent.type(field('密码'), 'wrong-pass');
    await submit();
    expect(await findToast('账号或密码错误')).toBeInTheDocument();
    expect(field('密码').value).toBe('wrong-pass');
    expect(readUserData()).toBeUndefined();
  });

  it('should save the session, toast 登录成功 and go to the same-site redirect', async () => {
    renderPage(<LoginPage />, { url: '/login?redirect=%2Fuser%2Fcollection' });
    await userEvent.type(field('手机号'), '13800138000');
    await userEvent.type(field('密码'), 'abc123');
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/user/collection');
    expect(await findToast('登录成功')).toBeInTheDocument();
    expect(readUserData()).toMatchObject({ userId: 10001, mobile: '13800138000' });
  });

  it('should go to /user when the redirect is not a same-site path', async () => {
    renderPage(<LoginPage />, { url: '/login?redirect=%2F%2Fevil.example.com' });
    await userEvent.type(field('手机号'), '13800138000');
    await userEvent.type(field('密码'), 'abc123');
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/user');
  });

  it('should link to 忘记密码 and 注册 and hide third-party login outside the apps', () => {
    renderPage(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/findPass');
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('region', { name: '第三方登录' })).not.toBeInTheDocument();
  });
});

describe('LoginPage inside the apps', { timeout: 15_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('should offer WeChat login inside the messaging app, returning to /otherLogin with the redirect', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.40');
    renderPage(<LoginPage />, { url: '/login?redirect=%2Fuser%2Fcoupon' });
    const link = screen.getByRole('link', { name: '微信登录' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.host).toBe('open.weixin.qq.com');
    expect(url.searchParams.get('redirect_uri')).toBe(
      `${location.origin}/otherLogin?redirect=%2Fuser%2Fcoupon`,
    );
  });

  it('should offer Alipay login inside the payment app', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Android) AlipayClient/10.5.0');
    renderPage(<LoginPage />, { url: '/login' });
    const url = new URL(screen.getByRole('link', { name: '支付宝登录' }).getAttribute('href')!);
    expect(url.host).toBe('openauth.alipay.com');
    expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/alipayLogin`);
  });
});
