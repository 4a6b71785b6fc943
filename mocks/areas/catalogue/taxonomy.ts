// The catalogue's fixed reference data: categories, brands, models with their launch prices, the
// filter properties and the part categories. Ids follow the contract's examples (types 1/2/3/888,
// brands 1..10, models 101.. for Apple, 201.. Huawei, 301.. Xiaomi ...).

export const TYPE = { phone: 1, android: 2, tablet: 3, part: 888 } as const;

export const CATEGORIES: { typeId: number; name: string }[] = [
  { typeId: TYPE.phone, name: '手机' }, // shown as "iPhone" by the client (docs/product/limits.md)
  { typeId: TYPE.android, name: '安卓' },
  { typeId: TYPE.tablet, name: '平板' },
  { typeId: TYPE.part, name: '配件' },
];

export interface Brand {
  id: number;
  name: string;
  img: string;
}

// More than five Android brands, so the category page's "more" toggle has something to show.
export const BRANDS: Brand[] = [
  { id: 1, name: '苹果', img: '/mock-assets/phones/brand-apple.png' },
  { id: 2, name: '华为', img: '/mock-assets/phones/brand-huawei.png' },
  { id: 3, name: '小米', img: '/mock-assets/phones/brand-xiaomi.png' },
  { id: 4, name: 'OPPO', img: '/mock-assets/phones/brand-oppo.png' },
  { id: 5, name: 'vivo', img: '/mock-assets/phones/brand-vivo.png' },
  { id: 6, name: '三星', img: '/mock-assets/phones/brand-samsung.png' },
  { id: 7, name: '荣耀', img: '/mock-assets/phones/brand-honor.png' },
  { id: 8, name: '一加', img: '/mock-assets/phones/brand-oneplus.png' },
  { id: 9, name: '真我', img: '/mock-assets/phones/brand-realme.png' },
  { id: 10, name: '魅族', img: '/mock-assets/phones/brand-meizu.png' },
];

export type Net = '5G' | '4G' | 'WLAN';

export interface Model {
  id: number;
  typeId: number;
  brandId: number;
  name: string;
  slug: string;
  year: number;
  chip: string;
  screen: string;
  battery: number;
  unlock: string;
  net: Net;
  colors: string[];
  /** "ram+storage:launch price" in yuan, e.g. "8+256G:6999". */
  variants: string[];
  /** Relative share of the ~300 phones in stock. */
  weight: number;
}

const m = (
  id: number,
  typeId: number,
  brandId: number,
  name: string,
  slug: string,
  year: number,
  chip: string,
  screen: string,
  battery: number,
  net: Net,
  colors: string[],
  variants: string[],
  weight: number,
): Model => ({
  id,
  typeId,
  brandId,
  name,
  slug,
  year,
  chip,
  screen,
  battery,
  unlock: brandId === 1 ? (name.includes('SE') || name === 'iPhone 11' ? '触控 ID' : '面容 ID') : '指纹识别',
  net,
  colors,
  variants,
  weight,
});

const P = TYPE.phone;
const A = TYPE.android;
const T = TYPE.tablet;

// prettier-ignore
export const MODELS: Model[] = [
  m(101, P, 1, 'iPhone 13', 'iphone-13', 2021, 'A15 仿生', '6.1 英寸 OLED', 3240, '5G', ['午夜色', '星光色', '蓝色', '粉色', '红色', '绿色'], ['4+128G:5999', '4+256G:6799', '4+512G:8599'], 10),
  m(102, P, 1, 'iPhone 13 Pro', 'iphone-13-pro', 2021, 'A15 仿生', '6.1 英寸 ProMotion OLED', 3095, '5G', ['石墨色', '金色', '银色', '远峰蓝色', '苍岭绿色'], ['6+128G:7999', '6+256G:8799', '6+512G:10599', '6+1T:12399'], 6),
  m(103, P, 1, 'iPhone 12', 'iphone-12', 2020, 'A14 仿生', '6.1 英寸 OLED', 2815, '5G', ['黑色', '白色', '红色', '绿色', '蓝色', '紫色'], ['4+64G:6299', '4+128G:6799', '4+256G:7899'], 9),
  m(104, P, 1, 'iPhone 11', 'iphone-11', 2019, 'A13 仿生', '6.1 英寸 LCD', 3110, '4G', ['黑色', '白色', '红色', '黄色', '紫色', '绿色'], ['4+64G:5499', '4+128G:5999', '4+256G:6999'], 8),
  m(105, P, 1, 'iPhone 14', 'iphone-14', 2022, 'A15 仿生', '6.1 英寸 OLED', 3279, '5G', ['午夜色', '星光色', '蓝色', '紫色', '红色', '黄色'], ['6+128G:5999', '6+256G:6899', '6+512G:8699'], 7),
  m(106, P, 1, 'iPhone 14 Pro', 'iphone-14-pro', 2022, 'A16 仿生', '6.1 英寸 ProMotion OLED', 3200, '5G', ['深空黑色', '银色', '金色', '暗紫色'], ['6+128G:7999', '6+256G:8899', '6+512G:10699', '6+1T:12499'], 5),
  m(107, P, 1, 'iPhone 15', 'iphone-15', 2023, 'A16 仿生', '6.1 英寸 OLED', 3349, '5G', ['黑色', '蓝色', '绿色', '黄色', '粉色'], ['6+128G:5999', '6+256G:6999', '6+512G:8999'], 5),
  m(108, P, 1, 'iPhone 15 Pro Max', 'iphone-15-pro-max', 2023, 'A17 Pro', '6.7 英寸 ProMotion OLED', 4422, '5G', ['黑色钛金属', '白色钛金属', '蓝色钛金属', '原色钛金属'], ['8+256G:9999', '8+512G:11999', '8+1T:13999'], 4),
  m(109, P, 1, 'iPhone 13 Pro Max', 'iphone-13-pro-max', 2021, 'A15 仿生', '6.7 英寸 ProMotion OLED', 4352, '5G', ['石墨色', '金色', '银色', '远峰蓝色'], ['6+128G:8999', '6+256G:9799', '6+512G:11599'], 5),
  m(110, P, 1, 'iPhone 12 Pro', 'iphone-12-pro', 2020, 'A14 仿生', '6.1 英寸 OLED', 2815, '5G', ['石墨色', '银色', '金色', '海蓝色'], ['6+128G:8499', '6+256G:9299', '6+512G:11099'], 4),
  m(111, P, 1, 'iPhone SE (第三代)', 'iphone-se-3', 2022, 'A15 仿生', '4.7 英寸 LCD', 2018, '5G', ['午夜色', '星光色', '红色'], ['4+64G:3499', '4+128G:3899', '4+256G:4699'], 3),
  m(201, A, 2, 'Mate 40 Pro', 'mate-40-pro', 2020, '麒麟 9000', '6.76 英寸 OLED 曲面屏', 4400, '5G', ['亮黑色', '釉白色', '秘银色', '夏日胡杨', '秋日胡杨'], ['8+128G:6499', '8+256G:6999', '8+512G:7999'], 7),
  m(202, A, 2, 'P40', 'p40', 2020, '麒麟 990 5G', '6.1 英寸 OLED', 3800, '5G', ['亮黑色', '冰霜银', '零度白', '深海蓝', '晨曦金'], ['8+128G:4188', '8+256G:4688'], 4),
  m(203, A, 2, 'P50 Pro', 'p50-pro', 2021, '骁龙 888 4G', '6.6 英寸 OLED', 4360, '4G', ['曜金黑', '可可茶金', '雪域白', '拂晓粉'], ['8+256G:6488', '8+512G:7488'], 5),
  m(204, A, 2, 'Mate 50', 'mate-50', 2022, '骁龙 8+ 4G', '6.7 英寸 OLED', 4460, '4G', ['曜金黑', '冰霜银', '昆仑破晓', '流光紫'], ['8+128G:4999', '8+256G:5499', '8+512G:6499'], 5),
  m(205, A, 2, 'nova 9', 'nova-9', 2021, '骁龙 778G 4G', '6.57 英寸 OLED', 4300, '4G', ['亮黑色', '普罗旺斯', '9号色', '绮境森林'], ['8+128G:2699', '8+256G:2999'], 4),
  m(206, A, 2, 'Mate 30 Pro', 'mate-30-pro', 2019, '麒麟 990 5G', '6.53 英寸 OLED 环幕屏', 4500, '5G', ['亮黑色', '星河银', '翡冷翠', '罗兰紫'], ['8+128G:5799', '8+256G:6399'], 3),
  m(207, A, 2, 'Mate 60 Pro', 'mate-60-pro', 2023, '麒麟 9000S', '6.82 英寸 OLED', 5000, '5G', ['雅丹黑', '雅川青', '白沙银', '南糯紫'], ['12+256G:6999', '12+512G:7999'], 4),
  m(301, A, 3, '小米 12', 'xiaomi-12', 2021, '骁龙 8 Gen 1', '6.28 英寸 OLED', 4500, '5G', ['黑色', '紫色', '蓝色', '原野绿'], ['8+128G:3699', '8+256G:3999', '12+256G:4399'], 6),
  m(302, A, 3, '小米 13', 'xiaomi-13', 2022, '骁龙 8 Gen 2', '6.36 英寸 OLED', 4500, '5G', ['黑色', '白色', '远山蓝', '旷野绿'], ['8+128G:3999', '8+256G:4299', '12+256G:4599', '12+512G:4999'], 5),
  m(303, A, 3, '小米 11', 'xiaomi-11', 2020, '骁龙 888', '6.81 英寸 OLED', 4600, '5G', ['黑色', '白色', '蓝色', '紫色'], ['8+128G:3999', '8+256G:4299', '12+256G:4699'], 4),
  m(304, A, 3, 'Redmi K50', 'redmi-k50', 2022, '天玑 8100', '6.67 英寸 OLED', 5500, '5G', ['墨羽', '银迹', '幽芒', '冰晶'], ['8+128G:2399', '8+256G:2599', '12+256G:2799'], 4),
  m(305, A, 3, '小米 12S Ultra', 'xiaomi-12s-ultra', 2022, '骁龙 8+ Gen 1', '6.73 英寸 OLED', 4860, '5G', ['经典黑', '冷杉绿'], ['8+256G:5999', '12+256G:6499', '12+512G:6999'], 3),
  m(306, A, 3, 'Redmi Note 11 5G', 'redmi-note-11', 2021, '天玑 810', '6.6 英寸 LCD', 5000, '5G', ['神秘黑境', '浅梦星河', '微光晴蓝'], ['4+128G:1199', '6+128G:1399', '8+256G:1699'], 3),
  m(401, A, 4, 'Reno8', 'reno-8', 2022, '天玑 1300', '6.43 英寸 OLED', 4500, '5G', ['鸢尾紫', '晴空蓝', '夜游黑'], ['8+128G:2499', '8+256G:2699', '12+256G:2999'], 4),
  m(402, A, 4, 'Find X5', 'find-x5', 2022, '骁龙 888', '6.55 英寸 OLED', 4800, '5G', ['白瓷', '黑釉'], ['8+256G:3999', '12+256G:4299'], 3),
  m(403, A, 4, 'Reno7', 'reno-7', 2021, '骁龙 778G', '6.43 英寸 OLED', 4500, '5G', ['晨曦金', '星夜黑', '海蓝'], ['8+128G:2699', '8+256G:2999', '12+256G:3299'], 3),
  m(404, A, 4, 'Find X3 Pro', 'find-x3-pro', 2021, '骁龙 888', '6.7 英寸 OLED', 4500, '5G', ['凝白', '镜黑', '岩蓝'], ['8+256G:5499', '12+256G:5999'], 2),
  m(501, A, 5, 'X80', 'vivo-x80', 2022, '天玑 9000', '6.78 英寸 OLED', 4500, '5G', ['至黑', '告白', '旷野'], ['8+128G:3699', '8+256G:3999', '12+256G:4699', '12+512G:4999'], 5),
  m(502, A, 5, 'X70 Pro', 'vivo-x70-pro', 2021, 'Exynos 1080', '6.56 英寸 OLED', 4450, '5G', ['至黑', '星云', '旷野'], ['8+128G:3699', '8+256G:3999', '12+256G:4299'], 3),
  m(503, A, 5, 'S15', 'vivo-s15', 2022, '骁龙 870', '6.62 英寸 OLED', 4700, '5G', ['花似锦', '山水青', '夜色黑'], ['8+128G:2699', '8+256G:2999', '12+256G:3299'], 3),
  m(504, A, 5, 'iQOO 9', 'iqoo-9', 2022, '骁龙 8 Gen 1', '6.78 英寸 OLED', 4700, '5G', ['传奇版', '赛道版', '燃橙'], ['8+256G:3999', '12+256G:4399', '12+512G:4899'], 3),
  m(601, A, 6, 'Galaxy S22', 'galaxy-s22', 2022, '骁龙 8 Gen 1', '6.1 英寸 动态 AMOLED', 3700, '5G', ['曜夜黑', '雪川白', '羽梦绿', '浮光粉'], ['8+128G:5199', '8+256G:5699'], 4),
  m(602, A, 6, 'Galaxy S21', 'galaxy-s21', 2021, '骁龙 888', '6.2 英寸 动态 AMOLED', 4000, '5G', ['墨影灰', '丝雾白', '梵梦紫', '烟波粉'], ['8+128G:4999', '8+256G:5399'], 3),
  m(603, A, 6, 'Galaxy Note20 Ultra', 'galaxy-note20-ultra', 2020, '骁龙 865+', '6.9 英寸 动态 AMOLED', 4500, '5G', ['迷雾金', '初露白', '曜岩黑'], ['12+256G:9199', '12+512G:9999'], 2),
  m(604, A, 6, 'Galaxy Z Flip3', 'galaxy-z-flip3', 2021, '骁龙 888', '6.7 英寸 折叠屏', 3300, '5G', ['奶油白', '薰衣草紫', '雾松绿', '曜夜黑'], ['8+256G:7599'], 2),
  m(701, A, 7, 'Magic4 Pro', 'honor-magic4-pro', 2022, '骁龙 8 Gen 1', '6.81 英寸 OLED', 4600, '5G', ['亮黑色', '釉白色', '晨曦金', '流光紫'], ['8+256G:5999', '12+256G:6499'], 4),
  m(702, A, 7, '荣耀 70', 'honor-70', 2022, '骁龙 778G+', '6.67 英寸 OLED', 4800, '5G', ['亮黑色', '冰岛幻境', '墨玉青'], ['8+128G:2699', '8+256G:2999', '12+256G:3399'], 3),
  m(703, A, 7, 'Magic5', 'honor-magic5', 2023, '骁龙 8 Gen 2', '6.73 英寸 OLED', 5100, '5G', ['亮黑色', '冰川蓝', '燃橙色'], ['8+256G:3999', '12+256G:4399', '16+512G:4999'], 3),
  m(704, A, 7, '荣耀 Play6T', 'honor-play6t', 2022, '天玑 700', '6.74 英寸 LCD', 5000, '5G', ['幻夜黑', '钛空银', '流光紫'], ['6+128G:1199', '8+128G:1399', '8+256G:1699'], 2),
  m(801, A, 8, '一加 10 Pro', 'oneplus-10-pro', 2022, '骁龙 8 Gen 1', '6.7 英寸 OLED', 5000, '5G', ['墨岩黑', '翡冷翠'], ['8+128G:4699', '8+256G:4999', '12+256G:5299'], 2),
  m(802, A, 8, '一加 9R', 'oneplus-9r', 2021, '骁龙 870', '6.55 英寸 OLED', 4500, '5G', ['黑岩', '蓝屿'], ['8+128G:2999', '8+256G:3299', '12+256G:3599'], 2),
  m(901, A, 9, '真我 GT Neo3', 'realme-gt-neo3', 2022, '天玑 8100', '6.7 英寸 OLED', 5000, '5G', ['赛道白', '勒芒蓝', '沥青黑'], ['8+256G:2599', '12+256G:2799'], 2),
  m(902, A, 9, '真我 GT2 Pro', 'realme-gt2-pro', 2022, '骁龙 8 Gen 1', '6.7 英寸 OLED', 5000, '5G', ['大师·纸', '大师·石', '钢铁侠'], ['8+128G:3899', '8+256G:4199', '12+256G:4799'], 2),
  m(1001, A, 10, '魅族 18', 'meizu-18', 2021, '骁龙 888', '6.2 英寸 OLED', 4000, '5G', ['天青', '踏雪', '替身'], ['8+128G:4399', '8+256G:4799', '12+256G:5099'], 2),
  m(151, T, 1, 'iPad Air (第五代)', 'ipad-air-5', 2022, 'M1', '10.9 英寸 Liquid 视网膜屏', 7606, 'WLAN', ['深空灰色', '星光色', '粉色', '紫色', '蓝色'], ['8+64G:4799', '8+256G:5999'], 3),
  m(152, T, 1, 'iPad Pro 11 英寸 (第三代)', 'ipad-pro-11', 2021, 'M1', '11 英寸 ProMotion', 7538, 'WLAN', ['深空灰色', '银色'], ['8+128G:6199', '8+256G:6999', '8+512G:8699'], 2),
  m(153, T, 1, 'iPad (第九代)', 'ipad-9', 2021, 'A13 仿生', '10.2 英寸 视网膜屏', 8557, 'WLAN', ['深空灰色', '银色'], ['3+64G:2499', '3+256G:3699'], 2),
  m(251, T, 2, 'MatePad Pro 11', 'matepad-pro-11', 2022, '骁龙 870', '11 英寸 OLED', 8300, 'WLAN', ['曜金黑', '晶钻白'], ['8+128G:3999', '8+256G:4499'], 2),
  m(351, T, 3, '小米平板 5 Pro', 'xiaomi-pad-5-pro', 2021, '骁龙 870', '11 英寸 LCD', 8600, 'WLAN', ['黑色', '白色'], ['6+128G:2499', '8+256G:2799'], 2),
];

export const modelById = new Map(MODELS.map((x) => [x.id, x]));
export const brandById = new Map(BRANDS.map((b) => [b.id, b]));

/** A model id of -16 in the taxonomy tree means "this brand's parts" (docs/product/limits.md); pcid is the part category. */
export const PARTS_MODEL_ID = -16;
export const BRAND_PART_ENTRIES: { brandId: number; name: string; pcid: number }[] = [
  { brandId: 1, name: '苹果配件', pcid: 1 },
];

// Filter properties (pnid -> pvid). pnid 5 is the model (pvid = model id, docs/product/calls.md).
export const PNID = { grade: 1, storage: 2, network: 3, banben: 4, model: 5, ram: 6 } as const;
export const PROP_GROUPS: { pnid: number; name: string; values: Record<string, number> }[] = [
  { pnid: PNID.model, name: '型号', values: {} },
  { pnid: PNID.grade, name: '成色', values: { '99新': 11, '95新': 12, '9成新': 13 } },
  {
    pnid: PNID.storage,
    name: '存储容量',
    values: { '64G': 21, '128G': 22, '256G': 23, '512G': 24, '1T': 25 },
  },
  {
    pnid: PNID.ram,
    name: '运行内存',
    values: { '3G': 61, '4G': 62, '6G': 63, '8G': 64, '12G': 65, '16G': 66 },
  },
  { pnid: PNID.network, name: '网络', values: { 全网通: 31, 移动版: 32, 'WLAN 版': 33 } },
  { pnid: PNID.banben, name: '版本', values: { 国行: 41, 港版: 42, 美版: 43 } },
];

export const GRADES = ['99新', '95新', '9成新'] as const;
export type Grade = (typeof GRADES)[number];

export const PART_CATEGORIES: { id: number; name: string }[] = [
  { id: 1, name: '充电器' },
  { id: 2, name: '数据线' },
  { id: 3, name: '保护壳' },
  { id: 4, name: '贴膜' },
];
