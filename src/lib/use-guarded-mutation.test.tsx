import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useGuardedMutation } from './use-guarded-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

/** A call that stays in flight until released. */
function deferredCall() {
  const releases: (() => void)[] = [];
  const fn = vi.fn(() => new Promise<string>((resolve) => releases.push(() => resolve('ok'))));
  return { fn, releaseAll: () => releases.splice(0).forEach((r) => r()) };
}

describe('useGuardedMutation', () => {
  it('should send one request for a double tap in the same frame, and the next after it settles', async () => {
    const { fn, releaseAll } = deferredCall();
    const { result } = renderHook(() => useGuardedMutation({ mutationFn: fn }), { wrapper });
    let sent: boolean[] = [];
    act(() => {
      sent = [result.current.mutate(), result.current.mutate()];
    });
    expect(sent).toEqual([true, false]);
    await waitFor(() => expect(fn).toHaveBeenCalled());
    await act(async () => undefined);
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => releaseAll());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => void result.current.mutate());
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
  });

  it('should let different keys run side by side, and give an ignored mutateAsync the running promise', async () => {
    const { fn, releaseAll } = deferredCall();
    const { result } = renderHook(
      () =>
        useGuardedMutation(
          { mutationFn: (id: number) => fn().then((r) => `${r}${id}`) },
          { keyOf: (id) => id },
        ),
      { wrapper },
    );
    let first!: Promise<string>;
    let again!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync(1);
      again = result.current.mutateAsync(1);
      void result.current.mutateAsync(2);
    });
    await waitFor(() => expect(fn).toHaveBeenCalledTimes(2));
    await act(async () => undefined);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(result.current.isBusy(1)).toBe(true);
    expect(again).toBe(first);
    await act(async () => releaseAll());
    await expect(first).resolves.toBe('ok1');
    expect(result.current.isBusy(1)).toBe(false);
  });

  it('should free the guard after a failure, so a retry goes out', async () => {
    const fn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useGuardedMutation({ mutationFn: fn }), { wrapper });
    act(() => void result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    act(() => void result.current.mutate());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
