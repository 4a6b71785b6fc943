import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData, readUserData } from '@/lib/session';
import AlipayLoginPage from './alipay-login-page';
import OtherLoginPage from './other-login-page';
import { findToast, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();
afterEach(() => {
  clearUserData();
});

const location = async () => (await screen.findByTestId('location')).textContent ?? '';

describe('third-party login callbacks', { timeout: 15_000 }, () => {
  it('should log a bound WeChat account in (code 1) and go to /user', async () => {
    renderPage(<OtherLoginPage />, { url: '/otherLogin?code=wx-bound' });
    expect(await location()).toBe('/user');
    expect(await findToast('登录成功')).toBeInTheDocument();
    expect(readUserData()).toMatchObject({ userId: 10001 });
  });

  it('should log a bound Alipay account in and go to the redirect', async () => {
    renderPage(<AlipayLoginPage />, { url: '/alipayLogin?auth_code=ali-bound&redirect=%2Fuser%2Fcoupon' });
    expect(await location()).toBe('/user/coupon');
    expect(readUserData()).toMatchObject({ userId: 10001 });
  });

  it('should send an unbound account (code 2) to /bindAccount with userId, uid and platId', async () => {
    renderPage(<OtherLoginPage />, { url: '/otherLogin?code=new-wx-user' });
    const to = new URL(await location(), 'http://x');
    expect(to.pathname).toBe('/bindAccount');
    expect(to.searchParams.get('userId')).toMatch(/^\d+$/);
    expect(to.searchParams.get('uid')).toBeTruthy();
    expect(to.searchParams.get('platId')).toBe('1');
    expect(readUserData()).toBeUndefined();
  });

  it('should send an unbound Alipay account to /bindAccount with platId 2, keeping the redirect', async () => {
    renderPage(<AlipayLoginPage />, {
      url: '/alipayLogin?auth_code=new-ali-user&redirect=%2Fuser%2Fcollection',
    });
    const to = new URL(await location(), 'http://x');
    expect(to.pathname).toBe('/bindAccount');
    expect(to.searchParams.get('platId')).toBe('2');
    expect(to.searchParams.get('redirect')).toBe('/user/collection');
  });

  it('should show the server message without a retry of the spent code when the code is refused', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/account/weixin/get_user_info', () => {
        calls += 1;
        return HttpResponse.json({ code: 0, msg: '授权已失效，请重新授权', data: null });
      }),
    );
    renderPage(<OtherLoginPage />, { url: '/otherLogin?code=used' });
    expect(await screen.findByRole('alert')).toHaveTextContent('授权已失效，请重新授权');
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/login');
    expect(calls).toBe(1);
  });

  it('should offer a retry that asks again when the call got no answer', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/account/weixin/get_user_info', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json({ code: 0, msg: '授权已失效', data: null });
      }),
    );
    renderPage(<OtherLoginPage />, { url: '/otherLogin?code=wx-bound' });
    expect(await screen.findByRole('alert')).toHaveTextContent('网络不太顺畅');
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('授权已失效')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('should say the authorisation is missing without a code', () => {
    renderPage(<AlipayLoginPage />, { url: '/alipayLogin' });
    expect(screen.getByRole('alert').textContent).toBe('授权信息缺失，请重新登录');
  });
});
