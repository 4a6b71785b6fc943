// Type-checked by `npm run check:portable` against orval's fetch client and zod schemas for the
// bundle (written to a temporary directory as ./orval/): plain `code === 1` narrows the envelope,
// no helper type involved; the contract's limits reach the zod schemas.
import { login, productDetail, type Login200, type ProductDetail200 } from './orval/client';
import { loginResponse, productDetailQueryParams } from './orval/zod';

export async function tokenOf(username: string, password: string): Promise<string | undefined> {
  const res = await login({ username, password, p: 'h5', v: '4.9.0' });
  if (res.status !== 200) return undefined;
  const body: Login200 = res.data;
  if (body.code === 1) return body.data.token;
  // @ts-expect-error a failure's data is null: reading a session from it must not compile
  return body.data.token;
}

export async function productName(productId: number): Promise<string> {
  const res = await productDetail({ product_id: productId, p: 'h5', v: '4.9.0' });
  if (res.status !== 200) return '';
  const body: ProductDetail200 = res.data;
  if (body.code === 1) return body.data.product_name;
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
