import { useEffect, useReducer } from 'react';
import { COUNTDOWN_IDLE, TICK_MS, countdownReducer, countdownView } from '@/domain/countdown';

/** The SMS button's countdown: the rules are in domain/countdown, the timer lives here. */
export function useSmsCountdown() {
  const [state, dispatch] = useReducer(countdownReducer, COUNTDOWN_IDLE);
  const running = state.remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch('tick'), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return { ...countdownView(state), start: () => dispatch('start') };
}
