import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { findToast, loginDevUser, renderPage } from '@/test/render-page';
import ListShowPage from './list-show-page';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

vi.setConfig({ testTimeout: 20_000 });

const { mock, server } = mockServerForTests();
/** docs/mock.md: 10001's order to ship; moved on to completed, it can be reviewed. */
const ORDER = 'SJ202611201403120001';

beforeAll(async () => {
  // jsdom's File and FormData reach Node's Request (MSW's) as a multipart whose files read
  // "undefined": Node's own classes keep the photos' bytes to the mock, which checks them. Node's
  // FormData is the one its Response makes (jsdom's global hides it).
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', NodeFormData);
  // jsdom has no object URLs; the previews only need a src.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
beforeEach(() => {
  mock.reset();
  loginDevUser();
});
afterEach(() => clearUserData());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
function png(name: string, bytes = 3) {
  const data = new Uint8Array(PNG_SIGNATURE.length + bytes).fill(1);
  data.set(PNG_SIGNATURE);
  return new File([data], name, { type: 'image/png' });
}

const open = () =>
  renderPage(<ListShowPage />, {
    url: `/list/show/${ORDER}?name=苹果 iPhone 13`,
    path: '/list/show/:orderno',
  });

const text = () => screen.getByLabelText('晒单内容') as HTMLTextAreaElement;
const picker = () => screen.getByLabelText(/添加图片/) as HTMLInputElement;
const photos = () => screen.queryAllByRole('button', { name: /^删除第\d张图片$/ });
const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((a) => a.textContent)
    .filter(Boolean);

describe('ListShowPage', () => {
  it('should show the product and three ratings of 5 stars by default', () => {
    open();
    expect(screen.getByRole('heading', { name: '苹果 iPhone 13' })).toBeInTheDocument();
    for (const label of ['描述相符', '服务态度', '物流服务']) {
      const group = screen.getByRole('group', { name: label });
      expect((group.querySelector('input:checked') as HTMLInputElement).value).toBe('5');
    }
  });

  it('should say 请填写内容 for empty text and 至少要输入8个字 for 7 characters, keeping what was typed', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(alerts()).toEqual(['请填写内容']));
    fireEvent.change(text(), { target: { value: '一二三四五六七' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(alerts()).toEqual(['至少要输入8个字']));
    expect(text().value).toBe('一二三四五六七');
  });

  it('should refuse a tenth photo with 最多只能上传9张 and keep the nine', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(
      picker(),
      Array.from({ length: 9 }, (_, i) => png(`p${i + 1}.png`)),
    );
    await waitFor(() => expect(photos()).toHaveLength(9));
    await user.upload(picker(), png('p10.png'));
    await waitFor(() => expect(alerts()).toEqual(['最多只能上传9张']));
    expect(photos()).toHaveLength(9);
  });

  it('should keep the first 9 of 11 photos picked at once and say 最多只能上传9张', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(
      picker(),
      Array.from({ length: 11 }, (_, i) => png(`p${i + 1}.png`)),
    );
    await waitFor(() => expect(photos()).toHaveLength(9));
    expect(alerts()).toEqual(['最多只能上传9张']);
    expect(screen.getAllByRole('img', { name: /^第\d张图片$/ })).toHaveLength(9);
  });

  it('should fill the room left by a pick that does not fit', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(photos()).toHaveLength(2));
    await user.upload(
      picker(),
      Array.from({ length: 8 }, (_, i) => png(`p${i + 1}.png`)),
    );
    await waitFor(() => expect(photos()).toHaveLength(9));
    expect(alerts()).toEqual(['最多只能上传9张']);
  });

  it('should refuse a text file named .jpg (image/jpeg) with 请确保文件为图像类型, by its content', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(picker(), png('ok.png'));
    await waitFor(() => expect(photos()).toHaveLength(1));
    const fake = new File(['这不是图片，只是一段文字'], 'photo.jpg', { type: 'image/jpeg' });
    await user.upload(picker(), [fake, png('ok2.png')]);
    await waitFor(() => expect(alerts()).toEqual(['请确保文件为图像类型']));
    // The picture of the same pick is kept; the text is not.
    expect(photos()).toHaveLength(2);
  });

  it('should name the 2MB limit for a photo the browser could not shrink, and send nothing', async () => {
    mock.db.orders.advance(ORDER, 'shipped');
    mock.db.orders.advance(ORDER, 'completed');
    const user = userEvent.setup();
    open();
    fireEvent.change(text(), { target: { value: '成色很新，和验机报告一致，推荐购买' } });
    // jsdom decodes nothing, as a browser that cannot decode a photo: it would go up as it is.
    await user.upload(picker(), [png('a.png'), png('huge.png', 3 * 1024 * 1024)]);
    await waitFor(() => expect(photos()).toHaveLength(2));
    let uploads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/review/upload')) uploads++;
    });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await findToast('第2张图片超过2MB且无法压缩，请换一张')).toBeInTheDocument();
    expect(uploads).toBe(0);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('should refuse a .gif and a .txt with 请确保文件为图像类型, keeping the photos chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open();
    await user.upload(picker(), png('ok.png'));
    await waitFor(() => expect(photos()).toHaveLength(1));
    await user.upload(picker(), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    await waitFor(() => expect(alerts()).toEqual(['请确保文件为图像类型']));
    await user.upload(picker(), new File(['hello'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => expect(alerts()).toEqual(['请确保文件为图像类型']));
    expect(photos()).toHaveLength(1);
  });

  it('should remove a chosen photo', async () => {
    const user = userEvent.setup();
    open();
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    fireEvent.click(await screen.findByRole('button', { name: '删除第1张图片' }));
    expect(photos()).toHaveLength(1);
  });

  it('should publish with the chosen stars and photos, then go to the success page', async () => {
    mock.db.orders.advance(ORDER, 'shipped');
    mock.db.orders.advance(ORDER, 'completed');
    const user = userEvent.setup();
    open();
    fireEvent.click(
      within(screen.getByRole('group', { name: '描述相符' })).getByRole('radio', { name: '3星' }),
    );
    fireEvent.change(text(), { target: { value: '成色很新，和验机报告一致，推荐购买' } });
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(photos()).toHaveLength(2));
    fireEvent.click(screen.getByRole('switch'));
    let uploads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/review/upload')) uploads++;
    });
    // A double tap publishes once.
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    fireEvent.click(screen.getByRole('button', { name: /^(发布|上传中)/ }));
    const location = await screen.findByTestId('location', undefined, { timeout: 10_000 });
    const reviewId = Number(/^\/list\/success\?review_id=(\d+)$/.exec(location.textContent ?? '')?.[1]);
    const review = mock.db.reviews.review(reviewId);
    expect(review).toMatchObject({
      content: '成色很新，和验机报告一致，推荐购买',
      score: '3,5,5',
      nick_name: '匿名用户',
    });
    expect(review?.source_list).toHaveLength(2);
    expect(mock.db.orders.order(ORDER)?.status).toBe(5);
    expect(uploads).toBe(1);
    server.events.removeAllListeners();
  });
});
