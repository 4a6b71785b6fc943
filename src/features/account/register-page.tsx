import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { redirectParam } from '@/lib/redirect';
import { FormField } from '@/components/form/form-field';
import { firstFieldError } from '@/components/form/first-error';
import { RECOMMEND_CODE_MAX } from '@/validation/rules';
import { registerSchema, type RegisterInput, type RegisterValues } from '@/validation/forms';
import { useRegister } from '@/calls/register';
import { SMS_REGISTER } from '@/calls/new-get-sms';
import { MobileCodeFields, NewPasswordField } from './components/mobile-code-fields';
import { useFinishLogin } from './hooks/use-finish-login';
import { FormPage, PageForm } from '@/components/form/form-page';
import './account.css';

const FIELD_ORDER = Object.keys(registerSchema.shape);

/** /register: mobile, SMS code, password, optional invite code; success is logged in. */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = redirectParam(params);
  const register = useRegister();
  const finishLogin = useFinishLogin();
  const { control, handleSubmit, formState, trigger, getValues } = useForm<
    RegisterInput,
    unknown,
    RegisterValues
  >({
    resolver: zodResolver(registerSchema),
    defaultValues: { mobile: '', code: '', password: '', recommendCode: '' },
  });

  const onSubmit = handleSubmit((values) => {
    register.mutate(values, { onSuccess: (res) => finishLogin(res.data, '注册成功') });
  });
  const requestMobile = async () => ((await trigger('mobile')) ? getValues('mobile') : undefined);

  const error = firstFieldError(formState.errors, FIELD_ORDER);
  return (
    <FormPage>
      <PageForm onSubmit={onSubmit} error={error} busy={register.isPending} label="注册">
        <MobileCodeFields control={control} smsType={SMS_REGISTER} requestMobile={requestMobile} />
        <NewPasswordField control={control} label="密码" />
        <FormField
          control={control}
          name="recommendCode"
          label="邀请码"
          maxLength={RECOMMEND_CODE_MAX}
          placeholder="选填"
        />
      </PageForm>
      <nav className="account-links">
        <span>已有账号？</span>
        <Link to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>去登录</Link>
      </nav>
    </FormPage>
  );
}
