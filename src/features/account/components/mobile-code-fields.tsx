import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { PASSWORD_MAX, PHONE_MAX_LENGTH, SMS_CODE_LENGTH, capDigits, capPhone } from '@/validation/rules';
import { SmsCodeButton } from './sms-code-button';

const capCode = (v: string) => capDigits(v, SMS_CODE_LENGTH);

/** Forms with a mobile and an SMS code field (register, find password, bind mobile). */
type MobileCodeForm = FieldValues & { mobile: string; code: string };

/**
 * The mobile field (capped at 11 digits) and the SMS code field (capped at 6) with its countdown
 * button, as register, find password and bind mobile all ask for them.
 */
export function MobileCodeFields<T extends MobileCodeForm>({
  control,
  smsType,
  requestMobile,
}: {
  control: Control<T>;
  /** The new_get_sms purpose (register, find password, bind). */
  smsType: Parameters<typeof SmsCodeButton>[0]['type'];
  /** Validates the mobile field and returns it, or undefined when it is not valid. */
  requestMobile: () => Promise<string | undefined>;
}) {
  return (
    <>
      <FormField
        control={control}
        name={'mobile' as FieldPath<T>}
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        normalize={capPhone}
        placeholder="请输入手机号"
      />
      <FormField
        control={control}
        name={'code' as FieldPath<T>}
        label="验证码"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_LENGTH}
        normalize={capCode}
        placeholder="请输入验证码"
        extra={<SmsCodeButton type={smsType} requestMobile={requestMobile} />}
      />
    </>
  );
}

/** The new password of register and find password (6 to 18 characters). */
export function NewPasswordField<T extends FieldValues & { password: string }>({
  control,
  label,
}: {
  control: Control<T>;
  label: string;
}) {
  return (
    <FormField
      control={control}
      name={'password' as FieldPath<T>}
      label={label}
      type="password"
      autoComplete="new-password"
      placeholder="请输入6-18位的密码"
      maxLength={PASSWORD_MAX}
    />
  );
}
