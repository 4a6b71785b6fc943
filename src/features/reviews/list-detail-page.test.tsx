import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { clearUserData, saveUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { findToast, loginDevUser, renderPage } from '@/test/render-page';
import ListDetailPage from './list-detail-page';
import { expectNameHoldsVisibleText } from '@/test/visible-name';

vi.setConfig({ testTimeout: 20_000 });

const { server, mock } = mockServerForTests();
afterEach(() => clearUserData());

/** docs/mock.md: 机友_9000 (10002) wrote review 30001. */
const loginAuthor = () =>
  saveUserData({
    userId: 10002,
    mobile: '13900139000',
    token: '7c3d9e2f1a8b4c6d0e5f2a9b8c7d6e1f',
    nickName: '机友_9000',
  });

const open = (reviewId: number) =>
  renderPage(<ListDetailPage />, { url: `/list-detail?review_id=${reviewId}`, path: '/list-detail' });

const likeButton = () => screen.findByRole('button', { name: /^已?赞 \d+人觉得有用$/ });
const likeCount = (button: HTMLElement) => Number(/(\d+)人/.exec(button.textContent ?? '')?.[1]);

describe('ListDetailPage', () => {
  it('should show the review, its three ratings and its comments with replies', async () => {
    open(30001);
    expect(await screen.findByRole('article', { name: '机友_9000的晒单' })).toBeInTheDocument();
    expect(screen.getByText('描述相符')).toBeInTheDocument();
    const comments = screen.getByRole('list', { name: '评论列表' });
    expect(within(comments).getByText('请问拿到手有没有拆修过的痕迹？')).toBeInTheDocument();
    const replies = within(comments).getByRole('list', { name: '机友_8000的评论的回复' });
    expect(replies).toHaveTextContent('没有，螺丝和屏幕都是原装的，放心买。');
  });

  it('should like and unlike at once, the count following', async () => {
    loginDevUser();
    open(30002);
    const button = await likeButton();
    expectNameHoldsVisibleText(button, 'button');
    const start = likeCount(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    // Before the call answers (optimistic).
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeCount(await likeButton())).toBe(start + 1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^已?赞 \d+人觉得有用$/ }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await waitFor(async () => expect(likeCount(await likeButton())).toBe(start + 1));
    fireEvent.click(await likeButton());
    await waitFor(async () => expect(await likeButton()).toHaveAttribute('aria-pressed', 'false'));
    expect(likeCount(await likeButton())).toBe(start);
  });

  it('should roll the like back when the call fails', async () => {
    loginDevUser();
    server.use(
      http.post('*/api/account/shaidan/add_userful', async () => {
        await delay(300);
        return HttpResponse.json({ code: 0, msg: '操作太频繁，请稍后再试', data: null });
      }),
    );
    open(30002);
    const start = likeCount(await likeButton());
    fireEvent.click(await likeButton());
    expect(likeCount(await likeButton())).toBe(start + 1);
    await waitFor(async () => expect(likeCount(await likeButton())).toBe(start));
    expect(await likeButton()).toHaveAttribute('aria-pressed', 'false');
  });

  it('should send a guest who likes to login and back', async () => {
    open(30002);
    fireEvent.click(await likeButton());
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/login?redirect=${encodeURIComponent('/list-detail?review_id=30002')}`,
    );
  });

  it('should keep send disabled while blank, post the comment once on a double tap, and toast 评论成功', async () => {
    loginDevUser();
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/add_comments')) posts++;
    });
    open(30003);
    expect(await screen.findByText('暂时还没有留言哦～')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: '发送' });
    const input = screen.getByLabelText('写评论');
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '请问续航怎么样？' } });
    fireEvent.click(send);
    fireEvent.click(send);
    expect(await findToast('评论成功')).toBeInTheDocument();
    const comments = await screen.findByRole('list', { name: '评论列表' });
    expect(within(comments).getByText('请问续航怎么样？')).toBeInTheDocument();
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(posts).toBe(1);
    server.events.removeAllListeners();
  });

  it('should keep the typed comment when the call fails', async () => {
    loginDevUser();
    server.use(
      http.post('*/api/account/shaidan/add_comments', async () => {
        await delay(300);
        return HttpResponse.json({ code: 0, msg: '评论过于频繁', data: null });
      }),
    );
    open(30003);
    const input = await screen.findByLabelText('写评论');
    fireEvent.change(input, { target: { value: '这台还有货吗？' } });
    const send = screen.getByRole('button', { name: '发送' });
    fireEvent.click(send);
    // Sending, then failed (the app-wide handler toasts the msg): the text is still there.
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(true));
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect((input as HTMLTextAreaElement).value).toBe('这台还有货吗？');
    expect(
      screen.queryByText('这台还有货吗？', { selector: '.review-comment__content' }),
    ).not.toBeInTheDocument();
  });

  it('should offer no reply action to anyone but the author', async () => {
    loginDevUser();
    open(30001);
    await screen.findByRole('list', { name: '评论列表' });
    expect(screen.queryAllByRole('button', { name: /^回复 / })).toHaveLength(0);
  });

  it('should let the author reply to a comment and toast 回复成功', async () => {
    loginAuthor();
    open(30001);
    // Comment 31002 by 机友_7000 (10003) has no reply yet.
    const comment = (await screen.findByText('这个价格挺香的，我也下单了一台。')).closest(
      'li',
    ) as HTMLElement;
    fireEvent.click(within(comment).getByRole('button', { name: '回复 机友_7000' }));
    const input = screen.getByRole('textbox', { name: '回复 机友_7000' });
    fireEvent.change(input, { target: { value: '性价比确实高' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await findToast('回复成功')).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: '机友_7000的评论的回复' });
    expect(thread).toHaveTextContent('机友_9000 回复 机友_7000：性价比确实高');
  });

  it('should page the comments with 查看更多评论', async () => {
    mock.reset();
    for (let i = 1; i <= 12; i++) mock.db.reviews.addComment(30003, 10002, `第${i}条评论`);
    open(30003);
    const list = await screen.findByRole('list', { name: '评论列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).queryByText('第1条评论')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '查看更多评论' }));
    expect(await within(list).findByText('第1条评论')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: '查看更多评论' })).not.toBeInTheDocument();
  });

  it('should show the error state with retry for a missing review', async () => {
    open(39999);
    expect(await screen.findByText('晒单不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
