import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServerForTests } from '@/test/mock-server';
import { clearUserData } from '@/lib/session';
import { getLocal, removeLocal } from '@/lib/local-store';
import AddressPage from './address-page';
import { findToast, loginDevUser, renderPage } from '@/test/render-page';

const { server } = mockServerForTests();
beforeEach(loginDevUser);
afterEach(() => {
  clearUserData();
  removeLocal('addressData');
});

const rows = async () =>
  within(await screen.findByRole('list', { name: '收货地址' }, { timeout: 5000 })).getAllByRole('listitem');

describe('AddressPage', () => {
  it('should list the default address first with the 默认 mark', async () => {
    renderPage(<AddressPage />, { url: '/user/address' });
    const [first, second] = await rows();
    expect(first).toHaveAttribute('aria-label', '张三 13800138000');
    expect(within(first).getByText('默认')).toBeInTheDocument();
    expect(within(second).queryByText('默认')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      '/user/address/add?addressId=40001',
    );
  });

  it('should make another address the default and move it first', async () => {
    renderPage(<AddressPage />, { url: '/user/address' });
    const [, second] = await rows();
    await userEvent.click(within(second).getByRole('radio', { name: '设为默认' }));
    expect(await findToast('操作成功')).toBeInTheDocument();
    await waitFor(async () => expect((await rows())[0]).toHaveAttribute('aria-label', '李娜 13912345678'));
    expect(within((await rows())[0]).getByText('默认')).toBeInTheDocument();
  });

  it('should delete an address after confirming and toast 删除成功', async () => {
    renderPage(<AddressPage />, { url: '/user/address' });
    const [first] = await rows();
    await userEvent.click(within(first).getByRole('button', { name: '删除' }));
    // The dialog ignores pointers while it animates in; a plain click is what a finger sends after.
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await findToast('删除成功')).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it('should show the empty text when there is no address', async () => {
    server.use(
      http.post('*/api/account/address/get_reciver_address_list', () =>
        HttpResponse.json({ code: 1, msg: '获取成功', data: [] }),
      ),
    );
    renderPage(<AddressPage />, { url: '/user/address' });
    expect(await screen.findByText('还没有添加任何地址')).toBeInTheDocument();
  });

  it('should choose an address for a same-site redirect and save it locally', async () => {
    renderPage(<AddressPage />, { url: '/user/address?redirect=%2Fuser%2Forder%2Fconfirm%3Fsk%3D1' });
    const [first] = await rows();
    await userEvent.click(within(first).getAllByRole('button')[0]);
    expect((await screen.findByTestId('location')).textContent).toBe('/user/order/confirm?sk=1');
    expect(getLocal('addressData')?.address_name).toBeTruthy();
  });

  it('should offer a retry when the list cannot be loaded', async () => {
    server.use(http.post('*/api/account/address/get_reciver_address_list', () => HttpResponse.error()));
    renderPage(<AddressPage />, { url: '/user/address' });
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败');
  });
});
