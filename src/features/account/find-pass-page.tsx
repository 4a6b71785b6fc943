import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { firstFieldError } from '@/components/form/first-error';
import { findPasswordSchema, type FindPasswordInput, type FindPasswordValues } from '@/validation/forms';
import { useForgetPassword } from '@/calls/forget-password';
import { SMS_FIND_PASSWORD } from '@/calls/new-get-sms';
import { MobileCodeFields, NewPasswordField } from './components/mobile-code-fields';
import { toast } from '@/lib/toast';
import { FormPage, PageForm } from '@/components/form/form-page';
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

  const error = firstFieldError(formState.errors, FIELD_ORDER);
  return (
    <FormPage>
      <PageForm onSubmit={onSubmit} error={error} busy={forgetPassword.isPending} label="确定">
        <MobileCodeFields control={control} smsType={SMS_FIND_PASSWORD} requestMobile={requestMobile} />
        <NewPasswordField control={control} label="新密码" />
      </PageForm>
    </FormPage>
  );
}
