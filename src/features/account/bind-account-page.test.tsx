import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData, readUserData } from '@/lib/session';
import BindAccountPage from './bind-account-page';
import { findToast, renderPage } from '@/test/render-page';

mockServerForTests();
afterEach(() => {
  clearUserData();
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: '绑定并登录' }));

/** A real not-bound account of the mock: third_plat_login reserves its user id. */
async function notBound(uid: string): Promise<{ userId: number; uid: string; platId: number }> {
  const res = await fetch('http://localhost:3000/api/third_plat_login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ uid, plat_id: '1', p: 'h5', v: '4.9.0' }),
  });
  return ((await res.json()) as { data: { userId: number; uid: string; platId: number } }).data;
}

describe('BindAccountPage', { timeout: 15_000 }, () => {
  it('should say the bind link is broken when its query is incomplete', () => {
    renderPage(<BindAccountPage />, { url: '/bindAccount?uid=abc' });
    expect(screen.getByRole('alert').textContent).toBe('绑定信息已失效，请重新授权登录');
    expect(screen.getByRole('link', { name: '返回登录' })).toBeInTheDocument();
  });

  it('should require the phone and the code, keeping what was typed', async () => {
    renderPage(<BindAccountPage />, { url: '/bindAccount?userId=10101&uid=abc&platId=1' });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('手机号码格式错误');
    await userEvent.type(field('手机号'), '13600136000');
    expect(screen.getByRole('alert').textContent).toBe('请输入验证码');
    await userEvent.type(field('验证码'), '99');
    expect(screen.getByRole('alert').textContent).toBe('短信验证码错误');
    expect(field('手机号').value).toBe('13600136000');
  });

  it('should bind the mobile, toast 登录成功 and go to the redirect logged in', async () => {
    const target = await notBound('wx-test-bind-1');
    const query = new URLSearchParams({
      userId: String(target.userId),
      uid: target.uid,
      platId: String(target.platId),
      redirect: '/user/coupon',
    });
    renderPage(<BindAccountPage />, { url: `/bindAccount?${query.toString()}` });
    await userEvent.type(field('手机号'), '13600136001');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeInTheDocument();
    await userEvent.type(field('验证码'), '123456');
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/user/coupon');
    expect(await findToast('登录成功')).toBeInTheDocument();
    expect(readUserData()).toMatchObject({ mobile: '13600136001' });
  });

  it('should toast the server message when the binding has expired', async () => {
    renderPage(<BindAccountPage />, { url: '/bindAccount?userId=99999&uid=never-reserved&platId=2' });
    await userEvent.type(field('手机号'), '13600136002');
    await userEvent.type(field('验证码'), '123456');
    await submit();
    expect(await findToast('绑定信息已失效，请重新授权登录')).toBeInTheDocument();
    expect(field('手机号').value).toBe('13600136002');
  });
});
