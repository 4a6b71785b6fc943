// Deterministic catalogue fixtures: ~300 refurbished phones (10001..), ~30 parts (20001..) with
// SKUs (21001..), home banners, activities, review videos and price presets. Everything is built
// from createRandom('catalogue') and dated from FIXTURE_NOW, so every store starts identical.
import type { Schemas } from '../../db';
import { createRandom, type Random } from '../../core/random';
import { FIXTURE_NOW, daysBefore, formatTime } from '../../core/time';
import {
  BRANDS,
  MODELS,
  PNID,
  PROP_GROUPS,
  TYPE,
  brandById,
  modelById,
  type Grade,
  type Model,
} from './taxonomy';

export const FIRST_PHONE_ID = 10001;
export const PHONE_COUNT = 300;
export const FIRST_PART_ID = 20001;
export const FIRST_SKU_ID = 21001;

/** Phones that start sold (product_cell 1) and taken off sale (status 0). */
export const SOLD_IDS = [10008, 10021, 10042, 10063, 10084, 10105];
export const OFF_SALE_IDS = [10009, 10033, 10077, 10150];
/**
 * The part whose details HTML carries an XSS attempt (an img onerror and a script calling
 * window.__xssProbe), so the sanitiser has something to stop; its other content must still render.
 */
export const XSS_PART_ID = 20014;
export const XSS_PROBE = '__xssProbe';

/** A part's details HTML: description, selling points and two pictures (lazy in the app). */
export function partDetailsHtml(part: { id: number; slug: string; name: string; desc: string }): string {
  const safe = `<h3>商品介绍</h3><p>${part.desc}</p><ul><li>官方正品，假一赔十</li><li>7天无理由退货</li><li>下单后 24 小时内发货</li></ul><p><img src="/mock-assets/parts/${part.slug}-detail-1.jpg" alt="${part.name} 细节图 1" width="640" height="640"></p><p><img src="/mock-assets/parts/${part.slug}-detail-2.jpg" alt="${part.name} 细节图 2" width="640" height="640"></p>`;
  if (part.id !== XSS_PART_ID) return safe;
  return `${safe}<p>包装清单：数据线 ×1</p><img src=x onerror="window.${XSS_PROBE}('img')"><script>window.${XSS_PROBE}('script')</script><a href="javascript:window.${XSS_PROBE}('link')">查看说明书</a>`;
}
/** Favourites the development user 10001 starts with (newest first); user 10002 has none. */
export const SEED_FAVORITES: Record<number, number[]> = { 10001: [10001, 10006] };

type Tag = Schemas['Tag'];
const GRADE_COLOR = '#ff5a00';
const FEATURE_COLOR = '#1677ff';

export interface CheckItem {
  name: string;
  result: string;
  is_normal: 0 | 1;
}
export interface CheckGroup {
  group_name: string;
  items: CheckItem[];
}

export interface Engineer {
  name: string;
  avatar: string;
  professional: string;
}

const ENGINEERS: Engineer[] = [
  { name: '王工', avatar: '/mock-assets/avatars/engineer-1.png', professional: '高级质检工程师' },
  { name: '李工', avatar: '/mock-assets/avatars/engineer-2.png', professional: '质检工程师' },
  { name: '张工', avatar: '/mock-assets/avatars/engineer-3.png', professional: '资深质检工程师' },
  { name: '刘工', avatar: '/mock-assets/avatars/engineer-4.png', professional: '质检工程师' },
  { name: '陈工', avatar: '/mock-assets/avatars/engineer-5.png', professional: '高级质检工程师' },
];

export interface PhoneRecord {
  id: number;
  typeId: number;
  brandId: number;
  modelId: number;
  model: Model;
  name: string;
  str1: string;
  str2: string;
  subTitle: string;
  priceFen: number;
  oriPriceFen: number;
  mainPic: string;
  banners: string[];
  imgs: string[];
  grade: Grade;
  ram: string;
  storage: string;
  color: string;
  banben: string;
  networkName: string;
  netword: string;
  battery: number;
  productTags: Tag[];
  featureTags: Tag[];
  bonusStr?: string;
  imei: string;
  activation: string;
  guarantee: string;
  engineer: Engineer;
  checkTime: string;
  checkList: CheckGroup[];
  checkRes: string;
  listedAt: number;
  newToday: boolean;
  /** Sales heat: the hot sellers shown when a search finds nothing. */
  heat: number;
  /** Filter properties, pnid -> pvid. */
  props: Record<number, number>;
  services: Schemas['ServiceOption'][];
  sold: boolean;
  onSale: boolean;
}

interface PhoneSpec {
  modelId: number;
  variant: string;
  color: string;
  grade: Grade;
  banben: string;
  networkName: string;
  battery: number;
  price?: number;
  subTitle?: string;
  featureTags?: Tag[];
  activation?: string;
  imei?: string;
  engineer?: number;
  /** Listed this many minutes before FIXTURE_NOW (new today). */
  newToday?: number;
  heat?: number;
}

// The phones the contract's examples show, so the examples and the mock agree.
// prettier-ignore
const EXAMPLE_PHONES: PhoneSpec[] = [
  { modelId: 101, variant: '4+128G', color: '午夜色', grade: '99新', banben: '国行', networkName: '全网通', battery: 92, price: 3299, subTitle: '电池健康 92%，官方质检 60 项', activation: '2022-03-15', imei: '35398011****718', engineer: 0, heat: 990 },
  { modelId: 201, variant: '8+256G', color: '亮黑色', grade: '95新', banben: '国行', networkName: '全网通', battery: 90, price: 2699, subTitle: '屏幕完美，外壳轻微使用痕迹', featureTags: [], heat: 970 },
  { modelId: 301, variant: '8+256G', color: '紫色', grade: '99新', banben: '国行', networkName: '全网通', battery: 98, price: 1799, subTitle: '仅拆封激活，配件齐全', featureTags: [{ tag_name: '准新机', color: FEATURE_COLOR }], newToday: 30, heat: 940 },
  { modelId: 402, variant: '8+256G', color: '白瓷', grade: '95新', banben: '国行', networkName: '全网通', battery: 89, price: 1999, subTitle: '哈苏影像，边框细微划痕', heat: 600 },
  { modelId: 501, variant: '12+256G', color: '至黑', grade: '99新', banben: '国行', networkName: '全网通', battery: 96, price: 2599, subTitle: '蔡司影像，官方质检 60 项', featureTags: [], newToday: 60, heat: 920 },
  { modelId: 601, variant: '8+256G', color: '曜夜黑', grade: '9成新', banben: '国行', networkName: '全网通', battery: 86, price: 2399, subTitle: '边框轻微磕碰，功能完好', featureTags: [], heat: 880 },
  { modelId: 701, variant: '8+256G', color: '亮黑色', grade: '95新', banben: '国行', networkName: '全网通', battery: 91, price: 2199, subTitle: '100W 快充，电池健康 91%', featureTags: [], newToday: 90, heat: 900 },
];

const RESIDUAL: Record<number, number> = { 2019: 0.36, 2020: 0.42, 2021: 0.5, 2022: 0.58, 2023: 0.68 };
const GRADE_FACTOR: Record<Grade, number> = { '99新': 1, '95新': 0.92, '9成新': 0.84 };
const BANBEN_FACTOR: Record<string, number> = { 国行: 1, 港版: 0.95, 美版: 0.88 };

const SUBTITLES: Record<Grade, string[]> = {
  '99新': [
    '仅拆封激活，配件齐全',
    '屏幕完美，无任何使用痕迹',
    '官方质检 60 项，准新机成色',
    '原装未拆修，外观近乎全新',
  ],
  '95新': [
    '屏幕完美，外壳轻微使用痕迹',
    '边框细微划痕，功能完好',
    '外观良好，原装屏幕',
    '轻微使用痕迹，性能满血',
  ],
  '9成新': [
    '边框轻微磕碰，功能完好',
    '外观有使用痕迹，性价比之选',
    '屏幕细微划痕，不影响显示',
    '背壳轻微划痕，功能全部正常',
  ],
};

const SERVER_TEXTS = ['官方自营', '正品保障', '7天退货', '1年质保'];

export const FAQ: { question: string; answer: string }[] = [
  {
    question: '手机是否有锁、能否正常激活？',
    answer: '所有机器均已退出原机主账号并通过激活检测，收到即可使用。',
  },
  { question: '收到后不满意可以退吗？', answer: '支持 7 天无理由退货，机器需保持收货时状态。' },
  {
    question: '质保多久？怎么保修？',
    answer: '自签收起 1 年质保，非人为损坏免费维修，可在“我的-电子保修卡”查看。',
  },
  { question: '包装里有哪些配件？', answer: '标配原装品质数据线一根，充电头等可在“推荐配件”中加购。' },
  {
    question: '可以先用后付吗？',
    answer: '支持组合支付：先付一部分，剩余金额分期免息支付，详见“组合支付说明”。',
  },
];

export { SERVER_TEXTS };

const day = (date: Date) => formatTime(date).slice(0, 10);
/** The last day of a one-year warranty from the activation day ("2022-03-15" -> "2023-03-14"). */
const warrantyEnd = (activation: string) => {
  const [y, mo, d] = activation.split('-').map(Number);
  return day(new Date(Date.UTC(y + 1, mo - 1, d - 1, 4)));
};

/** Launch price in yuan of a model's variant ("8+256G"). */
export function launchPrice(model: Model, variant: string): number {
  const entry = model.variants.find((v) => v.startsWith(`${variant}:`));
  if (!entry) throw new Error(`model ${model.id} has no variant ${variant}`);
  return Number(entry.split(':')[1]);
}

function networkOf(model: Model, networkName: string): string {
  if (model.net === 'WLAN') return 'WLAN';
  if (networkName === '移动版') return model.net === '5G' ? '移动5G,移动4G' : '移动4G';
  return model.net === '5G' ? '移动5G,联通5G,电信5G' : '移动4G,联通4G,电信4G';
}

export function servicesFor(priceFen: number): Schemas['ServiceOption'][] {
  const tier = priceFen < 200000 ? 0 : priceFen < 400000 ? 1 : priceFen < 600000 ? 2 : 3;
  const screen = ['69.00', '99.00', '159.00', '199.00'][tier];
  const warranty = ['129.00', '199.00', '269.00', '349.00'][tier];
  return [
    { id: 3, server_id: 3, server_name2: '整机清洁', server_price: '0.00', isactive: 1 },
    { id: 1, server_id: 1, server_name2: '碎屏保障一年', server_price: screen, isactive: 0 },
    { id: 2, server_id: 2, server_name2: '延长保修一年', server_price: warranty, isactive: 0 },
  ];
}

function checkListFor(model: Model, grade: Grade, battery: number): CheckGroup[] {
  const item = (name: string, result: string, ok = true): CheckItem => ({
    name,
    result,
    is_normal: ok ? 1 : 0,
  });
  const phone = model.net !== 'WLAN';
  return [
    {
      group_name: '外观',
      items: [
        item('屏幕', grade === '9成新' ? '细微划痕' : '无划痕', grade !== '9成新'),
        item(
          '边框',
          { '99新': '完好', '95新': '轻微使用痕迹', '9成新': '轻微磕碰' }[grade],
          grade === '99新',
        ),
        item('后壳', grade === '9成新' ? '轻微划痕' : '完好', grade !== '9成新'),
        item('摄像头镜片', '完好'),
      ],
    },
    {
      group_name: '屏幕',
      items: [item('显示', '正常'), item('触控', '正常'), item('亮点/坏点', '无')],
    },
    {
      group_name: '功能',
      items: [
        item(model.unlock, '正常'),
        item('摄像头', '正常'),
        ...(phone ? [item('通话与网络', '正常')] : []),
        item('扬声器与麦克风', '正常'),
        item('WLAN 与蓝牙', '正常'),
        item('充电', '正常'),
      ],
    },
    { group_name: '电池', items: [item('电池健康', `${battery}%`, battery >= 85)] },
    {
      group_name: '维修与账号',
      items: [item('拆修记录', '无拆修'), item('进水检测', '无进水'), item('账号锁', '已退出')],
    },
  ];
}

function checkResOf(list: CheckGroup[], battery: number): string {
  const flaws = list.flatMap((g) => g.items).filter((i) => i.is_normal === 0 && i.name !== '电池健康');
  if (flaws.length === 0) return `60 项检测全部通过，屏幕无划痕，电池健康 ${battery}%`;
  return `60 项检测 ${60 - flaws.length} 项正常，${flaws.map((f) => `${f.name}${f.result}`).join('，')}，电池健康 ${battery}%`;
}

function makePhone(id: number, spec: PhoneSpec, r: Random): PhoneRecord {
  const model = modelById.get(spec.modelId);
  if (!model) throw new Error(`unknown model ${spec.modelId}`);
  const brand = brandById.get(model.brandId);
  if (!brand) throw new Error(`unknown brand ${model.brandId}`);
  const apple = model.brandId === 1;
  const [ram, storage] = spec.variant.split('+');
  const memory = apple ? storage : `${ram}+${storage}`;
  const launch = launchPrice(model, spec.variant);
  const str1 = model.name.startsWith(brand.name) ? model.name : `${brand.name} ${model.name}`;
  const str2 = `${memory} ${spec.color}`;
  const residual = (RESIDUAL[model.year] ?? 0.5) + (apple ? 0.05 : 0);
  const estimate =
    launch *
    residual *
    GRADE_FACTOR[spec.grade] *
    (BANBEN_FACTOR[spec.banben] ?? 1) *
    (spec.networkName === '移动版' ? 0.93 : 1) *
    (0.96 + r.next() * 0.08);
  const price = spec.price ?? Math.max(299, Math.round(estimate / 100) * 100 - 1);
  const slug = model.slug;
  const listedAt = spec.newToday
    ? FIXTURE_NOW.getTime() - spec.newToday * 60_000
    : daysBefore(r.int(1, 45)).getTime() - r.int(0, 600) * 60_000;
  const earliest = new Date(`${model.year}-10-01T12:00:00+08:00`).getTime();
  const latest = daysBefore(90).getTime();
  const activation = spec.activation ?? day(new Date(earliest + r.next() * (latest - earliest)));
  const checkList = checkListFor(model, spec.grade, spec.battery);
  const defaultFeature: Tag[] = [{ tag_name: `电池健康 ${spec.battery}%`, color: FEATURE_COLOR }];
  if (spec.grade === '99新' && spec.battery >= 98)
    defaultFeature.push({ tag_name: '准新机', color: FEATURE_COLOR });
  const digits = (n: number) => Array.from({ length: n }, () => r.int(0, 9)).join('');
  const props: Record<number, number> = {
    [PNID.model]: model.id,
    [PNID.grade]: valueId(PNID.grade, spec.grade),
    [PNID.storage]: valueId(PNID.storage, storage),
    [PNID.network]: valueId(PNID.network, spec.networkName),
    [PNID.banben]: valueId(PNID.banben, spec.banben),
  };
  // Apple does not sell by RAM, so its phones have no 运行内存 property.
  if (!apple) props[PNID.ram] = valueId(PNID.ram, `${ram}G`);
  return {
    id,
    typeId: model.typeId,
    brandId: model.brandId,
    modelId: model.id,
    model,
    name: `${str1} ${str2} ${spec.banben} ${spec.grade}`,
    str1,
    str2,
    subTitle: spec.subTitle ?? r.pick(SUBTITLES[spec.grade]),
    priceFen: price * 100,
    oriPriceFen: launch * 100,
    mainPic: `/mock-assets/phones/${slug}.jpg`,
    banners: [
      `/mock-assets/phones/${slug}.jpg`,
      `/mock-assets/phones/${slug}-back.jpg`,
      `/mock-assets/phones/${slug}-side.jpg`,
    ],
    imgs: [1, 2, 3, 4].map((n) => `/mock-assets/phones/${slug}-${id}-real-${n}.jpg`),
    grade: spec.grade,
    ram: `${ram}G`,
    storage,
    color: spec.color,
    banben: spec.banben,
    networkName: spec.networkName,
    netword: networkOf(model, spec.networkName),
    battery: spec.battery,
    productTags: [{ tag_name: spec.grade, color: GRADE_COLOR }],
    featureTags: spec.featureTags ?? defaultFeature,
    bonusStr: price >= 1000 ? '新人券立减 50 元' : undefined,
    imei: spec.imei ?? `${model.net === 'WLAN' ? 'DMP' : apple ? '35' : '86'}${digits(6)}****${digits(3)}`,
    activation,
    guarantee: warrantyEnd(activation),
    engineer: ENGINEERS[spec.engineer ?? r.int(0, ENGINEERS.length - 1)],
    checkTime: formatTime(new Date(listedAt - r.int(6, 30) * 3_600_000)),
    checkList,
    checkRes: checkResOf(checkList, spec.battery),
    listedAt,
    newToday: spec.newToday !== undefined,
    heat: spec.heat ?? r.int(0, 850),
    props,
    services: servicesFor(price * 100),
    sold: SOLD_IDS.includes(id),
    onSale: !OFF_SALE_IDS.includes(id),
  };
}

function valueId(pnid: number, name: string): number {
  const id = PROP_GROUPS.find((g) => g.pnid === pnid)?.values[name];
  if (id === undefined) throw new Error(`no filter value ${name} in group ${pnid}`);
  return id;
}

function randomSpec(r: Random): PhoneSpec {
  const total = MODELS.reduce((s, x) => s + x.weight, 0);
  let roll = r.next() * total;
  const model = MODELS.find((x) => (roll -= x.weight) < 0) ?? MODELS[0];
  const grade = r.pick<Grade>(['99新', '99新', '95新', '95新', '9成新']);
  const banben =
    model.brandId === 1
      ? r.pick(['国行', '国行', '国行', '国行', '国行', '国行', '港版', '港版', '美版'])
      : model.brandId === 6
        ? r.pick(['国行', '国行', '港版'])
        : '国行';
  const networkName =
    model.net === 'WLAN' ? 'WLAN 版' : banben === '国行' && r.chance(0.1) ? '移动版' : '全网通';
  const battery = { '99新': r.int(88, 100), '95新': r.int(84, 95), '9成新': r.int(80, 90) }[grade];
  return {
    modelId: model.id,
    variant: r.pick(model.variants).split(':')[0],
    color: r.pick(model.colors),
    grade,
    banben,
    networkName,
    battery,
  };
}

export interface PartSpec {
  id: number;
  name: string;
  list: { id: number; name: string }[];
}

export interface SkuRecord {
  skuId: number;
  productId: number;
  key: string;
  optionNames: string[];
  priceFen: number;
  storage: number;
}

export interface PartRecord {
  id: number;
  categoryId: number;
  name: string;
  slug: string;
  priceFen: number;
  oriPriceFen?: number;
  desc: string;
  specs: PartSpec[];
  skus: SkuRecord[];
}

// Spec groups share ids across parts; option ids are group id * 100 + position (101, 102, 201 ...).
const SPEC_GROUP_IDS: Record<string, number> = { 颜色: 1, 套装: 2, 长度: 3, 款式: 4, 功率: 5, 适用机型: 6 };

/** An option's extra price: "2 米+20" costs 20 yuan more than the base. */
const EXTRA = /\+(\d+(?:\.\d+)?)$/;

interface PartRow {
  id: number;
  cat: number;
  name: string;
  slug: string;
  price: number;
  ori?: number;
  /** group name -> options as "name" or "name+extra yuan". */
  specs: [string, string[]][];
  desc: string;
  storage?: number[];
}

// prettier-ignore
const PART_ROWS: PartRow[] = [
  { id: 20001, cat: 1, name: '苹果原装 20W USB-C 电源适配器', slug: 'charger-20w', price: 149, ori: 199, specs: [['颜色', ['白色', '黑色']], ['套装', ['单充电头', '充电头 + 1 米数据线+50']]], desc: '苹果原装 20W USB-C 电源适配器，支持 iPhone 8 及以上机型 PD 快充。', storage: [50, 40, 20, 10] },
  { id: 20002, cat: 2, name: 'USB-C 转 Lightning 数据线 1 米', slug: 'cable-usb-c-lightning', price: 59, ori: 145, specs: [['长度', ['1 米', '2 米+20']]], desc: 'MFi 认证 USB-C 转 Lightning 数据线，支持 20W 快充与数据同步。' },
  { id: 20003, cat: 3, name: 'iPhone 13 液态硅胶保护壳', slug: 'case-iphone-13', price: 39, specs: [['颜色', ['午夜色', '星光色', '蓝色', '粉色']]], desc: '液态硅胶材质，内衬超细纤维，贴合 iPhone 13 机身，支持 MagSafe 充电。' },
  { id: 20004, cat: 4, name: 'iPhone 13 高清钢化膜 2 片装', slug: 'film-iphone-13', price: 19.9, specs: [['款式', ['高清', '防窥+10']]], desc: '9H 硬度钢化玻璃，防指纹涂层，附贴膜神器，一贴即正。' },
  { id: 20005, cat: 1, name: '华为 66W 超级快充充电器', slug: 'charger-huawei-66w', price: 129, ori: 169, specs: [['套装', ['单充电头', '充电头 + 6A 数据线+30']]], desc: '华为原装 66W 超级快充，兼容 40W/22.5W 快充协议。' },
  { id: 20006, cat: 1, name: '小米 67W 氮化镓充电器套装', slug: 'charger-xiaomi-67w', price: 149, ori: 199, specs: [['颜色', ['白色']]], desc: '氮化镓材质，体积小巧，支持小米 67W 快充，附 6A 数据线。' },
  { id: 20007, cat: 1, name: 'OPPO 65W SUPERVOOC 超级闪充充电器', slug: 'charger-oppo-65w', price: 149, specs: [['套装', ['单充电头', '充电头 + 数据线+30']]], desc: 'OPPO 原装 65W 超级闪充，兼容 PD 快充。' },
  { id: 20008, cat: 1, name: 'vivo 44W 闪充充电头', slug: 'charger-vivo-44w', price: 89, specs: [['颜色', ['白色']]], desc: 'vivo 原装 44W 闪充，兼容 18W 快充。' },
  { id: 20009, cat: 1, name: 'Anker 安克 30W 氮化镓充电器', slug: 'charger-anker-30w', price: 99, ori: 129, specs: [['颜色', ['白色', '黑色']]], desc: '氮化镓快充，iPhone 与安卓手机通用，折叠插脚便于携带。' },
  { id: 20010, cat: 1, name: '倍思 65W 三口氮化镓充电器', slug: 'charger-baseus-65w', price: 159, ori: 199, specs: [['颜色', ['白色', '黑色']]], desc: '两个 USB-C 加一个 USB-A 接口，手机、平板、笔记本一头搞定。' },
  { id: 20011, cat: 1, name: '绿联 20W PD 快充充电器', slug: 'charger-ugreen-20w', price: 49, specs: [['颜色', ['白色', '黑色']], ['功率', ['20W', '30W+20']]], desc: 'PD 快充协议，30 分钟充至 50%，多重安全保护。' },
  { id: 20012, cat: 2, name: 'USB-C 转 USB-C 6A 快充数据线', slug: 'cable-usb-c-c', price: 39, specs: [['长度', ['1 米', '1.5 米+5', '2 米+10']]], desc: '6A 大电流，支持 100W 快充，编织线身耐弯折。' },
  { id: 20013, cat: 2, name: '苹果原装 USB-C 编织充电线 60W', slug: 'cable-apple-usb-c', price: 145, specs: [['长度', ['1 米']]], desc: '苹果原装编织充电线，适用于 iPhone 15 与 iPad。' },
  { id: 20014, cat: 2, name: '倍思三合一数据线', slug: 'cable-baseus-3in1', price: 49, specs: [['颜色', ['黑色', '白色']]], desc: 'Lightning、USB-C、Micro USB 三头合一，一线充三机。' },
  { id: 20015, cat: 2, name: '绿联 USB-A 转 USB-C 数据线', slug: 'cable-ugreen-a-c', price: 29, specs: [['长度', ['1 米', '2 米+10']]], desc: '兼容 QC 快充，镀镍接口，稳定传输。' },
  { id: 20016, cat: 2, name: '华为 6A 超级快充数据线', slug: 'cable-huawei-6a', price: 59, specs: [['长度', ['1 米']]], desc: '华为原装 6A 数据线，支持 66W 超级快充。' },
  { id: 20017, cat: 2, name: 'Lightning 磁吸充电线', slug: 'cable-magnetic', price: 35, specs: [['颜色', ['黑色', '银色']]], desc: '磁吸接头，单手即可连接，附防尘塞。' },
  { id: 20018, cat: 3, name: 'iPhone 14 透明 MagSafe 保护壳', slug: 'case-iphone-14', price: 69, ori: 99, specs: [['颜色', ['透明', '磨砂黑']]], desc: '透明不发黄，内置磁环，支持 MagSafe 配件。' },
  { id: 20019, cat: 3, name: 'iPhone 12 液态硅胶保护壳', slug: 'case-iphone-12', price: 35, specs: [['颜色', ['黑色', '白色', '红色', '蓝色']]], desc: '液态硅胶材质，亲肤手感，四角加厚防摔。' },
  { id: 20020, cat: 3, name: '华为 Mate 40 Pro 素皮保护壳', slug: 'case-mate-40-pro', price: 49, specs: [['颜色', ['亮黑色', '釉白色', '秘银色']]], desc: '素皮材质，曲面屏全包边，镜头加高保护。' },
  { id: 20021, cat: 3, name: '小米 12 原装保护壳', slug: 'case-xiaomi-12', price: 39, specs: [['颜色', ['黑色', '紫色', '蓝色']]], desc: '小米原装保护壳，精准开孔，轻薄贴合。' },
  { id: 20022, cat: 3, name: '三星 Galaxy S22 透明保护壳', slug: 'case-galaxy-s22', price: 45, specs: [['颜色', ['透明']]], desc: '高透 TPU 材质，气囊防摔。' },
  { id: 20023, cat: 3, name: 'iPhone 15 Pro Max 磨砂防摔壳', slug: 'case-iphone-15-pro-max', price: 59, specs: [['颜色', ['黑色', '蓝色', '灰色']]], desc: '肤感磨砂背板，军规防摔，按键独立。' },
  { id: 20024, cat: 3, name: '荣耀 Magic4 Pro 素皮保护壳', slug: 'case-honor-magic4-pro', price: 49, specs: [['颜色', ['亮黑色', '釉白色']]], desc: '素皮材质，手感细腻，全包防摔。' },
  { id: 20025, cat: 4, name: 'iPhone 14 钢化膜 2 片装', slug: 'film-iphone-14', price: 29.9, specs: [['款式', ['高清', '防窥+10']]], desc: '全屏覆盖钢化膜，边缘防崩，附贴膜神器。' },
  { id: 20026, cat: 4, name: 'iPhone 12 高清钢化膜 2 片装', slug: 'film-iphone-12', price: 19.9, specs: [['款式', ['高清', '防窥+10']]], desc: '9H 硬度，高透光，防指纹。' },
  { id: 20027, cat: 4, name: '华为 Mate 40 Pro 曲面水凝膜 3 片装', slug: 'film-mate-40-pro', price: 29.9, specs: [['款式', ['高清', '磨砂']]], desc: '曲面全覆盖，支持屏下指纹解锁。' },
  { id: 20028, cat: 4, name: '小米 12 高清钢化膜 2 片装', slug: 'film-xiaomi-12', price: 19.9, specs: [['款式', ['高清']]], desc: '高清透光，防刮耐磨。' },
  { id: 20029, cat: 4, name: 'iPhone 镜头保护膜', slug: 'film-iphone-lens', price: 15.9, specs: [['适用机型', ['iPhone 13', 'iPhone 13 Pro', 'iPhone 14', 'iPhone 14 Pro']]], desc: '蓝宝石镜头膜，不影响拍照画质。' },
  { id: 20030, cat: 4, name: '三星 Galaxy S22 UV 全胶钢化膜', slug: 'film-galaxy-s22', price: 39.9, specs: [['款式', ['高清']]], desc: 'UV 全胶贴合，支持超声波屏下指纹。' },
];

// SKU ids follow this order (not the product ids) so the contract's examples hold:
// 20001 -> 21001..21004, 20003 -> 21005 (午夜色), 20004 -> 21009.
const SKU_ORDER = [20001, 20003, 20004, ...PART_ROWS.map((p) => p.id).filter((id) => id > 20004), 20002];

function makeParts(r: Random): PartRecord[] {
  let nextSku = FIRST_SKU_ID;
  const parts = new Map<number, PartRecord>();
  for (const id of SKU_ORDER) {
    const row = PART_ROWS.find((p) => p.id === id);
    if (!row) throw new Error(`no part row ${id}`);
    const specs: PartSpec[] = row.specs.map(([group, options]) => {
      const gid = SPEC_GROUP_IDS[group];
      return {
        id: gid,
        name: group,
        list: options.map((o, i) => ({ id: gid * 100 + i + 1, name: o.replace(EXTRA, '') })),
      };
    });
    const extra = (group: number, option: number) => {
      const plus = EXTRA.exec(row.specs[group][1][option]);
      return plus ? Math.round(Number(plus[1]) * 100) : 0;
    };
    // Every combination of one option per group, in product_spec order.
    let combos: number[][] = [[]];
    for (const spec of specs) combos = combos.flatMap((c) => spec.list.map((_, i) => [...c, i]));
    const base = Math.round(row.price * 100);
    const skus: SkuRecord[] = combos.map((combo, n) => ({
      skuId: nextSku++,
      productId: row.id,
      key: combo.map((i, g) => specs[g].list[i].id).join('-'),
      optionNames: combo.map((i, g) => specs[g].list[i].name),
      priceFen: base + combo.reduce((s, i, g) => s + extra(g, i), 0),
      storage: row.storage?.[n] ?? (r.chance(0.1) ? 0 : r.int(5, 80)),
    }));
    parts.set(id, {
      id: row.id,
      categoryId: row.cat,
      name: row.name,
      slug: row.slug,
      priceFen: base,
      oriPriceFen: row.ori === undefined ? undefined : Math.round(row.ori * 100),
      desc: row.desc,
      specs,
      skus,
    });
  }
  return PART_ROWS.map((p) => parts.get(p.id)).filter((p): p is PartRecord => !!p);
}

/** Recommended parts for a phone (parts_info): the brand's charger, the model's case (or a cable), its film. */
const BRAND_CHARGER: Record<number, number> = { 1: 20001, 2: 20005, 3: 20006, 4: 20007, 5: 20008 };
const MODEL_CASE: Record<number, number> = {
  101: 20003,
  105: 20018,
  103: 20019,
  201: 20020,
  301: 20021,
  601: 20022,
  108: 20023,
  701: 20024,
};
const MODEL_FILM: Record<number, number> = {
  101: 20004,
  105: 20025,
  103: 20026,
  201: 20027,
  301: 20028,
  601: 20030,
};
const BRAND_CABLE: Record<number, number> = { 1: 20002, 2: 20016 };

export function recommendedPartIds(brandId: number, modelId: number): number[] {
  const ids = [
    BRAND_CHARGER[brandId] ?? 20009,
    MODEL_CASE[modelId] ?? BRAND_CABLE[brandId] ?? 20012,
    MODEL_FILM[modelId],
  ];
  return ids.filter((id): id is number => id !== undefined);
}

export interface Activity {
  cate: number;
  banner_url: string;
  jump_url: string;
  title: string;
  remaining_day: number;
  adv_string: string;
}

export interface VideoRecord {
  video_id: number;
  title: string;
  video_url: string;
  phone_video_img_url: string;
  product_id?: number;
}

export interface CatalogueFixtures {
  phones: PhoneRecord[];
  parts: PartRecord[];
  /** Home recommendations, in order (filtered to phones on sale when served). */
  recommendIds: number[];
  banners: Schemas['Banner'][];
  activityBanners: Schemas['Banner'][];
  activities: Activity[];
  videos: VideoRecord[];
  pricePresets: string[];
}

// prettier-ignore
const ACTIVITY_ROWS: [number, string, string, string][] = [
  [1, '苹果专场', '/commodity?typeId=1&brandId=1&modelId=101', 'iPhone 13 系列直降 300 元'],
  [1, 'iPhone 14 焕新季', '/commodity?typeId=1&brandId=1&modelId=105', '99新 iPhone 14 低至 3899 元'],
  [1, '先用后付 0 元入手', '/mixedDetail', '首付 0 元，6 期免息'],
  [1, 'Pro 影像专区', '/commodity?typeId=1&brandId=1&modelId=102', 'iPhone 13 Pro 三摄旗舰'],
  [1, '学生特惠', '/commodity?typeId=1&price=0-3000', '3000 元内好 iPhone'],
  [1, '大屏 Pro Max', '/commodity?typeId=1&brandId=1&modelId=109', '6.7 英寸大屏，续航更久'],
  [1, 'iPhone 12 清仓', '/commodity?typeId=1&brandId=1&modelId=103', '5G 入门首选，低至 1999 元'],
  [1, '电池健康 90% 以上', '/commodity?typeId=1', '每台均经 60 项质检'],
  [1, '以旧换新补贴', '/activity-list?typeId=1', '旧机抵扣最高 500 元'],
  [1, 'iPhone 15 新品到店', '/commodity?typeId=1&brandId=1&modelId=107', '准新机成色，官方质保内'],
  [1, '配件加购', '/part?id=1', '原装充电器加购立减 20 元'],
  [2, '华为旗舰周', '/commodity?typeId=2&brandId=2', 'Mate 40 Pro 低至 2699 元'],
  [2, '小米影像节', '/commodity?typeId=2&brandId=3', '小米 12S Ultra 徕卡影像'],
  [2, 'vivo 蔡司影像', '/commodity?typeId=2&brandId=5&modelId=501', 'X80 99新 2599 元起'],
  [2, '三星 Galaxy 专场', '/commodity?typeId=2&brandId=6', 'S22 小屏旗舰 2399 元起'],
  [2, '荣耀 Magic 系列', '/commodity?typeId=2&brandId=7', '100W 快充，电池健康有保障'],
  [2, '游戏手机专区', '/commodity?typeId=2&brandId=5&modelId=504', 'iQOO 9 骁龙 8 满血性能'],
  [2, '千元 5G 好机', '/commodity?typeId=2&price=0-1000', '千元以内也有 5G'],
  [2, 'OPPO 轻薄影像', '/commodity?typeId=2&brandId=4', 'Reno8 轻薄手感'],
  [2, '先用后付 0 元入手', '/mixedDetail', '首付 0 元，6 期免息'],
  [3, '平板学习季', '/commodity?typeId=3', 'iPad 与安卓平板低至 1299 元'],
  [3, 'iPad Air 专场', '/commodity?typeId=3&brandId=1&modelId=151', 'M1 芯片，轻薄全能'],
  [3, '华为 MatePad', '/commodity?typeId=3&brandId=2', 'OLED 大屏，办公娱乐两不误'],
  [888, '配件满减', '/part?id=1', '满 99 元减 10 元'],
  [888, '贴膜买一送一', '/part?id=4', '钢化膜第二件 0 元'],
];

// prettier-ignore
const VIDEO_ROWS: [string, string, number?][] = [
  ['iPhone 13 质检全过程', 'iphone-13', 10001],
  ['华为 Mate 40 Pro 屏幕与电池实测', 'mate-40-pro', 10002],
  ['小米 12 开箱与跑分', 'xiaomi-12'],
  ['vivo X80 蔡司影像实拍', 'vivo-x80', 10005],
  ['三星 Galaxy S22 小屏旗舰上手', 'galaxy-s22', 10006],
  ['荣耀 Magic4 Pro 100W 快充实测', 'honor-magic4-pro', 10007],
  ['iPhone 12 还值得买吗', 'iphone-12'],
  ['iPhone 14 Pro 灵动岛体验', 'iphone-14-pro'],
  ['二手机如何辨别翻新与拆修', 'how-to-check'],
  ['电池健康度怎么看', 'battery-health'],
  ['OPPO Find X5 哈苏影像', 'find-x5'],
  ['iPad Air 5 学习与办公', 'ipad-air-5'],
  ['Mate 60 Pro 卫星通话实测', 'mate-60-pro'],
  ['一加 10 Pro 游戏帧率测试', 'oneplus-10-pro'],
];

export function buildCatalogue(): CatalogueFixtures {
  const r = createRandom('catalogue');
  const phones: PhoneRecord[] = [];
  for (let i = 0; i < PHONE_COUNT; i++) {
    const id = FIRST_PHONE_ID + i;
    const spec = EXAMPLE_PHONES[i] ?? randomSpec(r);
    phones.push(makePhone(id, spec, r));
  }
  // About twenty phones arrived today: the three of the contract example plus seventeen more.
  const candidates = r
    .shuffle(phones.slice(EXAMPLE_PHONES.length))
    .filter((p) => p.onSale && !p.sold)
    .slice(0, 17);
  for (const p of candidates) {
    p.newToday = true;
    p.listedAt = FIXTURE_NOW.getTime() - r.int(240, 720) * 60_000;
  }
  // The home feed: the first two example phones, then 78 others in a fixed shuffled order.
  const recommendIds = [
    10001,
    10002,
    ...r
      .shuffle(phones.slice(2))
      .slice(0, 78)
      .map((p) => p.id),
  ];
  const parts = makeParts(r);
  const banners: Schemas['Banner'][] = [
    {
      banner_url: '/mock-assets/banners/home-1.jpg',
      jump_url: '/activity-list?typeId=1',
      title: '双十一焕新季',
    },
    { banner_url: '/mock-assets/banners/home-2.jpg', jump_url: '/mixedDetail', title: '先用后付 0 元入手' },
    {
      banner_url: '/mock-assets/banners/home-3.jpg',
      jump_url: '/commodity?typeId=2',
      title: '安卓旗舰 官方质检 60 项',
    },
    { banner_url: '/mock-assets/banners/home-4.jpg', jump_url: '/part?id=1', title: '配件商城 满 99 减 10' },
  ];
  const activityBanners: Schemas['Banner'][] = [
    {
      banner_url: '/mock-assets/banners/activity-1.jpg',
      jump_url: '/activity-list?typeId=1',
      title: '苹果专场',
    },
    {
      banner_url: '/mock-assets/banners/activity-2.jpg',
      jump_url: '/activity-list?typeId=2',
      title: '华为旗舰周',
    },
    { banner_url: '/mock-assets/banners/activity-3.jpg', jump_url: '/new-today', title: '今日上新' },
    { banner_url: '/mock-assets/banners/activity-4.jpg', jump_url: '/check-video/', title: '质检视频' },
    {
      banner_url: '/mock-assets/banners/activity-5.jpg',
      jump_url: '/activity-list?typeId=3',
      title: '平板学习季',
    },
    { banner_url: '/mock-assets/banners/activity-6.jpg', jump_url: '/part?id=3', title: '保护壳低至 35 元' },
  ];
  let banner = 0;
  const activities: Activity[] = ACTIVITY_ROWS.map(([cate, title, jump, adv]) => ({
    cate,
    banner_url: `/mock-assets/banners/activity-${++banner}.jpg`,
    jump_url: jump,
    title,
    remaining_day: r.int(0, 15),
    adv_string: adv,
  }));
  const videos: VideoRecord[] = VIDEO_ROWS.map(([title, slug, productId], i) => ({
    video_id: i + 1,
    title,
    video_url: `/mock-assets/videos/${slug}.mp4`,
    phone_video_img_url: `/mock-assets/videos/${slug}.jpg`,
    ...(productId ? { product_id: productId } : {}),
  }));
  return {
    phones,
    parts,
    recommendIds,
    banners,
    activityBanners,
    activities,
    videos,
    pricePresets: ['0-1000', '1000-2000', '2000-3000', '3000-4000', '4000-5000', '5000以上'],
  };
}

export { BRANDS, TYPE };
