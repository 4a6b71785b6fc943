import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import {
  areaField,
  couponCodeField,
  feedbackContactField,
  feedbackContentField,
  loginPasswordField,
  mobileField,
  orderAddressField,
  passwordField,
  recipientField,
  recommendCodeField,
  remarkField,
  requiredSmsCodeField,
  reviewContentField,
  reviewImagesField,
  reviewScoresField,
  streetField,
} from './fields';

// Form schemas, composed only from ./fields. `XxxInput` is what the form holds (react-hook-form's
// field values), `XxxValues` what a valid submit yields (trimmed, capped, ids narrowed).

/** Login posts the phone as `username` (contract: POST /api/login). */
export const loginSchema = z.object({ username: mobileField, password: loginPasswordField });
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

export const registerSchema = z.object({
  mobile: mobileField,
  code: requiredSmsCodeField,
  password: passwordField,
  recommendCode: recommendCodeField,
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const findPasswordSchema = z.object({
  mobile: mobileField,
  code: requiredSmsCodeField,
  password: passwordField,
});
export type FindPasswordInput = z.input<typeof findPasswordSchema>;
export type FindPasswordValues = z.output<typeof findPasswordSchema>;

export const bindMobileSchema = z.object({ mobile: mobileField, code: requiredSmsCodeField });
export type BindMobileInput = z.input<typeof bindMobileSchema>;
export type BindMobileValues = z.output<typeof bindMobileSchema>;

/** Field order is the order docs/product checks them in; firstAddressError relies on it. */
export const addressSchema = z.object({
  name: recipientField,
  mobile: mobileField,
  area: areaField,
  street: streetField,
  isDefault: z.boolean(),
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

export const feedbackSchema = z.object({ content: feedbackContentField, contact: feedbackContactField });
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type FeedbackValues = z.output<typeof feedbackSchema>;

export const reviewSchema = z.object({
  content: reviewContentField,
  images: reviewImagesField,
  scores: reviewScoresField,
  anonymous: z.boolean(),
});
export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

export const couponCodeSchema = z.object({ code: couponCodeField });
export type CouponCodeInput = z.input<typeof couponCodeSchema>;
export type CouponCodeValues = z.output<typeof couponCodeSchema>;

export const orderSubmitSchema = z.object({ addressId: orderAddressField, remark: remarkField });
export type OrderSubmitInput = z.input<typeof orderSubmitSchema>;
export type OrderSubmitValues = z.output<typeof orderSubmitSchema>;

/**
 * The message to show when a form shows one error at a time: the first failing field in the
 * schema's field order, or null. Sorting matters because zod reports an object-level check's
 * issues after every field's, whatever field they name.
 */
export function firstErrorMessage(schema: core.$ZodObject, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  if (result.success) return null;
  const order = Object.keys(schema._zod.def.shape);
  const rank = (path: readonly PropertyKey[]) => {
    const index = order.indexOf(String(path[0]));
    return index < 0 ? order.length : index;
  };
  // Array.prototype.sort is stable, so issues of one field keep zod's order.
  const [first] = [...result.error.issues].sort((a, b) => rank(a.path) - rank(b.path));
  return first?.message ?? null;
}

/** Address form: only the first error is shown (recipient, phone, area, detail). */
export function firstAddressError(value: AddressInput): string | null {
  return firstErrorMessage(addressSchema, value);
}
