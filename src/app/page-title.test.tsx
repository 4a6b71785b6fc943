import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routeOf, routeTitle } from './route-data';
import { framed } from '@/components/page-header/framed';

const Form = () => <main>表单</main>;
const AddressFrame = framed(Form, (query) => routeTitle(routeOf('/user/address/add'), query));

const heading = (url: string) => {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AddressFrame />
    </MemoryRouter>,
  );
  return screen.getByRole('heading', { level: 1 }).textContent;
};

describe('the page frame of the address form', () => {
  it('should head a new address 新增地址', () => {
    expect(heading('/user/address/add')).toBe('新增地址');
  });

  it('should head the address that addressId names 编辑地址', () => {
    expect(heading('/user/address/add?addressId=40001&redirect=%2Fuser%2Faddress')).toBe('编辑地址');
  });
});
