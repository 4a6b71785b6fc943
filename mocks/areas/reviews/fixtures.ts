// Deterministic zh-CN review fixtures: ~80 order-showing posts about refurbished phones, their
// comments and replies, and the purchase ticker's pools. Product names come from the catalogue
// (passed in), so reviews name the phones the shop really lists.
import type { PhoneInfo } from '../../db';
import { createRandom, type Random } from '../../core/random';
import { FIXTURE_NOW, daysBefore } from '../../core/time';

export const FIRST_REVIEW_ID = 30001;
export const FIRST_COMMENT_ID = 31001;
export const REVIEW_COUNT = 80;

export interface ReplyRecord {
  userId: number;
  /** Whom the reply answers (shown as comment_user). */
  toUserId: number;
  content: string;
  createdAt: Date;
}

export interface CommentRecord {
  id: number;
  reviewId: number;
  userId: number;
  content: string;
  createdAt: Date;
  replies: ReplyRecord[];
}

export interface ReviewRecord {
  id: number;
  userId: number;
  productId: number;
  anonymous: boolean;
  label: string;
  title: string;
  content: string;
  createdAt: Date;
  /** Site paths of the photos (fixtures: /mock-assets/reviews/, uploads: /mock-assets/uploads/). */
  images: string[];
  /** Likes from people outside the mock's users; useful_num = baseUseful + likers. */
  baseUseful: number;
  likers: Set<number>;
  /** Description, service, logistics stars (1-5). */
  score: [number, number, number];
  orderNo?: string;
}

/** Who a user id shows as when accounts does not know it (fixture-only reviewers). */
export interface Persona {
  nickName: string;
  mobile: string;
  avatar: string;
}

// 10001-10003 are (or may be) real accounts: accounts' data wins over these at read time.
export const PERSONAS: Record<number, Persona> = {
  10001: { nickName: '机友_8000', mobile: '13800138000', avatar: '/mock-assets/avatars/default.png' },
  10002: { nickName: '数码老王', mobile: '13900139000', avatar: '/mock-assets/avatars/user-10002.png' },
  10003: { nickName: '小林爱拍照', mobile: '13712345210', avatar: '/mock-assets/avatars/user-10003.png' },
  10004: { nickName: '阿杰不加班', mobile: '18607317731', avatar: '/mock-assets/avatars/user-10004.png' },
  10005: { nickName: '果粉小陈', mobile: '15920883316', avatar: '/mock-assets/avatars/user-10005.png' },
  10006: { nickName: '花粉老周', mobile: '13511206648', avatar: '/mock-assets/avatars/user-10006.png' },
  10007: { nickName: '米粉一枚', mobile: '18820194452', avatar: '/mock-assets/avatars/user-10007.png' },
  10008: { nickName: '省钱达人Lily', mobile: '17701568890', avatar: '/mock-assets/avatars/user-10008.png' },
  10009: { nickName: '学生党小吴', mobile: '15107256613', avatar: '/mock-assets/avatars/user-10009.png' },
  10010: { nickName: '宝妈晓雯', mobile: '13666081275', avatar: '/mock-assets/avatars/user-10010.png' },
  10011: { nickName: '数码控阿峰', mobile: '18988310047', avatar: '/mock-assets/avatars/user-10011.png' },
  10012: { nickName: '老张的备用机', mobile: '13055729938', avatar: '/mock-assets/avatars/user-10012.png' },
};

export const ANONYMOUS = { nickName: '匿名用户', avatar: '/mock-assets/avatars/anonymous.png' };

/** The category menu's brands; brand_type is the 1-based index (0 is 全部), the catalogue's brand ids. */
export const BRANDS: { title: string; aliases: string[] }[] = [
  { title: '苹果', aliases: ['iphone', 'apple'] },
  { title: '华为', aliases: ['huawei', 'mate', 'nova'] },
  { title: '小米', aliases: ['xiaomi', 'redmi', '红米'] },
  { title: 'OPPO', aliases: ['reno', 'find'] },
  { title: 'vivo', aliases: ['iqoo'] },
  { title: '三星', aliases: ['samsung', 'galaxy'] },
  { title: '荣耀', aliases: ['honor'] },
  { title: '一加', aliases: ['oneplus'] },
  { title: '真我', aliases: ['realme'] },
  { title: '魅族', aliases: ['meizu'] },
];

/** brand_type of a phone name ("苹果 iPhone 13 128G" → 1); undefined for brands outside the menu. */
export function brandTypeOf(productName: string): number | undefined {
  const name = productName.trim().toLowerCase();
  // The leading brand word decides; model words (iPhone, Redmi ...) only when it is missing.
  let i = BRANDS.findIndex((b) => name.startsWith(b.title.toLowerCase()));
  if (i < 0) {
    const words = name.split(/[\s\-_]+/);
    i = BRANDS.findIndex((b) => b.aliases.some((a) => words.some((w) => w.startsWith(a))));
  }
  return i < 0 ? undefined : i + 1;
}

/**
 * The label of a review: the product name without its brand word (when a model name follows)
 * and without its version word: "苹果 iPhone 13 128G 午夜色 国行 99新" → "iPhone 13 128G 午夜色 99新".
 */
export function labelOf(productName: string, banben = ''): string {
  const words = productName
    .trim()
    .split(/\s+/)
    .filter((w) => !banben || w !== banben);
  // "小米 12 8+256G" keeps its brand: "12 8+256G" alone names nothing.
  const named = words.length > 1 && /^[a-z]/i.test(words[1]) && BRANDS.some((b) => b.title === words[0]);
  return (named ? words.slice(1) : words).join(' ');
}

const OPENERS = [
  '第二次在这里买二手机了，',
  '纠结了一周终于下单，',
  '给老婆换的，',
  '给爸妈买的备用机，',
  '学生党预算有限，',
  '原来的手机摔坏了急用，',
  '朋友推荐过来的，',
  '第一次买翻新机，心里有点没底，',
  '对比了好几家平台最后选了这里，',
  '',
];
const CONDITION_TEXTS = [
  '收到和描述一致，屏幕没有划痕，',
  '外观几乎全新，边框只有一点点细微使用痕迹，',
  '成色比预想的好，后壳亮晶晶的，',
  '机身有个很小的磕碰，验机报告里写了，能接受，',
  '按验机报告逐项对了一遍，完全一致，',
  '屏幕完美无划痕，按键手感正常，',
];
const FUNCTION_TEXTS = [
  '面容和指纹都正常，',
  '拍照清晰，夜景也不错，',
  '信号和通话都没问题，',
  '系统流畅不卡顿，',
  '官网查了序列号，激活和保修信息都对得上，',
  '玩游戏一个小时只是微热，',
];
const LOGISTICS_TEXTS = [
  '顺丰次日达，包装很严实，',
  '物流很快，两天就到了，',
  '快递包装三层防护，很用心，',
  '下单第二天就发货了，',
];
const SERVICE_TEXTS = [
  '客服回复很及时，',
  '有一年保修和7天无理由，很放心，',
  '送的壳膜也很实用，',
  '验机视频也发给我看了，',
];
const CLOSINGS = [
  '好评！',
  '性价比很高，推荐！',
  '会回购的。',
  '整体很满意。',
  '五星好评。',
  '省下不少钱，值了。',
];

const QUESTIONS = [
  '请问拿到手有没有拆修过的痕迹？',
  '电池健康多少？',
  '是国行吗？',
  '这个价格挺香的，我也下单了一台。',
  '发什么快递？几天到的？',
  '屏幕是原装的吗？',
  '用了多久了，有没有出现问题？',
  '看着成色真不错',
  '保修从哪天开始算？',
  '玩游戏发热严重吗？',
  '有没有送充电器？',
  '同款同价位，纠结要不要入',
];
const AUTHOR_REPLIES = [
  '没有，螺丝和屏幕都是原装的，放心买。',
  '电池健康 90%，一天一充没问题。',
  '序列号官网能查到，激活时间也对得上。',
  '顺丰，两天就到了。',
  '用了半个月了，一切正常。',
  '不怎么发热，王者全程流畅。',
  '送了一根数据线，充电头要自己买。',
  '保修从签收那天算，一年。',
  '可以入，这个价很值。',
];
const FOLLOW_UPS = ['好的，谢谢楼主！', '明白了，那我也入一台。', '感谢回复～', '了解了，谢谢'];

const FLOAT_NICKS = [
  '机友_3***',
  '小林***',
  '数码***',
  '阿杰***',
  '果粉***',
  '花粉***',
  '米粉***',
  'Lily***',
  '小吴***',
  '晓雯***',
  '阿峰***',
  '老张***',
];

/** Buyers the purchase ticker shows (already masked). */
export const FLOAT_BUYERS = FLOAT_NICKS.map((nickName, i) => ({
  nickName,
  avatar: `/mock-assets/avatars/user-${10003 + i}.png`,
}));

function postContent(r: Random): string {
  const parts = [
    r.pick(OPENERS),
    r.pick(CONDITION_TEXTS),
    // No numbers that the catalogue's inspection report of the same phone could contradict.
    r.pick(['电池健康和详情页写的一样，', '续航正常，重度使用一天一充，', '电池还很耐用，', '']),
    r.pick(FUNCTION_TEXTS),
    r.chance(0.6) ? r.pick(LOGISTICS_TEXTS) : '',
    r.chance(0.5) ? r.pick(SERVICE_TEXTS) : '',
    r.pick(CLOSINGS),
  ];
  return parts.join('');
}

const images = (reviewId: number, n: number) =>
  Array.from({ length: n }, (_, i) => `/mock-assets/reviews/${reviewId}-${i + 1}.jpg`);

/** A time between `from` and `to`. */
const between = (r: Random, from: Date, to: Date) =>
  new Date(from.getTime() + Math.floor(r.next() * (to.getTime() - from.getTime())));

export interface ReviewFixtures {
  reviews: ReviewRecord[];
  comments: CommentRecord[];
}

/**
 * Builds the seeded reviews on the given phones (at least one). Reviews 30001-30003 follow the
 * contract's examples: 30001 by user 10002 on phone 10001 with comments by 10001 (answered by the
 * author) and by 10003 (unanswered: the author-only reply rule), 30002 by 10001, 30003 anonymous.
 */
export function buildReviewFixtures(phones: PhoneInfo[]): ReviewFixtures {
  const r = createRandom('reviews');
  const phoneById = new Map(phones.map((p) => [p.productId, p]));
  const phoneOr = (id: number) => phoneById.get(id) ?? phones[id % phones.length];
  const reviews: ReviewRecord[] = [];
  const comments: CommentRecord[] = [];
  let nextComment = FIRST_COMMENT_ID;

  const review = (
    init: Omit<ReviewRecord, 'productId' | 'label' | 'title' | 'likers' | 'score'> & {
      phone: PhoneInfo;
      likers?: number[];
    },
  ): ReviewRecord => {
    const { phone, likers = [], ...rest } = init;
    const record: ReviewRecord = {
      ...rest,
      productId: phone.productId,
      label: labelOf(phone.name, phone.banben),
      title: phone.name,
      likers: new Set(likers),
      score: [5, r.chance(0.85) ? 5 : 4, r.chance(0.8) ? 5 : 4],
    };
    reviews.push(record);
    return record;
  };
  const comment = (reviewId: number, userId: number, content: string, createdAt: Date): CommentRecord => {
    const c: CommentRecord = { id: nextComment++, reviewId, userId, content, createdAt, replies: [] };
    comments.push(c);
    return c;
  };

  // Hand-written reviews matching the contract's examples.
  const first = review({
    id: FIRST_REVIEW_ID,
    userId: 10002,
    phone: phoneOr(10001),
    anonymous: false,
    content:
      '第二次在这里买二手机了，收到和描述一致，屏幕没有划痕，电池健康 92%，验机报告也对得上。顺丰次日达，包装很严实，好评！',
    createdAt: new Date('2026-11-18T20:15:36+08:00'),
    images: images(FIRST_REVIEW_ID, 3),
    baseUseful: 11,
    likers: [10001],
  });
  comment(
    first.id,
    10001,
    '请问拿到手有没有拆修过的痕迹？',
    new Date('2026-11-19T09:12:05+08:00'),
  ).replies.push({
    userId: 10002,
    toUserId: 10001,
    content: '没有，螺丝和屏幕都是原装的，放心买。',
    createdAt: new Date('2026-11-19T12:30:41+08:00'),
  });
  comment(first.id, 10003, '这个价格挺香的，我也下单了一台。', new Date('2026-11-19T21:40:18+08:00'));

  const second = review({
    id: FIRST_REVIEW_ID + 1,
    userId: 10001,
    phone: phoneOr(10002),
    anonymous: false,
    content: '验机报告写得很详细，到手检查了一遍完全一致，拍照依旧能打，一年保修很安心。',
    createdAt: new Date('2026-11-17T19:48:03+08:00'),
    images: images(FIRST_REVIEW_ID + 1, 1),
    baseUseful: 5,
  });
  comment(second.id, 10003, '电池健康多少？', new Date('2026-11-18T08:21:37+08:00'));

  review({
    id: FIRST_REVIEW_ID + 2,
    userId: 10004,
    phone: phoneOr(10005),
    anonymous: true,
    content: '给爸妈买的备用机，成色和描述一致，系统流畅，字体调大了老人用着很方便，性价比很高。',
    createdAt: new Date('2026-11-17T13:02:44+08:00'),
    images: [],
    baseUseful: 3,
  });

  // Generated reviews: users 10001 and 10002 author a few more, the rest come from personas.
  const authors = [
    10001,
    10002,
    ...Object.keys(PERSONAS)
      .map(Number)
      .filter((id) => id > 10002),
  ];
  for (let id = FIRST_REVIEW_ID + 3; id < FIRST_REVIEW_ID + REVIEW_COUNT; id++) {
    const userId = id % 11 === 0 ? 10001 : id % 13 === 0 ? 10002 : r.pick(authors);
    const phone = r.pick(phones);
    const createdAt = between(r, daysBefore(150), daysBefore(0.2));
    const rec = review({
      id,
      userId,
      phone,
      anonymous: userId > 10002 && r.chance(0.12),
      content: postContent(r),
      createdAt,
      images: images(id, r.chance(0.15) ? 0 : r.int(1, 9)),
      baseUseful: r.int(0, 40),
      likers: userId !== 10001 && r.chance(0.15) ? [10001] : [],
    });
    const others = authors.filter((u) => u !== userId);
    const n = r.chance(0.3) ? 0 : r.int(1, 5);
    let at = createdAt;
    for (let k = 0; k < n; k++) {
      at = between(r, at, FIXTURE_NOW);
      const c = comment(rec.id, r.pick(others), r.pick(QUESTIONS), at);
      if (r.chance(0.5)) {
        const replyAt = between(r, at, FIXTURE_NOW);
        c.replies.push({ userId, toUserId: c.userId, content: r.pick(AUTHOR_REPLIES), createdAt: replyAt });
        if (r.chance(0.3)) {
          c.replies.push({
            userId: c.userId,
            toUserId: userId,
            content: r.pick(FOLLOW_UPS),
            createdAt: between(r, replyAt, FIXTURE_NOW),
          });
        }
      }
    }
  }
  return { reviews, comments };
}
