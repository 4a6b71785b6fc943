// The one mutation guard (docs/security.md: every mutation is guarded against double submission).
// isPending only turns true after a render, so two taps in the same frame both see it false and
// both send; a ref set synchronously on the first tap is what stops the second.
import { useCallback, useRef } from 'react';
import {
  useMutation,
  type DefaultError,
  type UseMutateAsyncFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

export interface GuardOptions<TVariables> {
  /**
   * Calls with different keys may run side by side (the favourite of two products); calls with the
   * same key are single-flight. Default: one call at a time.
   */
  keyOf?: (variables: TVariables) => string | number;
}

/**
 * useMutation whose `mutate` and `mutateAsync` ignore a call while one with the same key is in
 * flight: a double tap sends one request. `mutate` returns whether the call went out;
 * `mutateAsync` gives the in-flight call's promise to the ignored one. Every mutation hook of the
 * app is built on it, so screens get the guard for free.
 */
export function useGuardedMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
  { keyOf }: GuardOptions<TVariables> = {},
): Omit<UseMutationResult<TData, TError, TVariables, TContext>, 'mutate'> & {
  mutate: (...args: Parameters<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>) => boolean;
  /** Whether a call with this key is in flight (for a per-item busy state). */
  isBusy: (variables: TVariables) => boolean;
} {
  type Args = Parameters<UseMutateAsyncFunction<TData, TError, TVariables, TContext>>;
  const mutation = useMutation(options);
  const inFlight = useRef(new Map<string | number, Promise<TData>>());
  const { mutateAsync } = mutation;

  const start = useCallback(
    (...args: Args) => {
      const key = keyOf ? keyOf(args[0] as TVariables) : '';
      const running = inFlight.current.get(key);
      if (running) return { promise: running, started: false };
      const promise = mutateAsync(...args).finally(() => inFlight.current.delete(key));
      inFlight.current.set(key, promise);
      return { promise, started: true };
    },
    [keyOf, mutateAsync],
  );

  const mutate = useCallback(
    (...args: Args) => {
      const { promise, started } = start(...args);
      // Failures reach the callbacks and the app-wide handler; nothing is left unhandled.
      promise.catch(() => undefined);
      return started;
    },
    [start],
  );

  const guardedAsync: UseMutateAsyncFunction<TData, TError, TVariables, TContext> = useCallback(
    (...args: Args) => start(...args).promise,
    [start],
  );

  const isBusy = useCallback(
    (variables: TVariables) => inFlight.current.has(keyOf ? keyOf(variables) : ''),
    [keyOf],
  );

  return { ...mutation, mutate, mutateAsync: guardedAsync, isBusy };
}
