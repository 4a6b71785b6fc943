// Bad input on the review forms: publishing a review (/list/show/:orderno) and the
// comment and reply bar of /list-detail. The rows are data (src/test/bad-input.tsx runs them);
// each message is docs/product/validation.md's text, and a blank comment or reply cannot be sent (docs/product/validation.md).
import { afterEach, beforeAll, describe } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearUserData, saveUserData } from '@/lib/session';
import { HTML_PAYLOAD, badInputTable, times, type BadInput, type FormUnderTest } from '@/test/bad-input';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, renderPage } from '@/test/render-page';
import ListDetailPage from './list-detail-page';
import ListShowPage from './list-show-page';

const { server } = mockServerForTests();
afterEach(() => clearUserData());
beforeAll(() => {
  // jsdom has no object URLs; the photo previews only need a src.
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});

const REQUIRED = '请填写内容';
const MIN = '至少要输入8个字';
const EIGHT = '成色很新，电池耐用';

describe('review publish: bad input', { timeout: 20_000 }, () => {
  const publish: FormUnderTest = {
    render: async (url) => {
      loginDevUser();
      renderPage(<ListShowPage />, { url, path: '/list/show/:orderno' });
      await screen.findByLabelText('晒单内容');
    },
    // docs/mock.md: an order of the development user.
    url: '/list/show/SJ202611201403120001?name=苹果 iPhone 13',
    submit: '发布',
    call: '/review/upload',
    // The text's message and the photos' share the page: the visible one is the form's message.
    message: () =>
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(''),
  };
  const rows: BadInput[] = [
    {
      name: 'should ask for text when there is none',
      enter: { 晒单内容: '' },
      outcome: { message: REQUIRED },
    },
    { name: 'should refuse text of spaces', enter: { 晒单内容: '        ' }, outcome: { message: REQUIRED } },
    {
      name: 'should refuse text of zero-width spaces',
      enter: { 晒单内容: times('\u200b', 10) },
      outcome: { message: REQUIRED },
    },
    {
      name: 'should refuse text of line breaks and invisible characters',
      enter: { 晒单内容: '\n\n\ufeff\u2060\n' },
      outcome: { message: REQUIRED },
    },
    {
      name: 'should refuse seven characters',
      enter: { 晒单内容: '一二三四五六七' },
      outcome: { message: MIN },
    },
    {
      name: 'should count four emoji as four characters, not eight',
      enter: { 晒单内容: '😀😀😀😀' },
      outcome: { message: MIN },
    },
    {
      name: 'should not count zero-width padding towards the eight',
      enter: { 晒单内容: '一二三\u200b\u200b\u200b四五六七' },
      outcome: { message: MIN },
    },
    {
      name: 'should send an HTML payload as text',
      enter: { 晒单内容: HTML_PAYLOAD },
      outcome: { sends: { content: HTML_PAYLOAD } },
    },
    {
      name: 'should send the text trimmed',
      enter: { 晒单内容: `  ${EIGHT}  ` },
      outcome: { sends: { content: EIGHT } },
    },
    {
      name: 'should cut text over 200 characters at 200',
      enter: { 晒单内容: times('好', 230) },
      shows: { 晒单内容: times('好', 200) },
      outcome: { sends: { content: times('好', 200) } },
    },
    {
      name: 'should send 200 emoji whole (200 characters, not 400 UTF-16 units)',
      enter: { 晒单内容: times('👍', 200) },
      outcome: { sends: { content: times('👍', 200) } },
    },
    {
      name: 'should send full-width text as typed',
      enter: { 晒单内容: 'ＡＢＣ１２３，很好用' },
      outcome: { sends: { content: 'ＡＢＣ１２３，很好用' } },
    },
  ];
  badInputTable(server, publish, rows);
});

/** The author of review 30001 (机友_9000), who may reply to its comments. */
const loginAuthor = () =>
  saveUserData({
    userId: 10002,
    mobile: '13900139000',
    token: '7c3d9e2f1a8b4c6d0e5f2a9b8c7d6e1f',
    nickName: '机友_9000',
  });

const detail = (url: string) => renderPage(<ListDetailPage />, { url, path: '/list-detail' });

/** Rows for the comment and the reply: the same bar, the same rules. */
function barRows(label: string, param: string): BadInput[] {
  return [
    { name: 'should not send an empty text', enter: { [label]: '' }, outcome: { blocked: true } },
    { name: 'should not send spaces', enter: { [label]: '    ' }, outcome: { blocked: true } },
    {
      name: 'should not send zero-width spaces',
      enter: { [label]: '\u200b\u200b\u200b' },
      outcome: { blocked: true },
    },
    {
      name: 'should not send line breaks and invisible characters',
      enter: { [label]: '\n\ufeff\n\u2060' },
      outcome: { blocked: true },
    },
    {
      name: 'should send an HTML payload as text',
      enter: { [label]: HTML_PAYLOAD },
      outcome: { sends: { [param]: HTML_PAYLOAD } },
    },
    {
      name: 'should send the text trimmed',
      enter: { [label]: '  性价比确实高  ' },
      outcome: { sends: { [param]: '性价比确实高' } },
    },
    {
      name: 'should cut text over 200 characters at 200',
      enter: { [label]: times('好', 210) },
      shows: { [label]: times('好', 200) },
      outcome: { sends: { [param]: times('好', 200) } },
    },
    { name: 'should send an emoji', enter: { [label]: '👍' }, outcome: { sends: { [param]: '👍' } } },
  ];
}

describe('comment: bad input', { timeout: 20_000 }, () => {
  const comment: FormUnderTest = {
    render: async (url) => {
      loginDevUser();
      detail(url);
      await screen.findByLabelText('写评论');
    },
    url: '/list-detail?review_id=30001',
    submit: '发送',
    call: '/add_comments',
  };
  badInputTable(server, comment, [
    ...barRows('写评论', 'contents'),
    {
      name: 'should keep line breaks inside a comment',
      enter: { 写评论: '第一行\n第二行' },
      outcome: { sends: { contents: '第一行\n第二行' } },
    },
    {
      name: 'should send full-width text as typed',
      enter: { 写评论: 'ｉＰｈｏｎｅ１３' },
      outcome: { sends: { contents: 'ｉＰｈｏｎｅ１３' } },
    },
  ]);
});

describe('reply: bad input', { timeout: 20_000 }, () => {
  const reply: FormUnderTest = {
    render: async (url) => {
      loginAuthor();
      detail(url);
      // Comment 31002 by 机友_7000.
      const comment = (await screen.findByText('这个价格挺香的，我也下单了一台。')).closest(
        'li',
      ) as HTMLElement;
      fireEvent.click(within(comment).getByRole('button', { name: '回复 机友_7000' }));
      await screen.findByRole('textbox', { name: '回复 机友_7000' });
    },
    url: '/list-detail?review_id=30001',
    submit: '发送',
    call: '/reply_comments',
  };
  badInputTable(server, reply, barRows('回复 机友_7000', 'contents'));
});
