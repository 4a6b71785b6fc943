import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import FindPassPage from './find-pass-page';
import { findToast, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const submit = () => userEvent.click(screen.getByRole('button', { name: '确定' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('FindPassPage', { timeout: 15_000 }, () => {
  it('should show the rule messages in order and keep what was typed', async () => {
    renderPage(<FindPassPage />, { url: '/findPass' });
    await userEvent.type(field('手机号'), '1230');
    await submit();
    expect(alertText()).toBe('手机号码格式错误');
    await userEvent.clear(field('手机号'));
    await userEvent.type(field('手机号'), '13800138000');
    expect(alertText()).toBe('请输入验证码');
    await userEvent.type(field('验证码'), '1234567');
    expect(field('验证码').value).toBe('123456');
    await userEvent.type(field('新密码'), 'abc');
    expect(alertText()).toBe('请输入6-18位的密码');
    await userEvent.type(field('新密码'), '-12');
    expect(alertText()).toBe('请输入6-18位的密码');
    expect(field('新密码').value).toBe('abc-12');
    // The field takes no more than the contract's 18 characters.
    await userEvent.clear(field('新密码'));
    await userEvent.type(field('新密码'), 'abc4567890123456789');
    expect(field('新密码').value).toBe('abc456789012345678');
    expect(alertText()).toBe('');
  });

  it('should toast the server message and keep the form when the reset is refused', async () => {
    server.use(
      http.post('*/api/forget_password', () =>
        HttpResponse.json({ code: 0, msg: '该手机号未注册', data: null }),
      ),
    );
    renderPage(<FindPassPage />, { url: '/findPass' });
    await userEvent.type(field('手机号'), '13700137000');
    await userEvent.type(field('验证码'), '123456');
    await userEvent.type(field('新密码'), 'newpass1');
    await submit();
    expect(await findToast('该手机号未注册')).toBeInTheDocument();
    expect(field('新密码').value).toBe('newpass1');
  });

  it('should send the SMS of type 2 and count down', async () => {
    let type: string | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/new_get_sms'))
        type = new URLSearchParams(await request.clone().text()).get('type');
    });
    renderPage(<FindPassPage />, { url: '/findPass' });
    await userEvent.type(field('手机号'), '13900139000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(type).toBe('2');
  });

  it('should reset the password, toast 修改成功 and go to login', async () => {
    renderPage(<FindPassPage />, { url: '/findPass' });
    await userEvent.type(field('手机号'), '13800138000');
    await userEvent.type(field('验证码'), '123456');
    await userEvent.type(field('新密码'), 'abc123');
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(await findToast('修改成功')).toBeInTheDocument();
  });
});
