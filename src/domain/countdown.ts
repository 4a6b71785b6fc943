// The SMS "get code" button as a pure state machine (docs/product sections 4 and 9): the screen owns
// the timer and feeds `tick` every TICK_MS; everything it renders comes from countdownView.

export const SMS_RESEND_SECONDS = 60;
export const TICK_MS = 1000;
export const GET_CODE_LABEL = '获取验证码';

/** Seconds left before a new code may be requested; 0 means idle. */
export interface SmsCountdown {
  readonly remaining: number;
}

export const COUNTDOWN_IDLE: SmsCountdown = { remaining: 0 };

/** Starting again while running is ignored, so a double tap cannot reset the wait. */
export function startCountdown(state: SmsCountdown): SmsCountdown {
  return state.remaining > 0 ? state : { remaining: SMS_RESEND_SECONDS };
}

export function tickCountdown(state: SmsCountdown): SmsCountdown {
  return state.remaining > 0 ? { remaining: state.remaining - 1 } : state;
}

export type CountdownAction = 'start' | 'tick';

/** For useReducer. */
export function countdownReducer(state: SmsCountdown, action: CountdownAction): SmsCountdown {
  return action === 'start' ? startCountdown(state) : tickCountdown(state);
}

export interface CountdownView {
  /** '获取验证码' when idle, else '<n>s后重新获取' (e.g. '60s后重新获取'). */
  label: string;
  /** The button is disabled (greyed) while counting down. */
  disabled: boolean;
}

export function countdownView(state: SmsCountdown): CountdownView {
  return state.remaining > 0
    ? { label: `${state.remaining}s后重新获取`, disabled: true }
    : { label: GET_CODE_LABEL, disabled: false };
}
