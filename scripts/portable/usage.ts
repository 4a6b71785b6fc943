// Type-checked in CI against the client and zod schemas that orval generates from the bundle
// (scripts/contract-portable.ts). It compiles only if another generator reads the contract the
// way this project does: `code` is the number 1 on success (not the string '1'), so a check of
// `code === 1` narrows to the success envelope and its `data`; request limits reach zod.
import { login, productDetail, type Login200, type ProductDetail200 } from '../../reports/orval/client';
import { loginResponse, productDetailQueryParams } from '../../reports/orval/zod';

/** The success variant of an envelope: `never` if the generator typed `code` as anything but 1. */
type Success<T> = Extract<T, { code: 1 }>;

const isSuccess = <T extends { code: number }>(body: T): body is Success<T> => body.code === 1;

export async function tokenOf(username: string, password: string): Promise<string | undefined> {
  const res = await login({ username, password, p: 'h5', v: '4.9.0' });
  if (res.status !== 200) return undefined;
  const body: Login200 = res.data;
  if (isSuccess(body)) return body.data.token;
  // A failure's data is null: reading a session from it must not compile.
  // @ts-expect-error BizFailure has no session in data
  return body.data.token;
}

export async function productName(productId: number): Promise<string> {
  const res = await productDetail({ product_id: productId, p: 'h5', v: '4.9.0' });
  if (res.status !== 200) return '';
  const body: ProductDetail200 = res.data;
  if (body.code === 1 && isSuccess(body)) return body.data.product_name;
  return body.msg;
}

// The contract's upper limits reach the generated zod schemas (orval writes zod for query
// parameters and JSON responses, not for form bodies): ids end at 2^31-1, a mobile has 11 digits.
export const limitsReachZod = (): boolean =>
  productDetailQueryParams.safeParse({ product_id: 2147483648 }).success === false &&
  productDetailQueryParams.safeParse({ product_id: 10001 }).success &&
  loginResponse.safeParse({
    code: 1,
    msg: '',
    data: { userId: 1, mobile: '138001380001', token: 't' },
  }).success === false;
