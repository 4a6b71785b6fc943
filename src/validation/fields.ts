import { z } from 'zod/mini';
import { MSG } from './messages';

// The shop runs under a Content-Security-Policy without 'unsafe-eval' (docs/security.md): zod's
// faster object parsing compiles code with `new Function`, and merely probing for it raises a
// securitypolicyviolation. The forms are small; the plain parser is fast enough.
z.config({ jitless: true });
import {
  COUPON_CODE_MAX,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_CONTENT_MAX,
  LOGIN_PASSWORD_MIN,
  RECIPIENT_MAX,
  RECOMMEND_CODE_MAX,
  PASSWORD_MAX,
  REMARK_MAX,
  REVIEW_MAX,
  REVIEW_MAX_IMAGES,
  REVIEW_MIN,
  STREET_MAX,
  capLength,
  isBankCard,
  isIdCard,
  isMobile,
  isMoney,
  isPassword,
  isReviewImage,
  isSmsCode,
  textLength,
  visibleLength,
  visibleText,
  type ImageFileLike,
} from './rules';

// Reusable field schemas (epic-stack style): every form composes these and never re-spells a rule.
// Each field passes its message to the type check as well, so a missing value reads the same as
// a wrong one instead of zod's default. Zod Mini (the same engine, checks as functions) because
// the classic API carries JSON Schema export into every schema: the forms' code is 11 KiB smaller
// (docs/decisions/0011-bundle-layout.md).

const cap = (max: number) => (value: string) => capLength(value, max);

/** Optional text: trimmed and capped; blank (spaces, invisible characters only) is sent as ''. */
const optionalText = (max: number) =>
  z.string().check(
    z.trim(),
    z.overwrite((value) => (visibleText(value) ? capLength(value, max) : '')),
  );

/** A string that must not be blank (invisible characters count as blank); trimmed on the way out. */
const filled = (message: string) =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((value) => visibleText(value).length > 0, { error: message, abort: true }),
  );

// Generic rules (docs/product/validation.md).
export const requiredField = /* @__PURE__ */ (() => filled(MSG.required))();
export const emailField = /* @__PURE__ */ (() => z.email({ error: MSG.email }))();
// Only web addresses: `new URL` alone would also accept javascript: and mailto:.
export const urlField = /* @__PURE__ */ (() => z.url({ protocol: /^https?$/, error: MSG.url }))();

// An empty phone reads as a malformed one: docs/product has no separate "enter your phone" message.
export const mobileField = z.string({ error: MSG.mobile }).check(z.refine(isMobile, { error: MSG.mobile }));
export const idCardField = /* @__PURE__ */ (() =>
  z.string({ error: MSG.idCard }).check(z.refine((v) => isIdCard(v), { error: MSG.idCard })))();
export const bankCardField = /* @__PURE__ */ (() =>
  z.string({ error: MSG.bankCard }).check(z.refine(isBankCard, { error: MSG.bankCard })))();
export const moneyField = /* @__PURE__ */ (() =>
  z.string({ error: MSG.money }).check(z.refine(isMoney, { error: MSG.money })))();

/** Six digits; for a code that was already entered (the generic docs/product rule). */
export const smsCodeField = /* @__PURE__ */ (() =>
  z.string({ error: MSG.smsCode }).check(z.refine(isSmsCode, { error: MSG.smsCode })))();
/** Register, forgot password and bind: empty says 请输入验证码, malformed says 短信验证码错误. */
export const requiredSmsCodeField = z
  .string({ error: MSG.smsCodeRequired })
  .check(
    z.minLength(1, { error: MSG.smsCodeRequired, abort: true }),
    z.refine(isSmsCode, { error: MSG.smsCode }),
  );

/** Register and forgot password: 6–18 word characters (docs/architecture.md settles the product docs' 6–10 vs 6–18). */
export const passwordField = z
  .string({ error: MSG.password })
  .check(z.refine(isPassword, { error: MSG.password }));
/**
 * Login only checks the length, so older passwords outside the register rule still log in; longer
 * than the contract's 18 is refused here rather than by the server (a 422).
 */
export const loginPasswordField = z
  .string({ error: MSG.loginPassword })
  // Blank (spaces, invisible characters) is no password; lengths count as the contract does.
  .check(
    z.refine((value) => visibleLength(value) > 0 && textLength(value) >= LOGIN_PASSWORD_MIN, {
      error: MSG.loginPassword,
      abort: true,
    }),
    z.refine((value) => textLength(value) <= PASSWORD_MAX, { error: MSG.password }),
  );

export const recommendCodeField = z.optional(
  z.string().check(z.overwrite((value) => capLength(visibleText(value), RECOMMEND_CODE_MAX))),
);

// Address.
export const recipientField = filled(MSG.recipient).check(z.overwrite(cap(RECIPIENT_MAX)));
export const streetField = filled(MSG.street).check(z.overwrite(cap(STREET_MAX)));

/** The region picker's value: nothing chosen yet is null. */
export interface AreaSelection {
  stateId: number | null;
  cityId: number | null;
  countyId: number | null;
}
export interface ChosenArea {
  stateId: number;
  cityId: number;
  countyId: number;
}

const isAreaId = (id: number | null): id is number => id !== null && Number.isInteger(id) && id > 0;
function isChosenArea(area: AreaSelection): area is ChosenArea {
  return isAreaId(area.stateId) && isAreaId(area.cityId) && isAreaId(area.countyId);
}

const nullableId = z.nullable(z.number({ error: MSG.area }));
/** Province, city and county must all be chosen; one issue on the whole field, not per level. */
export const areaField = z.pipe(
  z.object({ stateId: nullableId, cityId: nullableId, countyId: nullableId }, { error: MSG.area }),
  z.transform((area: AreaSelection, ctx): ChosenArea => {
    if (isChosenArea(area)) return { stateId: area.stateId, cityId: area.cityId, countyId: area.countyId };
    ctx.issues.push({ code: 'custom', message: MSG.area, input: area });
    return z.NEVER;
  }),
);

// Feedback.
export const feedbackContentField = filled(MSG.feedbackContent).check(z.overwrite(cap(FEEDBACK_CONTENT_MAX)));
export const feedbackContactField = z.optional(optionalText(FEEDBACK_CONTACT_MAX));

// Review. The text input is capped at REVIEW_MAX, so the schema caps too rather than invent a
// message docs/product does not have; blank text and short text have their own messages.
export const reviewContentField = filled(MSG.reviewContent).check(
  z.overwrite(cap(REVIEW_MAX)),
  // Eight characters a reader can see: four emoji are four, and zero-width padding is none.
  z.refine((value) => visibleLength(value) >= REVIEW_MIN, { error: MSG.reviewMin }),
);

const isFileLike = (value: unknown): value is ImageFileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { type?: unknown }).type === 'string';

/** Typed as File for the upload's FormData; checked by shape so tests can pass plain objects. */
export const reviewImagesField = z.array(z.custom<File>(isFileLike, { error: MSG.reviewImageType })).check(
  z.maxLength(REVIEW_MAX_IMAGES, { error: MSG.reviewMaxImages, abort: true }),
  z.refine((files) => files.every(isReviewImage), { error: MSG.reviewImageType }),
);

const star = z.int().check(z.minimum(1), z.maximum(5));
/** Description, service attitude, logistics; the star widget cannot produce anything else. */
export const reviewScoresField = z.tuple([star, star, star]);
export const REVIEW_DEFAULT_SCORES: readonly [number, number, number] = [5, 5, 5];

// Order submit and coupons.
export const remarkField = optionalText(REMARK_MAX);

/** The chosen address id; null until one is picked. */
export const orderAddressField = z.pipe(
  z.nullable(z.number({ error: MSG.orderAddress })),
  z.transform((id: number | null, ctx): number => {
    if (id !== null && Number.isInteger(id) && id > 0) return id;
    ctx.issues.push({ code: 'custom', message: MSG.orderAddress, input: id });
    return z.NEVER;
  }),
);

/** Exchange runs only with a non-blank code; the screen disables the button, 必填项 backs it up. */
/** A code pasted from a chat carries zero-width characters no code has: they are dropped. */
export const couponCodeField = filled(MSG.required).check(
  z.overwrite((value) => capLength(visibleText(value), COUPON_CODE_MAX)),
);
