import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, BizError } from '@/api/errors';
import { readUserData, saveUserData, clearUserData } from '@/lib/session';
import { NETWORK_MESSAGE } from '@/lib/error-message';
import { createQueryClient, handleApiError } from './query-client';

const user = { userId: 10001, mobile: '13800138000', token: 't0k' };
const expired = () => new BizError(-1, '登录已过期，请重新登录', 'orderList');

afterEach(() => {
  clearUserData();
  window.history.replaceState(null, '', '/');
});

describe('handleApiError', () => {
  it('should log out and send to login with the current path when the login expired', () => {
    saveUserData(user);
    window.history.replaceState(null, '', '/user/setting?x=1');
    const navigate = vi.fn();
    handleApiError(expired(), 'query', { navigate, notify: vi.fn() });
    expect(readUserData()).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser%2Fsetting%3Fx%3D1');
  });

  it('should not send the login page to itself', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fuser');
    const navigate = vi.fn();
    handleApiError(expired(), 'mutation', { navigate, notify: vi.fn() });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('should toast a network message for a failed mutation only', () => {
    const notify = vi.fn();
    const network = new ApiError('network error', 'login', 0);
    handleApiError(network, 'query', { navigate: vi.fn(), notify });
    expect(notify).not.toHaveBeenCalled();
    handleApiError(network, 'mutation', { navigate: vi.fn(), notify });
    expect(notify).toHaveBeenCalledWith(NETWORK_MESSAGE);
  });

  it("should toast the server's msg for another business answer of a mutation, unless the screen shows it", () => {
    const notify = vi.fn();
    const navigate = vi.fn();
    handleApiError(new BizError(0, '账号或密码错误', 'login'), 'mutation', { navigate, notify });
    expect(notify).toHaveBeenCalledWith('账号或密码错误');
    handleApiError(new BizError(0, '服务繁忙', 'login'), 'mutation', { navigate, notify }, false);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('should still send to login when the screen shows its own errors', () => {
    const navigate = vi.fn();
    handleApiError(expired(), 'mutation', { navigate, notify: vi.fn() }, false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('createQueryClient', () => {
  it('should route query and mutation failures through the handler', async () => {
    const navigate = vi.fn();
    const notify = vi.fn();
    const client = createQueryClient({ navigate, notify });
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(expired()), retry: false })
      .catch(() => undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError('down', 'login', 0)) })
      .execute(undefined)
      .catch(() => undefined);
    expect(notify).toHaveBeenCalledWith(NETWORK_MESSAGE);
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.reject(new BizError(-2, '已领取', 'getGiftBonus')),
        meta: { errorToast: false },
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('should not retry a business answer', async () => {
    const client = createQueryClient({ navigate: vi.fn(), notify: vi.fn() });
    const queryFn = vi.fn(() => Promise.reject(new BizError(0, '失败', 'productDetail')));
    await client.fetchQuery({ queryKey: ['y'], queryFn }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
