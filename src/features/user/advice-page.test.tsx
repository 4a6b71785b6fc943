import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData, readUserData, saveUserData } from '@/lib/session';
import AdvicePage from './advice-page';
import { DEV_USER, findToast, loginDevUser, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();
afterEach(() => {
  clearUserData();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: '提交' }));

describe('AdvicePage', { timeout: 15_000 }, () => {
  it('should require content (blank counts as empty) and keep the contact typed', async () => {
    loginDevUser();
    renderPage(<AdvicePage />, { url: '/user/advice' });
    await userEvent.type(screen.getByLabelText('反馈内容'), '   ');
    await userEvent.type(screen.getByLabelText('联系方式'), 'wx_abc');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('请输入内容');
    expect(screen.getByLabelText<HTMLInputElement>('联系方式').value).toBe('wx_abc');
  });

  it('should submit, toast 提交成功 and return to /user', async () => {
    loginDevUser();
    let body: URLSearchParams | undefined;
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/opinion_add')) body = new URLSearchParams(await request.clone().text());
    });
    renderPage(<AdvicePage />, { url: '/user/advice' });
    await userEvent.type(screen.getByLabelText('反馈内容'), ' 希望显示电池循环次数 ');
    await userEvent.type(screen.getByLabelText('联系方式'), '13800138000');
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/user');
    expect(await findToast('提交成功')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(body?.get('content')).toBe('希望显示电池循环次数');
    expect(body?.get('contact_way')).toBe('13800138000');
    expect(body?.get('token')).toBe(DEV_USER.token);
  });

  it('should toast the server message and keep the text on failure', async () => {
    loginDevUser();
    server.use(
      http.post('*/api/account/feedback/opinion_add', () =>
        HttpResponse.json({ code: 0, msg: '提交失败，请稍后再试', data: null }),
      ),
    );
    renderPage(<AdvicePage />, { url: '/user/advice' });
    await userEvent.type(screen.getByLabelText('反馈内容'), '好用');
    await submit();
    expect(await findToast('提交失败，请稍后再试')).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLTextAreaElement>('反馈内容').value).toBe('好用');
  });

  it('should send an expired session to login with the way back', async () => {
    saveUserData({ ...DEV_USER, token: 'stale' });
    renderPage(<AdvicePage />, { url: '/user/advice' });
    await userEvent.type(screen.getByLabelText('反馈内容'), '好用');
    await submit();
    expect((await screen.findByTestId('location')).textContent).toBe('/login?redirect=%2Fuser%2Fadvice');
    expect(readUserData()).toBeUndefined();
  });
});
