import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserData, readUserData, saveUserData } from '@/lib/session';
import SettingPage from './setting-page';
import { renderPage } from '@/test/render-page';

afterEach(() => clearUserData());

describe('SettingPage', { timeout: 15_000 }, () => {
  it('should link to 意见反馈 and hide logout for a visitor', () => {
    renderPage(<SettingPage />, { url: '/user/setting' });
    expect(screen.getByRole('link', { name: '意见反馈' })).toHaveAttribute('href', '/user/advice');
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
  });

  it('should log out and go back to /user', async () => {
    saveUserData({ userId: 10001, mobile: '13800138000', token: 't' });
    renderPage(<SettingPage />, { url: '/user/setting' });
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(readUserData()).toBeUndefined();
    expect(screen.getByTestId('location').textContent).toBe('/user');
  });
});
