// Reviews operations (/api/account/shaidan/*, the review upload) and the uploaded photos.
// Handlers read db.reviews on every call: reset() swaps the stores inside db.
import { HttpResponse, type HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
import { CODE, failure, loginExpired, success } from '../../core/envelope';
import { int, readFields } from '../../core/form';
import { http } from '../../core/http';
import { userOf } from '../../core/session';
import { page } from '../../core/paginate';
import { REVIEW_PAGE_SIZE, type UploadFile } from './store';

const NOT_FOUND = '晒单不存在或已删除';
/** The client numbers photos qqfile1, qqfile2 ...; looking further than 9 lets "too many" be told. */
const FILE_FIELDS = Array.from({ length: 30 }, (_, i) => `qqfile${i + 1}`);

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time, or undefined when malformed. */
function parseBeijingTime(value: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value ?? '');
  if (!m) return undefined;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A positive integer id, or undefined. */
const id = (value: string | undefined) => {
  const n = int(value);
  return n !== undefined && n > 0 ? n : undefined;
};

export const reviewsHandlers = (db: MockDb): HttpHandler[] => [
  http.get('/api/account/shaidan/shaidan_detail', async ({ request, response }) => {
    const fields = await readFields(request);
    const reviewId = id(fields.get('review_id'));
    const viewer = userOf(db, fields)?.userId; // optional: guests see is_add_usefull 0
    const review = reviewId === undefined ? undefined : db.reviews.review(reviewId, viewer);
    const comments =
      reviewId === undefined ? undefined : db.reviews.comments(reviewId, id(fields.get('page')) ?? 1);
    if (!review || !comments) return response(200).json(failure(CODE.FAILED, NOT_FOUND));
    return response(200).json(
      success({ review_info: review, comments_list: comments.list, has_more_page: comments.hasMore ? 1 : 0 }),
    );
  }),

  http.post('/api/account/shaidan/add_userful', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const reviewId = id(fields.get('review_id'));
    const type = int(fields.get('type'));
    if (type !== 1 && type !== 2) return response(200).json(failure(CODE.FAILED, '参数错误'));
    if (reviewId === undefined) return response(200).json(failure(CODE.FAILED, NOT_FOUND));
    const result = db.reviews.like(reviewId, user.userId, type === 1);
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(result.value, type === 1 ? '操作成功' : '取消成功'));
  }),

  http.post('/api/account/shaidan/add_comments', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const reviewId = id(fields.get('review_id'));
    if (reviewId === undefined) return response(200).json(failure(CODE.FAILED, NOT_FOUND));
    const result = db.reviews.addComment(reviewId, user.userId, fields.get('contents'));
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(result.value, '评论成功'));
  }),

  http.post('/api/account/shaidan/reply_comments', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const reviewId = id(fields.get('review_id'));
    const commentId = id(fields.get('comment_id'));
    if (reviewId === undefined) return response(200).json(failure(CODE.FAILED, NOT_FOUND));
    if (commentId === undefined) return response(200).json(failure(CODE.FAILED, '评论不存在或已删除'));
    const result = db.reviews.reply(reviewId, commentId, user.userId, fields.get('contents'));
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(result.value, '回复成功'));
  }),

  http.get('/api/account/shaidan/new_review_list', async ({ request, response }) => {
    const fields = await readFields(request);
    const viewer = userOf(db, fields)?.userId; // optional token, for is_add_usefull
    const productField = fields.get('product_id');
    const productId = id(productField);
    const brandType = int(fields.get('brand_type')) ?? 0;
    // A malformed filter matches nothing: the list simply ends (-404), as for an unknown brand.
    const malformed =
      (productField !== undefined && productField !== '' && productId === undefined) || brandType < 0;
    const all = malformed ? [] : db.reviews.list({ productId, brandType }, viewer);
    const list = page(all, int(fields.get('page')), REVIEW_PAGE_SIZE);
    if (!list.length) return response(200).json(failure(CODE.LIST_END, '没有更多数据了'));
    return response(200).json(success({ list, brand_type_list: db.reviews.brandMenu() }));
  }),

  http.get('/api/account/shaidan/get_float_data', async ({ request, response }) => {
    const fields = await readFields(request);
    const at = parseBeijingTime(fields.get('current_time'));
    if (!at) return response(200).json(failure(CODE.FAILED, '时间格式错误'));
    return response(200).json(success(db.reviews.floatData(at)));
  }),

  http.get('/api/account/shaidan/get_shaidan_list', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const list = db.reviews.byUser(user.userId);
    return response(200).json(success({ list, total: list.length }));
  }),

  // Served by the mock directly (not through Prism, which corrupts uploads): validates its own fields.
  http.post('/api/account/review/upload', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const files: (UploadFile | null)[] = [];
    for (const name of FILE_FIELDS) {
      if (!fields.has(name)) continue;
      const file = fields.file(name);
      files.push(file ? { name: file.name, type: file.type, bytes: await file.arrayBuffer() } : null);
    }
    const result = db.reviews.publish({
      userId: user.userId,
      orderNo: fields.get('order_no'),
      content: fields.get('content'),
      isAnonymous: fields.get('is_anonymous'),
      score: fields.get('score'),
      files,
    });
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(result.value, '提交成功'));
  }),

  // Uploaded review photos, byte for byte; before the generic drawn-image handler of mock.ts.
  http.untyped.get('*/mock-assets/uploads/:name', ({ params }) => {
    const upload = db.reviews.upload(String(params.name));
    if (!upload) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(upload.bytes, {
      headers: { 'Content-Type': upload.type, 'Cache-Control': 'no-store' },
    });
  }),
];
