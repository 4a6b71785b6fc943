import { PASSWORD_MAX } from '@/validation/rules';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@/lib/navigate';
import { FormInput } from '@/components/form/form-input';
import { firstFieldError } from '@/components/form/first-error';
import { FormFooter } from '@/components/form/form-footer';
import { findPasswordSchema, type FindPasswordInput, type FindPasswordValues } from '@/validation/forms';
import { useForgetPassword } from '@/calls/forget-password';
import { SMS_FIND_PASSWORD } from '@/calls/new-get-sms';
import { MobileCodeFields } from './components/mobile-code-fields';
import { toast } from '@/lib/toast';
import { FormPage, FormFields } from '@/components/form/form-page';
import './account.css';

const FIELD_ORDER = Object.keys(findPasswordSchema.shape);

/** /findPass: mobile, SMS code and a new password; then back to login with it. */
export default function FindPassPage() {
  const navigate = useNavigate();
  const forgetPassword = useForgetPassword();
  const { control, handleSubmit, formState, trigger, getValues } = useForm<
    FindPasswordInput,
    unknown,
    FindPasswordValues
  >({
    resolver: zodResolver(findPasswordSchema),
    defaultValues: { mobile: '', code: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    forgetPassword.mutate(values, {
      onSuccess: () => {
        void toast('修改成功', 'success');
        void navigate('/login', { replace: true });
      },
    });
  });
  const requestMobile = async () => ((await trigger('mobile')) ? getValues('mobile') : undefined);

  return (
    <FormPage>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormFields>
          <MobileCodeFields control={control} smsType={SMS_FIND_PASSWORD} requestMobile={requestMobile} />
          <FormInput
            control={control}
            name="password"
            label="新密码"
            type="password"
            autoComplete="new-password"
            placeholder="请输入6-18位的密码"
            maxLength={PASSWORD_MAX}
          />
        </FormFields>
        <FormFooter
          error={firstFieldError(formState.errors, FIELD_ORDER)}
          busy={forgetPassword.isPending}
          label="确定"
        />
      </form>
    </FormPage>
  );
}
