import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSmsCountdown } from './use-sms-countdown';

describe('useSmsCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should count down each 1000 ms from 60 and then restore the label', () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current).toMatchObject({ label: '获取验证码', disabled: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ label: '60s后重新获取', disabled: true });
    act(() => void vi.advanceTimersByTime(999));
    expect(result.current.label).toBe('60s后重新获取');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.label).toBe('59s后重新获取');
    act(() => void vi.advanceTimersByTime(58_000));
    expect(result.current.label).toBe('1s后重新获取');
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ label: '获取验证码', disabled: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.label).toBe('获取验证码');
  });

  it('should ignore a second start while running', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start());
    act(() => void vi.advanceTimersByTime(3000));
    act(() => result.current.start());
    expect(result.current.label).toBe('57s后重新获取');
  });
});
