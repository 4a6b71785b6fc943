// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { xhrFetch } from './xhr-fetch';

const server = setupServer(
  http.post('http://shop.test/api/echo', async ({ request }) => {
    const form = await request.formData();
    return HttpResponse.json(
      {
        code: 1,
        msg: 'ok',
        data: { content: form.get('content'), type: request.headers.get('content-type') },
      },
      { headers: { 'X-Echo': 'yes' } },
    );
  }),
  http.post('http://shop.test/api/down', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const multipart = (url: string) => {
  const form = new FormData();
  form.append('content', '成色很好');
  form.append('qqfile1', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
  return new Request(url, { method: 'POST', body: form });
};

describe('xhrFetch', () => {
  it('should send the multipart body with its boundary and give back the response, progress ending at 1', async () => {
    const progress = vi.fn();
    const res = await xhrFetch(progress)(multipart('http://shop.test/api/echo'));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-echo')).toBe('yes');
    const body = (await res.json()) as { data: { content: string; type: string } };
    expect(body.data.content).toBe('成色很好');
    expect(body.data.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress).toHaveBeenLastCalledWith(1);
  });

  it('should reject with a TypeError when the network fails, as fetch does', async () => {
    await expect(xhrFetch(vi.fn())(multipart('http://shop.test/api/down'))).rejects.toBeInstanceOf(TypeError);
  });
});
