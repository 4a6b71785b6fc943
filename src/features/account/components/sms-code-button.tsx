import { useSendSms, type SmsType } from '@/calls/new-get-sms';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import './sms-code-button.css';

/**
 * "获取验证码": checks the phone through the form first (its message shows like any other field
 * error), sends the signed SMS request, then counts down 60 s. Server refusals (发送过于频繁,
 * 该手机号已注册, ...) are toasts; the countdown starts only after a successful send.
 */
export function SmsCodeButton({
  type,
  requestMobile,
}: {
  type: SmsType;
  /** Validates the phone field; resolves to it when valid, else undefined. */
  requestMobile: () => Promise<string | undefined>;
}) {
  const sendSms = useSendSms();
  const countdown = useSmsCountdown();
  const busy = sendSms.isPending || countdown.disabled;

  const onClick = async () => {
    if (busy) return;
    const mobile = await requestMobile();
    if (!mobile) return;
    sendSms.mutate({ mobile, type }, { onSuccess: countdown.start });
  };

  return (
    <button
      type="button"
      className="account-sms-button"
      data-tap-target
      disabled={busy}
      aria-live="polite"
      onClick={() => void onClick()}
    >
      {countdown.label}
    </button>
  );
}
