// Bad input on the custom price range of /commodity: a bound is money ('金额输入有误'); the
// minimum must be below the maximum when both are filled ('最低价须低于最高价'); an empty bound
// leaves that side open. The rows are data (src/test/bad-input.tsx runs them).
import { beforeAll, describe } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { HTML_PAYLOAD, badInputTable, type FormUnderTest } from '@/test/bad-input';
import { mockServerForTests } from '@/test/mock-server';
import { renderPage } from '@/test/render-page';
import CommodityPage from './commodity-page';

const MONEY = '金额输入有误';
const ORDER = '最低价须低于最高价';

const { server } = mockServerForTests();
beforeAll(() => {
  // jsdom has no layout: a tall page keeps the list from loading every page at once.
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
});

describe('custom price range: bad input', { timeout: 20_000 }, () => {
  const priceRange: FormUnderTest = {
    render: async (url) => {
      renderPage(<CommodityPage />, { url });
      await screen.findAllByRole('article');
      fireEvent.click(screen.getByRole('button', { name: '价格' }));
      await screen.findByRole('textbox', { name: '最低价' });
    },
    url: '/commodity?typeId=1&brandId=1',
    submit: '确定',
    call: '/api/product/new_search_list',
    sent: (params) => ({ price_v2: params.get('price_v2') ?? '' }),
  };
  badInputTable(server, priceRange, [
    {
      name: 'should apply a range with min below max',
      enter: { 最低价: '3000', 最高价: '4500' },
      outcome: { sends: { price_v2: '3000-4500' } },
    },
    {
      name: 'should refuse min above max, keeping both',
      enter: { 最低价: '4500', 最高价: '3000' },
      outcome: { message: ORDER },
    },
    {
      name: 'should refuse min equal to max',
      enter: { 最低价: '3000', 最高价: '3000' },
      outcome: { message: ORDER },
    },
    {
      name: 'should refuse an HTML payload in min, never reading it as 1',
      enter: { 最低价: HTML_PAYLOAD, 最高价: '2000' },
      shows: { 最低价: '<imgsrc=xone' },
      outcome: { message: MONEY },
    },
    {
      name: 'should refuse an HTML payload in max',
      enter: { 最低价: '100', 最高价: '<b>2000</b>' },
      shows: { 最高价: '<b>2000</b>' },
      outcome: { message: MONEY },
    },
    {
      name: "should refuse 'X以上' typed as a price, keeping it",
      enter: { 最低价: '5000以上', 最高价: '' },
      outcome: { message: MONEY },
    },
    {
      name: 'should read full-width digits as digits',
      enter: { 最低价: '３０００', 最高价: '４５００' },
      shows: { 最低价: '3000', 最高价: '4500' },
      outcome: { sends: { price_v2: '3000-4500' } },
    },
    {
      name: 'should drop spaces inside a pasted price',
      enter: { 最低价: '1 000', 最高价: ' 2 000 ' },
      shows: { 最低价: '1000', 最高价: '2000' },
      outcome: { sends: { price_v2: '1000-2000' } },
    },
    {
      name: 'should read zero-width spaces as an empty min, open below',
      enter: { 最低价: '\u200b\u200b', 最高价: '1000' },
      shows: { 最低价: '' },
      outcome: { sends: { price_v2: '0-1000' } },
    },
    {
      name: 'should read an empty max as open above',
      enter: { 最低价: '5000', 最高价: '' },
      outcome: { sends: { price_v2: '5000-99999' } },
    },
    {
      name: 'should refuse 0 as a price',
      enter: { 最低价: '0', 最高价: '1000' },
      outcome: { message: MONEY },
    },
    {
      name: 'should refuse a price starting with 0',
      enter: { 最低价: '0100', 最高价: '1000' },
      outcome: { message: MONEY },
    },
    {
      name: 'should refuse decimals',
      enter: { 最低价: '99.5', 最高价: '200' },
      outcome: { message: MONEY },
    },
    {
      name: 'should refuse a negative min',
      enter: { 最低价: '-100', 最高价: '200' },
      outcome: { message: MONEY },
    },
    {
      name: 'should refuse emoji',
      enter: { 最低价: '💰', 最高价: '200' },
      outcome: { message: MONEY },
    },
    {
      name: 'should read a max beyond 99999 as no upper bound',
      enter: { 最低价: '1000', 最高价: '1000000' },
      outcome: { sends: { price_v2: '1000-99999' } },
    },
    {
      name: 'should cut an over-long min at 12 characters and refuse it as above max',
      enter: { 最低价: '1234567890123456', 最高价: '2000' },
      shows: { 最低价: '123456789012' },
      outcome: { message: ORDER },
    },
  ]);
});
