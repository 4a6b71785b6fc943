import { PRICE_OPEN_END } from '../domain/price-range';
import { CONTRACT_LIMITS } from './contract-limits.gen';
import { MSG } from './messages';

// Plain predicates and input helpers behind the zod fields (docs/product/validation.md). Kept free of zod so
// inputs, the mock and property tests can use them without building a schema.

// Lengths and patterns come from the contract (contract-limits.gen.ts, `npm run gen`), so a form
// and the API cannot disagree; docs/product/validation.md, docs/product/limits.md name most of them, the contract the rest.
export const PHONE_MAX_LENGTH = CONTRACT_LIMITS.mobileLength;
export const SMS_CODE_LENGTH = CONTRACT_LIMITS.smsCodeLength;
export const REVIEW_MIN = CONTRACT_LIMITS.reviewMin;
export const REVIEW_MAX = CONTRACT_LIMITS.reviewMax;
export const REVIEW_MAX_IMAGES = CONTRACT_LIMITS.reviewMaxImages;
export const REMARK_MAX = CONTRACT_LIMITS.remarkMax;
export const LOGIN_PASSWORD_MIN = CONTRACT_LIMITS.loginPasswordMin;
/** docs/product/validation.md (6–18) and the contract's login, register and find-password password. */
export const PASSWORD_MAX = CONTRACT_LIMITS.loginPasswordMax;
export const RECIPIENT_MAX = CONTRACT_LIMITS.recipientMax;
export const STREET_MAX = CONTRACT_LIMITS.streetMax;
export const FEEDBACK_CONTENT_MAX = CONTRACT_LIMITS.feedbackContentMax;
export const FEEDBACK_CONTACT_MAX = CONTRACT_LIMITS.feedbackContactMax;
export const COUPON_CODE_MAX = CONTRACT_LIMITS.couponCodeMax;
/** Comments and replies on a review (addComments, replyComments). */
export const COMMENT_MAX = CONTRACT_LIMITS.commentMax;
export const RECOMMEND_CODE_MAX = CONTRACT_LIMITS.recommendCodeMax;

const MOBILE = new RegExp(CONTRACT_LIMITS.mobilePattern);
const MONEY = /^[1-9]\d*$/;
const SMS_CODE = new RegExp(CONTRACT_LIMITS.smsCodePattern);
const PASSWORD = new RegExp(CONTRACT_LIMITS.passwordPattern);
const ID_18 = /^\d{17}[\dXx]$/;
const ID_15 = /^\d{15}$/;
const BANK_CARD = /^\d{13,19}$/;

/**
 * Full-width digits and plus (a Chinese keyboard in full-width mode: '１３８') as ASCII, so a
 * number typed that way keeps its digits instead of losing them all as "not digits".
 */
export const halfWidthDigits = (value: string): string =>
  value.replace(/[\uff10-\uff19\uff0b]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));

/** Keeps the digits of what was typed or pasted, at most `max` of them (phone 11, SMS code 6). */
export function capDigits(value: string, max: number): string {
  return halfWidthDigits(value).replace(/\D/g, '').slice(0, max);
}

/**
 * A phone field's input: its digits, at most 11 (docs/product/validation.md). A leading country code (+86, 0086, 86)
 * is dropped first: no mainland mobile starts with 8 or 0, so a pasted '+86 138 0013 8000' means
 * 13800138000, not its first 11 digits.
 */
export const capPhone = (value: string): string =>
  capDigits(value, Number.POSITIVE_INFINITY)
    .replace(/^(?:00)?86(?=1)/, '')
    .slice(0, PHONE_MAX_LENGTH);

// Zero-width and other invisible format characters a paste can carry: text made only of them is
// blank to a reader, so it is blank to the forms too.
const INVISIBLE = /[\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

/** The text without invisible characters and surrounding white space: what a reader sees. */
export const visibleText = (value: string): string => value.replace(INVISIBLE, '').trim();

/**
 * The length the contract counts: JSON Schema's minLength and maxLength count characters (code
 * points), so an emoji is one, not the two UTF-16 units of `string.length`.
 */
export const textLength = (value: string): number => [...value].length;

/** The length a reader sees: characters of the visible text (invisible ones and the ends dropped). */
export const visibleLength = (value: string): number => textLength(visibleText(value));

/** Cuts text to `max` characters as the contract counts them, never halving an emoji. */
export function capLength(value: string, max: number): string {
  return value.length > max ? [...value].slice(0, max).join('') : value;
}

export function isMobile(value: string): boolean {
  return MOBILE.test(value);
}

export function isMoney(value: string): boolean {
  return MONEY.test(value);
}

/**
 * The first problem with a custom price range as typed, or null. A filled bound is money (a
 * positive integer not starting with 0); an empty one leaves that side open. The minimum must be
 * below the maximum only when both are filled; with the maximum open, below the open end (99999).
 */
export function priceRangeError(min: string, max: string): string | null {
  if ((min !== '' && !isMoney(min)) || (max !== '' && !isMoney(max))) return MSG.money;
  if (min === '') return null;
  if (max === '') return Number(min) < PRICE_OPEN_END ? null : `最低价须低于${PRICE_OPEN_END}`;
  return Number(min) < Math.min(Number(max), PRICE_OPEN_END) ? null : MSG.priceOrder;
}

export function isSmsCode(value: string): boolean {
  return SMS_CODE.test(value);
}

export function isPassword(value: string): boolean {
  return PASSWORD.test(value);
}

/** Comment and reply send buttons stay disabled while the text is blank. */
export function canSend(text: string): boolean {
  return visibleText(text).length > 0;
}

// GB 11643: weight of position i is 2^(17-i) mod 11; the remainder of the sum picks the check char.
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** The 18th character (ISO 7064 MOD 11-2) for the first 17 digits of an ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
}

function ymd(date: Date): number {
  return date.getFullYear() * 10000 + (date.getMonth() + 1) * 100 + date.getDate();
}

/** A real calendar day, from 1800 (GB 11643's own example is born 1880) up to today. */
function isBirthDate(yyyymmdd: string, today: Date): boolean {
  const [y, m, d] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].map(Number);
  if (y < 1800 || m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC avoids any DST shift.
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= daysInMonth && Number(yyyymmdd) <= ymd(today);
}

/**
 * Mainland resident ID: 18 characters (17 digits, check digit or X/x) with a valid birth date
 * and checksum, or the old 15-digit form (birth date 19YYMMDD, no checksum). The region code is
 * not checked against a list: docs/product asks for date and checksum only.
 */
export function isIdCard(value: string, today: Date = new Date()): boolean {
  if (ID_18.test(value)) {
    return isBirthDate(value.slice(6, 14), today) && idCardCheckChar(value) === value[17].toUpperCase();
  }
  if (ID_15.test(value)) return isBirthDate(`19${value.slice(6, 12)}`, today);
  return false;
}

/** Bank card: 13 to 19 digits passing the Luhn check. */
export function isBankCard(value: string): boolean {
  if (!BANK_CARD.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the review upload needs of a File; FileList items and plain test objects both fit. */
export interface ImageFileLike {
  readonly name: string;
  readonly type: string;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/**
 * jpg, jpeg or png only. The MIME type decides when the browser reports one (some Android
 * WebViews name picked photos without an extension); with no type, the file name decides.
 */
export function isReviewImage(file: ImageFileLike): boolean {
  return file.type === '' ? IMAGE_NAME.test(file.name) : IMAGE_TYPES.has(file.type.toLowerCase());
}

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** How many bytes of a file imageKind needs. */
export const IMAGE_HEAD_BYTES = PNG_MAGIC.length;

/**
 * What a file's first bytes say it is: a JPEG (FF D8 FF), a PNG (its 8-byte signature), or
 * neither. A name or a MIME type is only what the sender claims; the bytes are what it is.
 */
export function imageKind(head: ArrayLike<number>): 'jpeg' | 'png' | undefined {
  const starts = (magic: number[]) => magic.every((b, i) => head[i] === b);
  if (starts(JPEG_MAGIC)) return 'jpeg';
  if (starts(PNG_MAGIC)) return 'png';
  return undefined;
}

/**
 * A review photo's size limit after the browser has scaled it down: the upload's body may carry
 * 20 MiB (the contract's 413), nine photos of 2 MiB and the fields fit in it. A photo above it
 * (one the browser could not decode or shrink) is refused by name before anything is sent.
 */
export const REVIEW_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const reviewPhotoTooLarge = (position: number) =>
  `第${position}张图片超过${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024}MB且无法压缩，请换一张`;

/** A picked file with its first IMAGE_HEAD_BYTES bytes. */
export interface PickedImage<F extends ImageFileLike> {
  file: F;
  head: ArrayLike<number>;
}

/**
 * Which of a new pick join the `chosen` photos already there, and what to say: files that are not
 * a JPEG or PNG (by name or type, and by content) are left out ('请确保文件为图像类型'); of the
 * rest, as many as there is room for, in the order picked ('最多只能上传9张' when some do not fit).
 */
export function pickReviewImages<F extends ImageFileLike>(
  chosen: number,
  picked: readonly PickedImage<F>[],
): { add: F[]; error: string | null } {
  const images = picked.filter((p) => isReviewImage(p.file) && imageKind(p.head) !== undefined);
  const room = Math.max(0, REVIEW_MAX_IMAGES - chosen);
  const add = images.slice(0, room).map((p) => p.file);
  if (images.length < picked.length) return { add, error: MSG.reviewImageType };
  return { add, error: images.length > room ? MSG.reviewMaxImages : null };
}

/**
 * The first problem with the whole list of chosen review images (those already chosen plus the
 * new pick), or null: the count first, then the type of each file.
 */
export function reviewImagesError(files: ArrayLike<ImageFileLike>): string | null {
  const list = Array.from(files);
  if (list.length > REVIEW_MAX_IMAGES) return MSG.reviewMaxImages;
  if (!list.every(isReviewImage)) return MSG.reviewImageType;
  return null;
}
