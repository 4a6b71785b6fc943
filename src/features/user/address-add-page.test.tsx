import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData } from '@/lib/session';
import AddressAddPage from './address-add-page';
import { loginDevUser, renderPage } from '@/test/render-page';
import { expectNameHoldsVisibleText } from '@/test/visible-name';

mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => {
  clearUserData();
});

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);
const save = () => userEvent.click(screen.getByRole('button', { name: '保存' }));
const alertText = () => screen.getByRole('alert').textContent;

describe('AddressAddPage', () => {
  it('should show only the first error, in the order recipient, phone, area, and keep what was typed', async () => {
    renderPage(<AddressAddPage />, { url: '/user/address/add' });
    await save();
    await waitFor(() => expect(alertText()).toBe('请输入收件人'));

    await userEvent.type(field('收件人'), '王小明');
    await userEvent.type(field('手机号码'), '1380013');
    await save();
    await waitFor(() => expect(alertText()).toBe('手机号码格式错误'));
    expect(field('收件人').value).toBe('王小明');

    await userEvent.type(field('手机号码'), '8000');
    await userEvent.type(field('详细地址'), '科技园南路 88 号');
    await save();
    await waitFor(() => expect(alertText()).toBe('请选择地区'));
    expect(field('收件人').value).toBe('王小明');
    expect(field('手机号码').value).toBe('13800138000');
    expect(field('详细地址').value).toBe('科技园南路 88 号');
  });

  it('should keep the phone to 11 digits', async () => {
    renderPage(<AddressAddPage />, { url: '/user/address/add' });
    await userEvent.type(field('手机号码'), '138-0013-8000-99');
    expect(field('手机号码').value).toBe('13800138000');
  });

  it('should open an existing address filled and ask for the detail when it is cleared', async () => {
    renderPage(<AddressAddPage />, { url: '/user/address/add?addressId=40001' });
    await waitFor(() => expect(field('收件人').value).toBe('张三'));
    const area = screen.getByRole('button', { name: /^所在地区/ });
    expect(area).toHaveTextContent('广东省 深圳市 南山区');
    expectNameHoldsVisibleText(area, 'button');
    await userEvent.clear(field('详细地址'));
    await save();
    await waitFor(() => expect(alertText()).toBe('请输入详情地址'));
    expect(field('收件人').value).toBe('张三');
  });

  it('should save a change, toast 修改成功 and return to the list', async () => {
    renderPage(<AddressAddPage />, { url: '/user/address/add?addressId=40002' });
    await waitFor(() => expect(field('收件人').value).toBe('李娜'));
    await userEvent.clear(field('详细地址'));
    await userEvent.type(field('详细地址'), '天河路 1 号');
    await save();
    expect(await screen.findByText('修改成功', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect((await screen.findByTestId('location', undefined, { timeout: 3000 })).textContent).toBe(
      '/user/address',
    );
  });
});
