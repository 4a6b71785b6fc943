// Reviews (order-showing posts): likes, comments, author replies, the purchase ticker and review
// publishing with uploaded photos. Other areas reach it only through the handlers; the catalogue
// may use productReviews() for the product page's review section.
import { mayReply } from '../../../src/domain/review';
import { imageKind } from '../../../src/validation/rules';
import type { Persistent } from '../../core/persistent';
import type { AccountsApi, CatalogueApi, OrdersApi, PhoneInfo, Schemas } from '../../db';
import { page } from '../../core/paginate';
import { createRandom } from '../../core/random';
import { FIXTURE_NOW, formatTime } from '../../core/time';
import {
  ANONYMOUS,
  BRANDS,
  FIRST_COMMENT_ID,
  FIRST_REVIEW_ID,
  FLOAT_BUYERS,
  PERSONAS,
  brandTypeOf,
  buildReviewFixtures,
  labelOf,
  type CommentRecord,
  type ReviewRecord,
} from './fixtures';

/** docs/product sets no page sizes for reviews; 10 matches the shop's other infinite lists. */
export const REVIEW_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 10;
export const CONTENT_MIN = 8;
export const CONTENT_MAX = 200;
export const COMMENT_MAX = 200;
export const MAX_IMAGES = 9;
/** How many purchases the ticker returns per call. */
const FLOAT_SIZE = 5;

export type Result<T> = { ok: true; value: T } | { ok: false; msg: string };
const ok = <T>(value: T): Result<T> => ({ ok: true, value });
const fail = <T>(msg: string): Result<T> => ({ ok: false, msg });

/** A photo sent with a review; `null` stands for a qqfile field that carried no file. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export interface PublishInput {
  userId: number;
  orderNo: string | undefined;
  content: string | undefined;
  isAnonymous: string | undefined;
  score: string | undefined;
  files: (UploadFile | null)[];
}

export interface StoredUpload {
  type: string;
  bytes: ArrayBuffer;
}

export interface ReviewsStore extends Persistent {
  /** One review as the viewer (undefined: guest) sees it. */
  review(reviewId: number, viewerId?: number): Schemas['Review'] | undefined;
  /** Reviews newest first, optionally of one product and/or one brand_type (0 = all). */
  list(filter: { productId?: number; brandType?: number }, viewerId?: number): Schemas['Review'][];
  /** The category menu: 全部, then the menu brands that have reviews. */
  brandMenu(): Schemas['ReviewBrandType'][];
  /** One page of a review's comments, newest first; undefined when the review does not exist. */
  comments(reviewId: number, pageNo: number): { list: Schemas['Comment'][]; hasMore: boolean } | undefined;
  like(reviewId: number, userId: number, liked: boolean): Result<Schemas['ReviewUseful']>;
  addComment(reviewId: number, userId: number, content: string | undefined): Result<Schemas['Comment']>;
  reply(
    reviewId: number,
    commentId: number,
    userId: number,
    content: string | undefined,
  ): Result<Schemas['CommentReply']>;
  /** A user's own reviews, newest first. */
  byUser(userId: number): Schemas['Review'][];
  /** The purchase ticker: the latest purchases before `at`. */
  floatData(at: Date): Schemas['FloatData'];
  publish(input: PublishInput): Result<Schemas['ReviewUploadResult']>;
  /** An uploaded photo by file name (as in /mock-assets/uploads/<name>). */
  upload(name: string): StoredUpload | undefined;
  /** The product page's review section (first `limit` reviews of the product). */
  productReviews(productId: number, limit?: number): Schemas['ProductReview'][];
}

interface State {
  reviews: Map<number, ReviewRecord>;
  comments: Map<number, CommentRecord>;
  /** Comments per review, oldest first (shown reversed). */
  byReview: Map<number, CommentRecord[]>;
  uploads: Map<string, StoredUpload>;
  tickerPhones: PhoneInfo[];
  nextReview: number;
  nextComment: number;
}

/** Catalogue phones are 10001 upwards; stop after a run of missing ids. */
function cataloguePhones(catalogue: CatalogueApi): PhoneInfo[] {
  const phones: PhoneInfo[] = [];
  for (let id = 10001, misses = 0; misses < 20 && id < 11000; id++) {
    const phone = catalogue.phone(id);
    if (phone) {
      phones.push(phone);
      misses = 0;
    } else misses++;
  }
  if (!phones.length) throw new Error('reviews: the catalogue has no phones 10001+ to review');
  return phones;
}

const maskMobile = (mobile: string) =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : undefined;

const length = (text: string) => Array.from(text).length;

/** Client clocks may lag the fixtures' calendar: new posts must still sort after the seeded ones. */
const now = () => new Date(Math.max(Date.now(), FIXTURE_NOW.getTime()));

function relativeTime(seconds: number): string {
  if (seconds < 60) return '刚刚';
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分钟前`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}小时前`;
  return `${Math.floor(seconds / 86_400)}天前`;
}

/** Whether the sender calls it jpg/jpeg/png: by MIME type, or by file name when it sent no useful type. */
function claimsImage(file: UploadFile): boolean {
  const type = file.type.toLowerCase();
  if (['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg'].includes(type)) return true;
  if (type !== '' && type !== 'application/octet-stream') return false;
  return /\.(png|jpe?g)$/i.test(file.name);
}

/**
 * A photo's stored type and extension, from its bytes (a JPEG or PNG signature), when the sender
 * also calls it one; a text file named .jpg is no photo, and is never served as image/jpeg.
 */
function imageType(file: UploadFile): { type: string; ext: string } | undefined {
  if (!claimsImage(file)) return undefined;
  const kind = imageKind(new Uint8Array(file.bytes, 0, Math.min(8, file.bytes.byteLength)));
  if (kind === 'png') return { type: 'image/png', ext: 'png' };
  if (kind === 'jpeg') return { type: 'image/jpeg', ext: 'jpg' };
  return undefined;
}

export function createReviewsStore({
  catalogue,
  accounts,
  orders,
}: {
  catalogue: CatalogueApi;
  accounts: AccountsApi;
  orders: OrdersApi;
}): ReviewsStore {
  // Seeded on first use, not here: createDb() builds every store, and reading the catalogue
  // while creating the store would make the whole mock depend on call order.
  let state: State | undefined;
  const s = (): State => (state ??= seed());

  function seed(): State {
    const phones = cataloguePhones(catalogue);
    const { reviews, comments } = buildReviewFixtures(phones);
    const byReview = new Map<number, CommentRecord[]>();
    for (const c of [...comments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()))
      byReview.set(c.reviewId, [...(byReview.get(c.reviewId) ?? []), c]);
    const onSale = phones.filter((p) => p.onSale && !p.sold);
    return {
      reviews: new Map(reviews.map((r) => [r.id, r])),
      comments: new Map(comments.map((c) => [c.id, c])),
      byReview,
      uploads: new Map(),
      // The ticker's go-buy opens the product page: prefer phones still for sale.
      tickerPhones: onSale.length ? onSale : phones,
      nextReview: Math.max(FIRST_REVIEW_ID - 1, ...reviews.map((r) => r.id)) + 1,
      nextComment: Math.max(FIRST_COMMENT_ID - 1, ...comments.map((c) => c.id)) + 1,
    };
  }

  /** Display data of a user: the account when accounts knows it, else the fixture persona. */
  function person(userId: number): { nickName: string; avatar: string; mobile: string } {
    const user = accounts.user(userId);
    const persona = PERSONAS[userId];
    return {
      nickName: user?.nickName || persona?.nickName || `机友_${String(userId).slice(-4)}`,
      avatar: user?.avatar || persona?.avatar || '/mock-assets/avatars/default.png',
      mobile: user?.mobile ?? persona?.mobile ?? '',
    };
  }

  /** On an anonymous review its author stays anonymous in comments and replies too. */
  function shownAs(userId: number, review: ReviewRecord) {
    return review.anonymous && userId === review.userId ? ANONYMOUS : person(userId);
  }

  const commentsOf = (reviewId: number) => s().byReview.get(reviewId) ?? [];

  function toReview(rec: ReviewRecord, viewerId?: number): Schemas['Review'] {
    const shown = shownAs(rec.userId, rec);
    const userName = maskMobile(person(rec.userId).mobile);
    return {
      review_id: rec.id,
      user_id: rec.userId,
      ...(userName ? { user_name: userName } : {}),
      nick_name: shown.nickName,
      avatar: shown.avatar,
      label: rec.label,
      title: rec.title,
      content: rec.content,
      created_at: formatTime(rec.createdAt),
      source_list: rec.images.map((url) => ({ url })),
      ...(rec.images[0] ? { review_img: rec.images[0] } : {}),
      useful_num: rec.baseUseful + rec.likers.size,
      comment_num: commentsOf(rec.id).length,
      is_add_usefull: viewerId !== undefined && rec.likers.has(viewerId) ? 1 : 0,
      product_id: rec.productId,
      score: rec.score.join(','),
    };
  }

  function toComment(c: CommentRecord, review: ReviewRecord): Schemas['Comment'] {
    const shown = shownAs(c.userId, review);
    return {
      id: c.id,
      user_id: c.userId,
      nick_name: shown.nickName,
      avatar: shown.avatar,
      content: c.content,
      create_time: formatTime(c.createdAt),
      reply_list: c.replies.map((r) => ({
        reply_user: shownAs(r.userId, review).nickName,
        comment_user: shownAs(r.toUserId, review).nickName,
        reply_content: r.content,
      })),
    };
  }

  const newestFirst = (a: ReviewRecord, b: ReviewRecord) =>
    b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

  function records(filter: { productId?: number; brandType?: number; userId?: number }): ReviewRecord[] {
    return [...s().reviews.values()]
      .filter((r) => filter.productId === undefined || r.productId === filter.productId)
      .filter((r) => filter.userId === undefined || r.userId === filter.userId)
      .filter((r) => !filter.brandType || brandTypeOf(r.title) === filter.brandType)
      .sort(newestFirst);
  }

  /** Trimmed text and its problem, for comments and replies. */
  function text(content: string | undefined, what: string): Result<string> {
    const t = (content ?? '').trim();
    if (!t) return fail(`${what}内容不能为空`);
    if (length(t) > COMMENT_MAX) return fail(`${what}内容不能超过${COMMENT_MAX}字`);
    return ok(t);
  }

  return {
    // Seeded first, so the saved state is whole even when nothing read the reviews yet.
    snapshot: () => s(),
    restore(saved) {
      state = saved as State;
    },
    review(reviewId, viewerId) {
      const rec = s().reviews.get(reviewId);
      return rec && toReview(rec, viewerId);
    },

    list(filter, viewerId) {
      return records(filter).map((r) => toReview(r, viewerId));
    },

    brandMenu() {
      const present = new Set([...s().reviews.values()].map((r) => brandTypeOf(r.title)));
      return [
        { brand_type: 0, title: '全部' },
        ...BRANDS.map((b, i) => ({ brand_type: i + 1, title: b.title })).filter((b) =>
          present.has(b.brand_type),
        ),
      ];
    },

    comments(reviewId, pageNo) {
      const rec = s().reviews.get(reviewId);
      if (!rec) return undefined;
      const all = [...commentsOf(reviewId)].reverse();
      return {
        list: page(all, pageNo, COMMENT_PAGE_SIZE).map((c) => toComment(c, rec)),
        hasMore: Math.max(1, pageNo) * COMMENT_PAGE_SIZE < all.length,
      };
    },

    like(reviewId, userId, liked) {
      const rec = s().reviews.get(reviewId);
      if (!rec) return fail('晒单不存在或已删除');
      // A second like (or an unlike without a like) changes nothing and says so, so a double tap
      // can never count twice.
      if (liked && rec.likers.has(userId)) return fail('您已经点过赞了');
      if (!liked && !rec.likers.has(userId)) return fail('您还没有点过赞');
      if (liked) rec.likers.add(userId);
      else rec.likers.delete(userId);
      return ok({
        review_id: rec.id,
        useful_num: rec.baseUseful + rec.likers.size,
        is_add_usefull: liked ? 1 : 0,
      });
    },

    addComment(reviewId, userId, content) {
      const st = s();
      const rec = st.reviews.get(reviewId);
      if (!rec) return fail('晒单不存在或已删除');
      const t = text(content, '评论');
      if (!t.ok) return t;
      const c: CommentRecord = {
        id: st.nextComment++,
        reviewId,
        userId,
        content: t.value,
        createdAt: now(),
        replies: [],
      };
      st.comments.set(c.id, c);
      st.byReview.set(reviewId, [...commentsOf(reviewId), c]);
      return ok(toComment(c, rec));
    },

    reply(reviewId, commentId, userId, content) {
      const st = s();
      const rec = st.reviews.get(reviewId);
      if (!rec) return fail('晒单不存在或已删除');
      const c = st.comments.get(commentId);
      if (!c || c.reviewId !== reviewId) return fail('评论不存在或已删除');
      // docs/product/permissions.md as reads it, the same rule the screen uses: only the review's author
      // replies, to other users' comments and within their own threads; anyone else is refused.
      if (!mayReply(userId, rec.userId)) return fail('只有晒单作者才能回复');
      const t = text(content, '回复');
      if (!t.ok) return t;
      // The reply answers the commenter; in the author's own thread, the last other person who
      // replied there (else the author themself).
      const toUserId =
        c.userId !== userId
          ? c.userId
          : ([...c.replies].reverse().find((r) => r.userId !== userId)?.userId ?? userId);
      const reply = { userId, toUserId, content: t.value, createdAt: now() };
      c.replies.push(reply);
      return ok({
        reply_user: shownAs(userId, rec).nickName,
        comment_user: shownAs(toUserId, rec).nickName,
        reply_content: reply.content,
      });
    },

    byUser(userId) {
      return records({ userId }).map((r) => toReview(r, userId));
    },

    floatData(at) {
      // Purchases sit on a deterministic per-minute schedule, so every call (the client asks again
      // each 60 s) shows the latest ones before its current_time, and the ticker moves on.
      const phones = s().tickerPhones;
      const list: Schemas['FloatItem'][] = [];
      const minute = Math.floor(at.getTime() / 60_000);
      for (let m = minute; list.length < FLOAT_SIZE && m > minute - 7 * 24 * 60; m--) {
        const r = createRandom(`reviews-float-${m}`);
        if (!r.chance(0.15)) continue;
        const time = m * 60_000 + r.int(0, 59) * 1000;
        if (time > at.getTime()) continue;
        const buyer = r.pick(FLOAT_BUYERS);
        const phone = r.pick(phones);
        list.push({
          nick_name: buyer.nickName,
          avatar: buyer.avatar,
          product_id: phone.productId,
          product_name: phone.name,
          time_text: relativeTime(Math.floor((at.getTime() - time) / 1000)),
        });
      }
      return { list };
    },

    publish(input) {
      const content = (input.content ?? '').trim();
      if (!content) return fail('请填写内容');
      if (length(content) < CONTENT_MIN) return fail(`至少要输入${CONTENT_MIN}个字`);
      if (length(content) > CONTENT_MAX) return fail(`最多只能输入${CONTENT_MAX}个字`);
      if (input.files.length > MAX_IMAGES) return fail(`最多只能上传${MAX_IMAGES}张`);
      const images: (UploadFile & { type: string; ext: string })[] = [];
      for (const file of input.files) {
        const kind = file && file.bytes.byteLength > 0 ? imageType(file) : undefined;
        if (!file || !kind) return fail('请确保文件为图像类型');
        images.push({ ...file, ...kind });
      }
      const score = input.score ?? '5,5,5';
      if (!/^[1-5],[1-5],[1-5]$/.test(score)) return fail('评分格式错误');
      const anonymous = input.isAnonymous ?? '0';
      if (anonymous !== '0' && anonymous !== '1') return fail('匿名参数错误');

      const orderNo = input.orderNo ?? '';
      const order = orderNo ? orders.order(orderNo) : undefined;
      if (!order || order.userId !== input.userId) return fail('订单不存在');
      if (order.status === 5) return fail('该订单已评价，请勿重复提交');
      if (order.status !== 4) return fail('订单未完成，暂不能评价');
      // The post is about the order's phone (parts only when the order has no phone).
      const phone = order.products.map((p) => catalogue.phone(p.productId)).find((p) => p !== undefined);
      const item = phone ? { productId: phone.productId, name: phone.name } : order.products[0];
      if (!item) return fail('订单没有可评价的商品');

      const st = s();
      const id = st.nextReview++;
      const urls = images.map((img, i) => {
        const name = `${id}-${i + 1}.${img.ext}`;
        st.uploads.set(name, { type: img.type, bytes: img.bytes });
        return `/mock-assets/uploads/${name}`;
      });
      st.reviews.set(id, {
        id,
        userId: input.userId,
        productId: item.productId,
        anonymous: anonymous === '1',
        label: labelOf(item.name, phone?.banben),
        title: item.name,
        content,
        createdAt: now(),
        images: urls,
        baseUseful: 0,
        likers: new Set(),
        score: score.split(',').map(Number) as [number, number, number],
        orderNo,
      });
      orders.markReviewed(orderNo);
      return ok({ review_id: id });
    },

    upload(name) {
      return s().uploads.get(name);
    },

    productReviews(productId, limit = 3) {
      return records({ productId })
        .slice(0, limit)
        .map((rec) => {
          const r = toReview(rec);
          return {
            review_id: r.review_id,
            nick_name: r.nick_name,
            avatar: r.avatar,
            label: r.label,
            content: r.content,
            created_at: r.created_at,
            source_list: r.source_list,
            useful_num: r.useful_num,
            comment_num: r.comment_num,
          };
        });
    },
  };
}
