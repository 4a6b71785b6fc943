import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_IDLE,
  GET_CODE_LABEL,
  SMS_RESEND_SECONDS,
  TICK_MS,
  countdownReducer,
  countdownView,
  startCountdown,
  tickCountdown,
} from './countdown';

describe('SMS countdown', () => {
  it('should use the constants of docs/product/limits.md', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    expect(TICK_MS).toBe(1000);
  });

  it('should show the get-code label, enabled, when idle', () => {
    expect(countdownView(COUNTDOWN_IDLE)).toEqual({ label: '获取验证码', disabled: false });
    expect(GET_CODE_LABEL).toBe('获取验证码');
  });

  it('should run from 60 down to 0 one tick at a time and then enable the button again', () => {
    let state = startCountdown(COUNTDOWN_IDLE);
    const labels: string[] = [];
    for (let expected = 60; expected > 0; expected--) {
      expect(state.remaining).toBe(expected);
      expect(countdownView(state)).toEqual({ label: `${expected}s后重新获取`, disabled: true });
      labels.push(countdownView(state).label);
      state = tickCountdown(state);
    }
    expect(labels[0]).toBe('60s后重新获取');
    expect(labels.at(-1)).toBe('1s后重新获取');
    expect(state).toEqual(COUNTDOWN_IDLE);
    expect(countdownView(state)).toEqual({ label: '获取验证码', disabled: false });
    // A stray tick after zero changes nothing.
    expect(tickCountdown(state)).toEqual(COUNTDOWN_IDLE);
  });

  it('should ignore a start while already running', () => {
    const running = tickCountdown(startCountdown(COUNTDOWN_IDLE));
    expect(startCountdown(running)).toBe(running);
  });

  it('should drive the same machine through the reducer', () => {
    let state = countdownReducer(COUNTDOWN_IDLE, 'start');
    for (let i = 0; i < SMS_RESEND_SECONDS; i++) state = countdownReducer(state, 'tick');
    expect(countdownView(state).disabled).toBe(false);
    expect(countdownReducer(state, 'start')).toEqual({ remaining: 60 });
  });
});
