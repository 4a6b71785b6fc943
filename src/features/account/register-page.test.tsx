import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { signSmsRequest } from '@/domain/sms-sign';
import { clearUserData, readUserData } from '@/lib/session';
import RegisterPage from './register-page';
import { findToast, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();
afterEach(() => {
  clearUserData();
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: '注册' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('RegisterPage', { timeout: 15_000 }, () => {
  it('should show each rule message in field order and keep everything typed', async () => {
    renderPage(<RegisterPage />, { url: '/register' });
    await submit();
    expect(alertText()).toBe('手机号码格式错误');
    await userEvent.type(field('手机号'), '13500135001');
    expect(alertText()).toBe('请输入验证码');
    await userEvent.type(field('验证码'), '12a');
    expect(alertText()).toBe('短信验证码错误');
    await userEvent.type(field('验证码'), '34567');
    expect(field('验证码').value).toBe('123456');
    await userEvent.type(field('密码'), 'abc');
    expect(alertText()).toBe('请输入6-18位的密码');
    expect(field('手机号').value).toBe('13500135001');
    expect(field('密码').value).toBe('abc');
  });

  it('should ask for a valid phone before sending the SMS', async () => {
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(alertText()).toBe('手机号码格式错误');
  });

  it('should send a signed SMS request and count down from 60s', async () => {
    let sent: URLSearchParams | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/new_get_sms')) sent = new URLSearchParams(await request.clone().text());
    });
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(field('手机号'), '13500135002');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const button = await screen.findByRole('button', { name: '60s后重新获取' });
    expect(button).toBeDisabled();
    server.events.removeAllListeners();
    const fields = Object.fromEntries(sent!.entries());
    expect(fields).toMatchObject({ mobile: '13500135002', type: '1', p: 'h5', v: '4.9.0' });
    const { sign, ...signed } = fields;
    expect(sign).toBe(signSmsRequest(signed, 'dev-sms-secret'));
    await waitFor(() => expect(screen.getByRole('button', { name: '59s后重新获取' })).toBeInTheDocument(), {
      timeout: 2000,
    });
  });

  it('should toast the server refusal and not start the countdown', async () => {
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(field('手机号'), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await findToast('该手机号已注册')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeInTheDocument();
  });

  it('should register with the invite code, toast 注册成功 and go to /user logged in', async () => {
    let body: URLSearchParams | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/register')) body = new URLSearchParams(await request.clone().text());
    });
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(field('手机号'), '13500135003');
    await userEvent.type(field('验证码'), '123456');
    await userEvent.type(field('密码'), 'abc123');
    await userEvent.type(field('邀请码'), 'A8K3D2');
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/user');
    expect(await findToast('注册成功')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(body?.get('recommend_code')).toBe('A8K3D2');
    expect(readUserData()).toMatchObject({ mobile: '13500135003' });
  });

  it('should toast a network failure and keep the form', async () => {
    server.use(http.post('*/api/register', () => HttpResponse.error()));
    renderPage(<RegisterPage />, { url: '/register' });
    await userEvent.type(field('手机号'), '13500135004');
    await userEvent.type(field('验证码'), '123456');
    await userEvent.type(field('密码'), 'abc123');
    await submit();
    expect(await findToast('网络不太顺畅，请稍后重试')).toBeInTheDocument();
    expect(field('手机号').value).toBe('13500135004');
  });
});
