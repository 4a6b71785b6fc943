// Catalogue handlers: home, taxonomy, search and filters, phone detail, parts mall and favourites.
// Page sizes (docs/product/limits.md gives only the activity list's 8; the rest are the mock's choice):
// search 10, home recommendations 10, home activity banners 4, new today 10, videos 6,
// favourites 10, activities 8.
import type { HttpHandler } from 'msw';
import type { Schemas } from '../../db';
import type { MockDb } from '../../mock';
import { http } from '../../core/http';
import { CODE, failure, loginExpired, success, successWith } from '../../core/envelope';
import { int, readFields, type Fields } from '../../core/form';
import { problem } from '../../core/strict';
import { toYuan } from '../../core/money';
import { page } from '../../core/paginate';
import { userOf } from '../../core/session';
import { formatTime } from '../../core/time';
import { FAQ, SERVER_TEXTS, partDetailsHtml, type PhoneRecord } from './fixtures';
import { partPic, specText, type CatalogueStore, type SearchFilter } from './store';
import {
  BRANDS,
  BRAND_PART_ENTRIES,
  CATEGORIES,
  MODELS,
  PARTS_MODEL_ID,
  PART_CATEGORIES,
  TYPE,
} from './taxonomy';

export const PAGE_SIZE = {
  search: 10,
  recommend: 10,
  activityBanner: 4,
  newToday: 10,
  video: 6,
  favorite: 10,
  activity: 8,
} as const;

/** Price bound of "X以上" (docs/product/limits.md). */
const OPEN_PRICE = 99999;

export const MSG = {
  notFound: '商品不存在或已删除',
  partNotFound: '商品不存在或已下架',
  favoriteAdded: '收藏成功',
  favoriteRemoved: '取消成功',
  alreadyFavorite: '已收藏过该商品',
  notFavorite: '该商品不在收藏中',
  listEnd: '暂无数据',
} as const;

const DEVICE_ID = /^[0-9a-f]{32}$/;
const PRICE_V2 = /^(\d+)-(\d+)$/;
const PROP_KEYWORD = /^\d+:\d+(;\d+:\d+)*$/;

/**
 * Reads and checks the operation's own fields; the first problem becomes a code-0 answer
 * (Prism refuses most bad input first, but tests reach the handlers directly).
 */
class Input {
  error: string | undefined;
  constructor(private readonly fields: Fields) {}

  private fail(name: string): undefined {
    this.error ??= `参数 ${name} 无效`;
    return undefined;
  }

  raw(name: string): string | undefined {
    const v = this.fields.get(name);
    return v === undefined || v === '' ? undefined : v;
  }

  /** A positive integer id; required ones must be present. */
  id(name: string, required = false): number | undefined {
    const raw = this.raw(name);
    if (raw === undefined) return required ? this.fail(name) : undefined;
    const n = int(raw);
    return n !== undefined && n >= 1 ? n : this.fail(name);
  }

  /** A non-negative integer (pat/detail's type). */
  count(name: string): number | undefined {
    const raw = this.raw(name);
    if (raw === undefined) return undefined;
    const n = int(raw);
    return n !== undefined && n >= 0 ? n : this.fail(name);
  }

  page(name = 'page'): number {
    return this.id(name) ?? 1;
  }

  device(name: 'device_id' | 'driver_id'): void {
    const raw = this.raw(name);
    if (raw !== undefined && !DEVICE_ID.test(raw)) this.fail(name);
  }

  pattern(name: string, re: RegExp, maxLength: number): string | undefined {
    const raw = this.raw(name);
    if (raw === undefined) return undefined;
    return raw.length <= maxLength && re.test(raw) ? raw : this.fail(name);
  }
}

const bad = (input: Input) => failure(CODE.FAILED, input.error ?? '参数错误');
/**
 * Bad input on a call whose x-codes have no failure code to answer it with: the contract's 422
 * (ValidationProblem), as a validating gateway would refuse it.
 */
const invalid = (input: Input) => problem(422, 'Unprocessable Entity', input.error ?? '参数错误');

/**
 * Whose favourites mark the cards: the token's user when a token is sent, else user_id (the
 * client adds both from the session; catalogue reads are public, so a guest gets 0 everywhere).
 */
function viewerOf(db: MockDb, fields: Fields, input: Input): number | undefined {
  const userId = input.id('user_id');
  if (fields.get('token')) {
    const user = userOf(db, fields);
    if (user) return user.userId;
  }
  return userId;
}

function card(store: CatalogueStore, p: PhoneRecord, viewer: number | undefined): Schemas['ProductCard'] {
  return {
    product_id: p.id,
    product_name: p.name,
    product_name_str1: p.str1,
    product_name_str2: p.str2,
    sub_title: p.subTitle,
    price: toYuan(p.priceFen),
    ori_price: toYuan(p.oriPriceFen),
    main_pic: p.mainPic,
    new_main_pic: p.mainPic,
    product_tag: p.productTags.map((t) => ({ ...t })),
    feature_tag: p.featureTags.map((t) => ({ ...t })),
    network_name: p.networkName,
    netword_string: p.netword,
    banben_string: p.banben,
    ...(p.bonusStr ? { bonus_str: p.bonusStr } : {}),
    is_favorite: store.isFavorite(viewer, p.id) ? 1 : 0,
    status: p.onSale ? 1 : 0,
    product_cell: p.sold ? 1 : 0,
  };
}

/** What the detail reads from other areas: the product's first reviews and the viewer's cart. */
interface DetailExtras {
  reviews: Schemas['ProductReview'][];
  inCart: boolean;
}

function detail(
  store: CatalogueStore,
  p: PhoneRecord,
  viewer: number | undefined,
  extras: DetailExtras,
): Schemas['ProductDetail'] {
  const periods = p.priceFen >= 100000 ? 6 : 3;
  const perPeriod = toYuan(Math.round(p.priceFen / periods));
  const apple = p.brandId === 1;
  return {
    ...card(store, p, viewer),
    banner_imgs: p.banners.map((url) => ({ url })),
    imgs: [...p.imgs],
    imei: p.imei,
    fenqi_info: { price: perPeriod, num: periods },
    new_tokio_fenqi_string: `先用后付，${periods} 期免息，每期 ¥${perPeriod}`,
    // The product page shows the first 3 reviews (docs/product/screens.md).
    review: extras.reviews,
    param_value: [
      { name: '处理器', value: p.model.chip },
      { name: '屏幕', value: p.model.screen },
      ...(apple ? [] : [{ name: '运行内存', value: p.ram }]),
      { name: '存储', value: p.storage },
      { name: '电池健康', value: `${p.battery}%` },
    ],
    // False once the viewer's cart (the user's, or a guest device's) holds it (docs/product/states.md).
    can_add_to_shop_cart: p.onSale && !p.sold && !extras.inCart,
    activation_time: p.activation,
    guarantee_time: p.guarantee,
    engineer_name: p.engineer.name,
    engineer_avatar: p.engineer.avatar,
    professional: p.engineer.professional,
    check_res: p.checkRes,
    server: SERVER_TEXTS.map((text) => ({ text })),
    question: FAQ.map((q) => ({ ...q })),
    model_name_str: p.model.name,
    bao_str: '1年质保',
    type_id: p.typeId,
    brand_id: p.brandId,
    model_id: p.modelId,
  };
}

function keyProps(p: PhoneRecord): Schemas['SpecGroup'][] {
  const groups: [string, string[]][] = [
    ['基本信息', [`型号 ${p.model.name}`, `版本 ${p.banben}`, `颜色 ${p.color}`, `成色 ${p.grade}`]],
    ['屏幕', [p.model.screen]],
    ['性能', [p.model.chip, `${p.ram} 运行内存 + ${p.storage} 存储`]],
    ['网络', [`${p.networkName}：${p.netword.replace(/,/g, '/')}`]],
    ['电池', [`电池容量 ${p.model.battery}mAh`, `电池健康 ${p.battery}%`]],
    ['保修', [`官方保修至 ${p.guarantee}`, '平台质保 1 年']],
  ];
  let id = 0;
  return groups.map(([sp_name, values]) => ({
    sp_name,
    sp_value_list: values.map((sp_value_name) => ({ sp_value_id: ++id, sp_value_name })),
  }));
}

function inspection(p: PhoneRecord): Schemas['InspectionReport'] {
  return {
    product_id: p.id,
    engineer_name: p.engineer.name,
    engineer_avatar: p.engineer.avatar,
    professional: p.engineer.professional,
    check_time: p.checkTime,
    check_res: p.checkRes,
    check_num: 60,
    abnormal_num: p.checkList.flatMap((g) => g.items).filter((i) => i.is_normal === 0).length,
    check_list: p.checkList.map((g) => ({ group_name: g.group_name, items: g.items.map((i) => ({ ...i })) })),
  };
}

/** The search filters shared by new_search_list and seach_count (docs/product/calls.md, docs/product/validation.md price rules). */
function searchFilter(input: Input): SearchFilter {
  const filter: SearchFilter = {
    typeId: input.id('type_id'),
    brandId: input.id('brand_id'),
    modelId: input.id('model_id'),
    props: [],
  };
  const price = input.pattern('price_v2', PRICE_V2, 13);
  const m = price ? PRICE_V2.exec(price) : null;
  // A range applies only when min < max (the contract's rule); X-99999 is "X以上".
  if (m && Number(m[1]) < Number(m[2])) {
    filter.price = { min: Number(m[1]) * 100, max: Math.min(Number(m[2]), OPEN_PRICE) * 100 };
  }
  const props = input.pattern('prop_keyword', PROP_KEYWORD, 200);
  if (props) {
    filter.props = props.split(';').map((pair) => {
      const [pnid, pvid] = pair.split(':').map(Number);
      return [pnid, pvid];
    });
  }
  return filter;
}

const catalogueTypes = () => CATEGORIES.filter((c) => c.typeId !== TYPE.part);
const brandsOfType = (typeId: number) =>
  BRANDS.filter((b) => MODELS.some((x) => x.typeId === typeId && x.brandId === b.id));

export const catalogueHandlers = (db: MockDb): HttpHandler[] => [
  http.get('/api/home/app_home_v3', async ({ request, response }) => {
    const fields = await readFields(request);
    const input = new Input(fields);
    const activityPage = input.page('activity_page');
    const recommendPage = input.page('recommend_page');
    input.device('driver_id');
    const viewer = viewerOf(db, fields, input);
    if (input.error) return response.untyped(invalid(input));
    const store = db.catalogue;
    return response(200).json(
      successWith(
        { sk: store.nextSk('rec') },
        {
          bannerList: store.content.banners.map((b) => ({ ...b })),
          activity_banber_list: page(
            store.content.activityBanners,
            activityPage,
            PAGE_SIZE.activityBanner,
          ).map((b) => ({ ...b })),
          recommend_list: page(store.recommended(), recommendPage, PAGE_SIZE.recommend).map((p) =>
            card(store, p, viewer),
          ),
        },
      ),
    );
  }),

  http.get('/api/product/get_index_product_cate', ({ response }) =>
    response(200).json(success(CATEGORIES.map((c) => ({ type_id: c.typeId, type_name: c.name })))),
  ),

  http.get('/api/product/new_get_product_cate_h5', ({ response }) =>
    response(200).json(
      success(
        CATEGORIES.map((c) => ({
          type_id: c.typeId,
          type_name: c.name,
          // Under 配件 the entries are part categories (brand_id = category id, docs/product/screens.md).
          brand_list:
            c.typeId === TYPE.part
              ? PART_CATEGORIES.map((pc) => ({ brand_id: pc.id, brand_name: pc.name }))
              : brandsOfType(c.typeId).map((b) => ({ brand_id: b.id, brand_name: b.name, brand_img: b.img })),
        })),
      ),
    ),
  ),

  http.get('/api/product/new_get_product_cate_v1', ({ response }) =>
    response(200).json(
      success({
        cate_list: catalogueTypes().map((c) => ({
          type_id: c.typeId,
          type_name: c.name,
          brand_list: brandsOfType(c.typeId).map((b) => ({
            brand_id: b.id,
            brand_name: b.name,
            brand_img: b.img,
            model_list: [
              ...MODELS.filter((x) => x.typeId === c.typeId && x.brandId === b.id).map((x) => ({
                model_id: x.id,
                model_name: x.name,
              })),
              // A brand's parts entry (model id -16) only under the phone category, as the contract shows.
              ...(c.typeId === TYPE.phone
                ? BRAND_PART_ENTRIES.filter((e) => e.brandId === b.id).map((e) => ({
                    model_id: PARTS_MODEL_ID,
                    model_name: e.name,
                    pcid: e.pcid,
                  }))
                : []),
            ],
          })),
        })),
        part_cate_list: PART_CATEGORIES.map((pc) => ({ category_id: pc.id, category_name: pc.name })),
      }),
    ),
  ),

  http.get('/api/get_cate_activity_list', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const cate = input.id('cate', true);
    const pageNo = input.page();
    if (input.error || cate === undefined) return response(200).json(bad(input));
    const all = db.catalogue.content.activities.filter((a) => a.cate === cate);
    return response(200).json(
      success({
        list_count: all.length,
        list: page(all, pageNo, PAGE_SIZE.activity).map((a) => ({
          banner_url: a.banner_url,
          jump_url: a.jump_url,
          title: a.title,
          remaining_day: a.remaining_day,
          adv_string: a.adv_string,
        })),
      }),
    );
  }),

  http.get('/api/home/phone_video_api', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const pageNo = input.page();
    input.id('user_id'); // checked only: videos are the same for everyone
    if (input.error) return response.untyped(invalid(input));
    return response(200).json(
      success(page(db.catalogue.content.videos, pageNo, PAGE_SIZE.video).map((v) => ({ ...v }))),
    );
  }),

  http.get('/api/product/new_home_today_new_product_list', async ({ request, response }) => {
    const fields = await readFields(request);
    const input = new Input(fields);
    const pageNo = input.page();
    const viewer = viewerOf(db, fields, input);
    if (input.error) return response.untyped(invalid(input));
    const store = db.catalogue;
    return response(200).json(
      success({
        product_list: page(store.newToday(), pageNo, PAGE_SIZE.newToday).map((p) => card(store, p, viewer)),
      }),
    );
  }),

  http.get('/api/product/new_search_list', async ({ request, response }) => {
    const fields = await readFields(request);
    const input = new Input(fields);
    const pageNo = input.page();
    input.device('device_id');
    const viewer = viewerOf(db, fields, input);
    const filter = searchFilter(input);
    const sort = input.raw('price_sort');
    if (sort !== undefined) {
      if (sort === 'asc' || sort === 'desc') filter.sort = sort;
      else input.error ??= '参数 price_sort 无效';
    }
    if (input.error) return response(200).json(bad(input));
    const store = db.catalogue;
    const found = store.search(filter);
    const sk = store.nextSk('search');
    if (found.length === 0) {
      // Nothing matches: say so and offer the hot sellers instead (docs/product/screens.md /commodity).
      return response(200).json(
        successWith(
          {
            sk,
            is_recommend: 1 as const,
            recommend_data: store.hotSellers().map((p) => card(store, p, viewer)),
          },
          [],
        ),
      );
    }
    return response(200).json(
      successWith(
        { sk, is_recommend: 0 as const, recommend_data: [] },
        page(found, pageNo, PAGE_SIZE.search).map((p) => card(store, p, viewer)),
      ),
    );
  }),

  http.get('/api/product/new_filter_data_v2', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const typeId = input.id('type_id');
    const brandId = input.id('brand_id');
    const modelId = input.id('model_id');
    if (input.error) return response.untyped(invalid(input));
    return response(200).json(success(db.catalogue.filterGroups(typeId, brandId, modelId)));
  }),

  http.get('/api/product/price_filter_data', ({ response }) =>
    response(200).json(success(db.catalogue.content.pricePresets.map((name) => ({ name })))),
  ),

  http.get('/api/product/seach_count', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const filter = searchFilter(input);
    if (input.error) return response(200).json(bad(input));
    return response(200).json(success({ count: db.catalogue.search(filter).length }));
  }),

  http.get('/api/product/catebrand_product_list', async ({ request, response }) => {
    const fields = await readFields(request);
    const input = new Input(fields);
    const typeId = input.id('type_id', true);
    const brandId = input.id('brand_id', true);
    const viewer = viewerOf(db, fields, input);
    if (input.error || typeId === undefined || brandId === undefined) return response.untyped(invalid(input));
    const store = db.catalogue;
    const type = CATEGORIES.find((c) => c.typeId === typeId);
    const brand = BRANDS.find((b) => b.id === brandId);
    return response(200).json(
      success({
        type_id: typeId,
        ...(type ? { type_name: type.name } : {}),
        brand_id: brandId,
        ...(brand ? { brand_name: brand.name } : {}),
        product_list: store.search({ typeId, brandId, props: [] }).map((p) => card(store, p, viewer)),
      }),
    );
  }),

  http.get('/api/product/detail', async ({ request, response }) => {
    const fields = await readFields(request);
    const input = new Input(fields);
    const productId = input.id('product_id', true);
    const viewer = viewerOf(db, fields, input);
    input.device('driver_id');
    if (input.error || productId === undefined) return response(200).json(bad(input));
    const store = db.catalogue;
    const p = store.phoneRecord(productId);
    if (!p) return response(200).json(failure(CODE.FAILED, MSG.notFound));
    // Whose cart, as the cart calls decide it: the user's, else the guest device's (driver_id).
    const deviceId = input.raw('driver_id');
    const owner = viewer !== undefined ? { userId: viewer } : deviceId ? { deviceId } : undefined;
    const extras: DetailExtras = {
      reviews: db.reviews.productReviews(p.id, 3),
      inCart: owner !== undefined && db.cart.has(owner, 1, p.id),
    };
    return response(200).json(success(detail(store, p, viewer, extras)));
  }),

  http.get('/api/product/product_check', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const productId = input.id('product_id', true);
    if (input.error || productId === undefined) return response(200).json(bad(input));
    const p = db.catalogue.phoneRecord(productId);
    if (!p) return response(200).json(failure(CODE.FAILED, MSG.notFound));
    return response(200).json(success(inspection(p)));
  }),

  http.get('/api/product/keyprop_detail', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const productId = input.id('product_id', true);
    input.id('user_id'); // checked only: the parameters are the same for everyone
    if (input.error || productId === undefined) return response(200).json(bad(input));
    const p = db.catalogue.phoneRecord(productId);
    if (!p) return response(200).json(failure(CODE.FAILED, MSG.notFound));
    return response(200).json(success(keyProps(p)));
  }),

  http.get('/api/product/server_info', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const productId = input.id('product_id', true);
    if (input.error || productId === undefined) return response(200).json(bad(input));
    const p = db.catalogue.phoneRecord(productId);
    if (!p) return response(200).json(failure(CODE.FAILED, MSG.notFound));
    return response(200).json(success(p.services.map((s) => ({ ...s }))));
  }),

  http.get('/api/account/parts/parts_info', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const productId = input.id('product_id', true);
    if (input.error || productId === undefined) return response(200).json(bad(input));
    const store = db.catalogue;
    if (!store.phoneRecord(productId)) return response(200).json(failure(CODE.FAILED, MSG.notFound));
    return response(200).json(
      success(
        store.recommendedParts(productId).map(({ part, sku }) => ({
          product_id: part.id,
          sku_id: sku.skuId,
          name: `${part.name} ${specText(sku)}`,
          price: toYuan(sku.priceFen),
          quantity: 0,
          main_pic: partPic(part),
        })),
      ),
    );
  }),

  http.get('/api/pat/detail', async ({ request, response }) => {
    const input = new Input(await readFields(request));
    const byProduct = input.id('product_id');
    // The confirm page of a part bought alone knows only its sku id: resolve it to the part.
    const skuId = input.id('sku_id');
    input.id('user_id');
    input.device('device_id');
    input.count('type'); // the route's type, echoed by the client; nothing depends on it here
    if (byProduct === undefined && skuId === undefined) input.id('product_id', true);
    if (input.error) return response(200).json(bad(input));
    const productId = byProduct ?? (skuId === undefined ? undefined : db.catalogue.partSku(skuId)?.productId);
    const part = productId === undefined ? undefined : db.catalogue.part(productId);
    if (!part) return response(200).json(failure(CODE.FAILED, MSG.partNotFound));
    return response(200).json(
      success({
        product_id: part.id,
        product_name: part.name,
        price: toYuan(part.priceFen),
        all_storage: part.skus.reduce((sum, s) => sum + s.storage, 0),
        banner_imgs: [{ url: partPic(part) }, { url: `/mock-assets/parts/${part.slug}-2.jpg` }],
        product_spec: part.specs.map((g) => ({
          id: g.id,
          name: g.name,
          list: g.list.map((o) => ({ ...o })),
        })),
        sku_list: Object.fromEntries(
          part.skus.map((s) => [s.key, { price: toYuan(s.priceFen), sku_id: s.skuId, storage: s.storage }]),
        ),
        details: partDetailsHtml(part),
      }),
    );
  }),

  http.get('/api/pat/search_product_list', ({ response }) => {
    const store = db.catalogue;
    return response(200).json(
      successWith(
        { sk: store.nextSk('pat') },
        {
          category_list: PART_CATEGORIES.map((pc) => ({ category_id: pc.id, category_name: pc.name })),
          porduct_list: store.allParts().map((part) => ({
            product_id: part.id,
            product_name: part.name,
            price: toYuan(part.priceFen),
            ...(part.oriPriceFen === undefined ? {} : { ori_price: toYuan(part.oriPriceFen) }),
            main_pic: partPic(part),
            category_id: part.categoryId,
          })),
        },
      ),
    );
  }),

  http.get('/api/account/favorite/add', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const input = new Input(fields);
    const productId = input.id('product_id', true);
    if (input.error || productId === undefined) return response(200).json(bad(input));
    const store = db.catalogue;
    if (!store.phoneRecord(productId)) return response(200).json(failure(CODE.FAILED, MSG.notFound));
    if (!store.addFavorite(user.userId, productId))
      return response(200).json(failure(CODE.FAILED, MSG.alreadyFavorite));
    return response(200).json(success({ product_id: productId, is_favorite: 1 }, MSG.favoriteAdded));
  }),

  http.get('/api/account/favorite/del', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const input = new Input(fields);
    const productId = input.id('product_id', true);
    if (input.error || productId === undefined) return response(200).json(bad(input));
    if (!db.catalogue.removeFavorite(user.userId, productId))
      return response(200).json(failure(CODE.FAILED, MSG.notFavorite));
    return response(200).json(success({ product_id: productId, is_favorite: 0 }, MSG.favoriteRemoved));
  }),

  http.get('/api/account/favorite/list', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const input = new Input(fields);
    const pageNo = input.page();
    if (input.error) return response.untyped(invalid(input));
    const store = db.catalogue;
    const items = page(store.favorites(user.userId), pageNo, PAGE_SIZE.favorite).flatMap((f) => {
      const p = store.phoneRecord(f.productId);
      return p ? [{ ...card(store, p, user.userId), favorite_time: formatTime(new Date(f.at)) }] : [];
    });
    // Empty or past the end: -404, as the order list does (the contract's listEnd).
    if (items.length === 0) return response(200).json(failure(CODE.LIST_END, MSG.listEnd));
    return response(200).json(success(items));
  }),
];
